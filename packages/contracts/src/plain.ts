/**
 * `@scoreline/contracts/plain`: the zod-free part of the contracts — the product's messages, the error codes, limits
 * and names, and the checks of the envelope and of what the web app stores (guards.ts, reset-token-guard.ts). Importing it builds no schema and
 * loads no zod, so the web app's shell and first pages use it (docs/decisions/024). The main entry re-exports it all.
 */
export * from './messages';
export * from './web-messages';
export * from './auth-web-messages';
export * from './match-page-messages';
export * from './league-web-messages';
export * from './league-picks-web-messages';
export * from './calendar-messages';
export * from './reminder-messages';
export * from './export-messages';
export * from './profile-web-messages';
export * from './account-messages';
export * from './error-codes';
export * from './user-statuses';
export * from './guards';
export * from './reset-token-guard';
export * from './profile-messages';
export * from './matchday-messages';
export * from './prediction-limits';
export * from './prediction-messages';
export * from './private-league-messages';
export * from './pin-messages';
export * from './provisional-messages';
export * from './picture-formats';
export * from './limits';
export * from './match-messages';
export * from './comment-messages';
export * from './country-codes';
export * from './social-channels';
export * from './tournament-messages';
export * from './competition-messages';
export * from './bonus-messages';
export * from './recap-messages';
export * from './places';
