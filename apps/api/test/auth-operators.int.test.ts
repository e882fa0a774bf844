import { errorMessages } from '@scoreline/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { createTestApp, settled, type TestApp } from './helpers/test-app';
import { createPlayer, get, makeOperator, post, signUpBody } from './helpers/auth-helpers';

/** Accounts (issue #3), continued: blocked accounts, operators and protocol details. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'ops@example.com,desk@example.com' } });
});
afterAll(async () => {
  await t.close();
});

describe('blocked accounts and operators', () => {
  it('blocks: every session answers 403 with the §6 message, sign-in too; unblock restores sign-in', async () => {
    const admin = await createPlayer(t.app, { email: 'ops@example.com' });
    await makeOperator(t.app, admin);
    const player = await createPlayer(t.app);

    const notAdmin = await post(t.app, `/admin/users/${admin.id}/block`, {}, { token: player.token });
    expect(notAdmin.statusCode).toBe(403);

    const block = await post(t.app, `/admin/users/${player.id}/block`, {}, { token: admin.token });
    expect(block.statusCode).toBe(200);
    expect(block.json().data.status).toBe('blocked');

    // Blocking revoked the sessions; the old token is told why (403, §6), and a fresh sign-in is refused alike.
    const oldSession = await get(t.app, `/users/${player.id}`, { token: player.token });
    expect(oldSession.statusCode).toBe(403);
    expect(oldSession.json()).toMatchObject({ code: 'ACCOUNT_BLOCKED', message: errorMessages.accountBlocked });
    const signIn = await post(t.app, '/auth/sign-in', { email: player.email, password: player.password });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe('Your account is blocked. Please contact customer support.');

    expect((await post(t.app, `/admin/users/${player.id}/unblock`, {}, { token: admin.token })).statusCode).toBe(200);
    // Unblocking does not bring the revoked session back: it is merely refused now.
    expect((await get(t.app, `/users/${player.id}`, { token: player.token })).statusCode).toBe(401);
    expect((await post(t.app, '/auth/sign-in', { email: player.email, password: player.password })).statusCode).toBe(
      200,
    );
    expect((await post(t.app, '/admin/users/999999/block', {}, { token: admin.token })).statusCode).toBe(404);
  });

  it('records a block or an unblock once when an operator repeats it', async () => {
    const admin = await createPlayer(t.app, { email: 'desk@example.com' });
    await makeOperator(t.app, admin);
    const player = await createPlayer(t.app);
    for (const action of ['block', 'block', 'unblock', 'unblock']) {
      const response = await post(t.app, `/admin/users/${player.id}/${action}`, {}, { token: admin.token });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.status).toBe(action === 'block' ? 'blocked' : 'active');
    }
    // What the jobs subscribed to these events are given (leagues handed over, badges re-checked): one each.
    const events = await queryRows<{ type: string }>(
      t.database.connection.db,
      sql`select type from domain_events where payload->>'userId' = ${String(player.id)} order by id`,
    );
    expect(events.map((event) => event.type)).toEqual(['user.blocked', 'user.unblocked']);
  });

  it('answers 403 blocked on a live session when the status changes underneath it', async () => {
    const player = await createPlayer(t.app);
    const { usersRepository } = await import('../src/modules/users/users.repository');
    await usersRepository.setStatus(t.database.connection.db, player.id, 'blocked', t.clock.now());
    const response = await get(t.app, `/users/${player.id}`, { token: player.token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Your account is blocked. Please contact customer support.',
    });
  });
});

describe('protocol details', () => {
  it('answers 415 for an unsupported content type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { 'content-type': 'application/xml' },
      payload: 'email=a',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, message: 'Unsupported content type' });
  });

  it('publishes the public configuration', async () => {
    const response = await get(t.app, '/config');
    expect(response.json().data).toEqual({
      otpLength: 6,
      otpResendSeconds: 60,
      demo: false,
      socialLinks: { instagram: null, x: null, discord: null, telegram: null },
      footballData: 'embedded',
    });
  });

  it('serves the development outbox, HTML-escaped', async () => {
    await post(t.app, '/auth/sign-up', signUpBody({ email: "o'neill@example.com", username: 'oneill' }));
    await settled(t.app);
    const page = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('To o&#39;neill@example.com');
  });
});
