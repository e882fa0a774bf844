import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exportWords } from '@scoreline/contracts';
import { createPlayer, get, makeOperator } from '../helpers/auth-helpers';
import { predict, putResult, setupRound } from '../helpers/prediction-fixtures';
import { useTestApp } from '../helpers/test-app';

/** Issue 60 (docs/decisions/114): a player's picks and points as a CSV file for spreadsheets. */
const t = useTestApp({ clockStart: '2024-03-01T12:00:00Z', operatorEmail: 'ops@example.com' });
const db = () => t.database.connection.db;

/** The file's rows as cells (no quoted commas in these files but the header's). */
const rowsOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

describe("a player's picks as CSV", () => {
  it('lists every pick with its joker and points, with a BOM, and neutralises formula-like cells', async () => {
    const { matches, clubs } = await setupRound(db(), 2);
    const [first, second] = [matches[0]!, matches[1]!];
    // A name from a data provider that a spreadsheet would run as a formula.
    await db().execute(sql`update teams set name = '=HYPERLINK("http://evil.example")' where id = ${clubs[1]!.id}`);
    const ada = await createPlayer(t.app);
    await predict(t.app, ada.token, first.id, '2:1');
    await predict(t.app, ada.token, second.id, '0:0');
    const joker = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/match/${first.id}/joker`,
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(joker.statusCode).toBe(200);

    const ops = await createPlayer(t.app, { email: 'ops@example.com' });
    await makeOperator(t.app, ops);
    t.clock.set(new Date('2024-03-02T18:00:00Z'));
    expect((await putResult(t.app, ops.token, first.id, 2, 1)).statusCode).toBe(200);

    const answer = await get(t.app, '/user/predictions/export', { token: ada.token });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="scoreline-my-picks.csv"');
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    const [header, one, two] = rowsOf(answer.body);
    expect(header).toEqual(exportWords.picksColumns);
    // The exact score on the joker: 5 points doubled.
    expect(one!.slice(2)).toEqual([
      '2024-03-02 15:00',
      'Club 0',
      `"'=HYPERLINK(""http://evil.example"")"`,
      '2–1',
      'yes',
      '2–1',
      '10',
      'exact score',
    ]);
    // Not scored yet: no result, no points.
    expect(two!.slice(5)).toEqual(['0–0', '', '', '', '']);

    expect((await get(t.app, '/user/predictions/export')).statusCode).toBe(401);
  });
});
