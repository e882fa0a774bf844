/**
 * Stands in for `@cfworker/json-schema`'s table of format checks in the web build (vite.config.ts, ADR 045). The
 * answer checks' schemas carry no `format` (answers-source.ts drops each one beside zod's own `pattern`, and stops on a
 * format without one; answers.test.ts holds every generated check to that), and draft 2020-12 makes `format` an
 * annotation, so the validator finds nothing here and the 1.7 KiB (gzip) table stays out of every data page.
 */
export const format: Record<string, (value: string) => boolean> = {};
