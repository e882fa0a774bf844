/**
 * The operator of the e2e journeys: named in ADMIN_EMAILS (playwright.config.ts), signed up, verified and granted
 * with `npm run admin:grant` before the e2e server starts (e2e/prepare-operator.ts, docs/decisions/013).
 */
export const operatorAccount = {
  email: 'ops@scoreline.test',
  firstname: 'Olive',
  lastname: 'Ops',
  username: 'league_ops',
  password: 'Kickoff24',
} as const;
