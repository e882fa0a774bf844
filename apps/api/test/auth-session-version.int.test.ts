import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { createPlayer, get, makeOperator, post } from './helpers/auth-helpers';
import { predict, setupRound } from './helpers/prediction-fixtures';
import { useTestApp } from './helpers/test-app';

/**
 * Issue 14 (ADR 023 addendum): a signed-in request's session is kept under the sessions' own version (migration
 * 0024), which picks do not move. Whatever changes a session's standing, by the app or by plain SQL from anywhere,
 * counts on the very next request.
 */
const t = useTestApp({ clockStart: '2024-03-01T12:00:00Z', operatorEmail: 'ops@example.com' });
const MIN = 60_000;
const run = (statement: ReturnType<typeof sql>) => t.database.connection.db.execute(statement);
const sessionsVersion = async () =>
  (
    await queryRows<{ version: string }>(
      t.database.connection.db,
      sql`select version::text from data_versions where domain = 'sessions'`,
    )
  )[0]?.version;

let player: Awaited<ReturnType<typeof createPlayer>>;
beforeEach(async () => {
  player = await createPlayer(t.app);
  // Kept: the session is read once and then served under the sessions' version.
  expect((await get(t.app, `/users/${player.id}`, { token: player.token })).statusCode).toBe(200);
});

describe('a kept session', () => {
  it('is refused on the next request once revoked by plain SQL', async () => {
    await run(sql`update sessions set revoked_at = now() where user_id = ${player.id}`);
    const answer = await get(t.app, `/users/${player.id}`, { token: player.token });
    expect(answer.statusCode).toBe(401);
  });

  it('is refused as blocked on the next request once its account is blocked by plain SQL', async () => {
    await run(sql`update users set status = 'blocked' where id = ${player.id}`);
    const answer = await get(t.app, `/users/${player.id}`, { token: player.token });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('ACCOUNT_BLOCKED');
  });

  it('is refused on the next request once its account is deleted by plain SQL', async () => {
    await run(sql`delete from users where id = ${player.id}`);
    expect((await get(t.app, `/users/${player.id}`, { token: player.token })).statusCode).toBe(401);
  });

  it('loses operator rights on the next request once the grant is revoked by plain SQL', async () => {
    const ops = await createPlayer(t.app, { email: 'ops@example.com' });
    await makeOperator(t.app, ops);
    expect((await get(t.app, `/users/${ops.id}`, { token: ops.token })).json().data.isAdmin).toBe(true);
    await run(sql`update operator_grants set revoked_at = now() where user_id = ${ops.id}`);
    expect((await get(t.app, `/users/${ops.id}`, { token: ops.token })).json().data.isAdmin).toBe(false);
  });

  it('is touched once per interval, not on every request after it', async () => {
    t.clock.advance(6 * MIN);
    await get(t.app, `/users/${player.id}`, { token: player.token });
    // A marker only a second touch would overwrite (a touch moves no version, so the kept session stays).
    await run(sql`update sessions set last_used_at = 'epoch' where user_id = ${player.id}`);
    t.clock.advance(MIN);
    await get(t.app, `/users/${player.id}`, { token: player.token });
    const [row] = await queryRows<{ used: Date }>(
      t.database.connection.db,
      sql`select last_used_at as used from sessions where user_id = ${player.id}`,
    );
    expect(new Date(row!.used).getTime()).toBe(0);
  });
});

describe("the sessions' version", () => {
  it('stays as it is when a player makes a pick', async () => {
    const { matches } = await setupRound(t.database.connection.db);
    const before = await sessionsVersion();
    expect((await predict(t.app, player.token, matches[0]!.id, '2:1')).statusCode).toBe(201);
    expect(await sessionsVersion()).toBe(before);
  });

  it('moves for a transaction that revokes several sessions', async () => {
    const again = await post(t.app, '/auth/sign-in', { email: player.email, password: player.password });
    expect(again.statusCode).toBe(200);
    const before = BigInt((await sessionsVersion()) ?? 0);
    await run(sql`update sessions set revoked_at = now()`);
    expect(BigInt((await sessionsVersion()) ?? 0)).toBeGreaterThan(before);
  });
});
