/**
 * `npm run admin:grant -- <email>`: makes the account behind an ADMIN_EMAILS address an operator
 * (docs/decisions/013). Use it when the account was created or verified after the address was named: the
 * start grants only accounts verified before then, because anyone who could verify a named address could
 * otherwise claim it. It reads the same environment as the app (DATABASE_URL, or DATA_DIR for PGlite, and
 * ADMIN_EMAILS); on PGlite the app must be stopped first (one process per folder). The grant is recorded in
 * operator_grants (who, when, how, by whom) and audit_log, and counts from the next request.
 */
import { grantAct, runOperatorCommand } from './operator-command';

await runOperatorCommand('admin:grant', grantAct);
