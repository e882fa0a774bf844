import { stringify } from 'csv-stringify/sync';

/**
 * A CSV file for spreadsheets (issue 60, docs/decisions/114), by csv-stringify: UTF-8 with a byte order mark (so
 * Excel reads accents and names in any script), CRLF lines, RFC 4180 quoting, and every cell that starts with `=`,
 * `+`, `-`, `@`, a tab or a carriage return prefixed with `'` so a spreadsheet never runs it as a formula (CSV
 * injection: a player's name is theirs to choose).
 */
export function csvFile(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return stringify([header, ...rows] as (string | number | null)[][], {
    bom: true,
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}

/** The answer's headers of a CSV download named `filename` (ASCII: a slug and a date). */
export const csvHeaders = (filename: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
});
