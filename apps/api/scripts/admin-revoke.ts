/**
 * `npm run admin:revoke -- <email>`: ends an operator's grant (issue 57, docs/decisions/091), the one way a grant
 * ends: a start with a list that no longer names the address keeps it. Recorded in operator_grants (revoked_at,
 * revoked_reason) and audit_log; counts from the next request. Same environment and PGlite rule as admin:grant.
 */
import { revokeAct, runOperatorCommand } from './operator-command';

await runOperatorCommand('admin:revoke', revokeAct);
