import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, lastOtp, post, signUpBody } from './helpers/auth-helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Sign-up and a reset's code check each write in one transaction ("nothing half-written"): when a later write
 * fails (here a trigger refuses it, as a full disk or a lost connection would), the earlier ones are not kept.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await t.database.connection.db.execute(sql`drop trigger if exists refuse_write on otp_codes`);
  await t.database.connection.db.execute(sql`drop trigger if exists refuse_write on sessions`);
});

/** Makes every insert into `table` fail until the test ends. */
async function refuseInserts(table: 'otp_codes' | 'sessions') {
  const db = t.database.connection.db;
  await db.execute(sql`create or replace function refuse_write() returns trigger language plpgsql as $$
    begin raise exception 'write refused by the test'; end $$`);
  await db.execute(sql.raw(`create trigger refuse_write before insert on ${table} execute function refuse_write()`));
}

describe('writes that belong together', () => {
  it('a sign-up whose code cannot be issued leaves no account behind: the same sign-up works afterwards', async () => {
    const body = signUpBody();
    await refuseInserts('otp_codes');
    expect((await post(t.app, '/auth/sign-up', body)).statusCode).toBe(500);
    await t.database.connection.db.execute(sql`drop trigger refuse_write on otp_codes`);
    const again = await post(t.app, '/auth/sign-up', body);
    expect(again.statusCode).toBe(201);
  });

  it('a reset code whose token cannot be written is not used up: the same code works afterwards', async () => {
    const player = await createPlayer(t.app);
    await post(t.app, '/auth/forgot-password', { email: player.email });
    const otp = await lastOtp(t.app, player.email);
    await refuseInserts('sessions');
    const verify = { email: player.email, otp, purpose: 'password_reset' };
    expect((await post(t.app, '/auth/verify', verify)).statusCode).toBe(500);
    await t.database.connection.db.execute(sql`drop trigger refuse_write on sessions`);
    const again = await post(t.app, '/auth/verify', verify);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.resetToken.accessToken).toEqual(expect.any(String));
  });
});
