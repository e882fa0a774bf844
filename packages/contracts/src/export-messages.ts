import { describeWait } from './account-messages';
/**
 * The CSV exports' words (issue 60, docs/decisions/114), zod-free: the columns a spreadsheet shows, and the web app's
 * download links.
 */
export const exportWords = {
  /** GET /user/predictions/export: one row per pick. */
  picksColumns: [
    'Competition',
    'Stage',
    'Kick-off (UTC)',
    'Home',
    'Away',
    'Your pick',
    'Joker',
    'Result',
    'Points',
    'How',
  ],
  /** GET /score/export and a private league's: one row per ranked player. */
  tableColumns: ['Position', 'Player', 'Points', 'Exact scores', 'Correct outcomes', 'Scored predictions'],
  /** GET /admin/audit/export (issue 61): one row per operator action, newest first. */
  auditColumns: ['When (UTC)', 'Operator', 'Action', 'Subject', 'Details'],
  yes: 'yes',
  /** The profile's card. */
  title: 'Your picks',
  lead: 'Every pick you made, with its joker, result and points, as a file for your spreadsheet (CSV).',
  /** The web app's links. */
  downloadPicks: 'Download my picks (CSV)',
  downloadTable: 'Download this table (CSV)',
  /** 429 of an export asked for too often by one player. */
  tooMany: (seconds: number) =>
    `You have downloaded several files just now. Please try again in ${describeWait(seconds)}.`,
} as const;
