import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reminderMessages } from '@scoreline/contracts';
import { queryRows } from '../../src/db/client';
import { remindersCleanupJob } from '../../src/jobs/reminders-cleanup.job';
import { remindersSweepJob } from '../../src/jobs/reminders-sweep.job';
import { post, signUpBody } from '../helpers/auth-helpers';
import { predict, setupRound } from '../helpers/prediction-fixtures';
import { freePort, startSmtpCapture } from '../helpers/smtp-capture';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Issue 60 (docs/decisions/115): reminders of unpredicted matches by e-mail (through real SMTP) and web push. */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
const pushed: { headers: IncomingHttpHeaders; body: Buffer }[] = [];
let pushAnswer = 201;
const pushServer = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    pushed.push({ headers: request.headers, body: Buffer.concat(chunks) });
    response.writeHead(pushAnswer).end();
  });
});
let pushOrigin = '';
const db = () => t.database.connection.db;
const START = '2024-03-01T12:00:00Z';

beforeAll(async () => {
  const smtpPort = await freePort();
  smtp = await startSmtpCapture(smtpPort);
  await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', resolve));
  pushOrigin = `http://127.0.0.1:${(pushServer.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: 'https://scoreline.test',
      PUSH_ENDPOINT_ORIGINS: pushOrigin,
    },
    clockStart: START,
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
  await new Promise<void>((resolve) => pushServer.close(() => resolve()));
});
beforeEach(async () => {
  await t.database.reset();
  t.clock.set(START);
  smtp.received.length = 0;
  pushed.length = 0;
  pushAnswer = 201;
});

/** Signs up through the real SMTP server (the code read from the mail), verifies and signs in. */
async function player() {
  const body = signUpBody();
  expect((await post(t.app, '/auth/sign-up', body)).statusCode).toBe(201);
  await t.settle();
  const mail = smtp.received.find((message) => message.to.includes(body.email.toLowerCase()));
  const otp = /^\s{4}(\d{4,8})\r?$/m.exec(mail!.raw)?.[1];
  expect((await post(t.app, '/auth/verify', { email: body.email, otp, purpose: 'sign_up' })).statusCode).toBe(200);
  const signIn = await post(t.app, '/auth/sign-in', { email: body.email, password: body.password });
  smtp.received.length = 0;
  return { token: signIn.json().data.accessToken as string, email: body.email.toLowerCase() };
}

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

const settings = (overrides: Record<string, unknown> = {}) => ({
  emailEnabled: true,
  emailLeadHours: 24,
  pushEnabled: false,
  pushLeadHours: 2,
  ...overrides,
});

/** Runs the sweep on the queue, as the per-minute schedule does, and waits for it and its mail. */
async function sweep() {
  await t.container.services.jobs.send(remindersSweepJob, {});
  await t.settle();
}
/** A mail's text with quoted-printable soft breaks and folded header lines joined. */
const unfold = (raw: string) => raw.replace(/=\r\n/g, '').replace(/\r\n[ \t]+/g, ' ');
const oneClickOf = (raw: string) =>
  /List-Unsubscribe: <https:\/\/scoreline\.test(\/api\/v1\/[^>]+)>/.exec(unfold(raw))![1]!;
const reminderMails = (email: string) =>
  smtp.received.filter((mail) => mail.to.includes(email) && /to predict on Scoreline/.test(mail.raw));

describe('deadline reminders', () => {
  it('mails the matches not predicted yet once, when the first of the day is within the lead', async () => {
    const { matches } = await setupRound(db(), 3); // 2 March 15:00, 17:00, 19:00
    const ada = await player();
    expect((await call('GET', '/user/reminders')).statusCode).toBe(401);
    expect((await call('GET', '/user/reminders', ada.token)).json().data).toMatchObject({ emailEnabled: false });
    expect((await predict(t.app, ada.token, matches[0]!.id, '1:0')).statusCode).toBe(201);

    const saved = await call('PUT', '/user/reminders', ada.token, settings());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(reminderMessages.saved);
    await t.settle();
    expect(reminderMails(ada.email)).toHaveLength(0); // 17:00 is 29 hours away

    t.clock.set('2024-03-01T17:30:00Z');
    await sweep();
    await sweep(); // the job twice: still one reminder
    const mails = reminderMails(ada.email);
    expect(mails).toHaveLength(1);
    const raw = unfold(mails[0]!.raw);
    expect(raw).toContain('Subject: 2 matches to predict on Scoreline');
    expect(raw).toContain('2024-03-02 17:00 UTC');
    expect(raw).toContain('2024-03-02 19:00 UTC');
    expect(raw).not.toContain('2024-03-02 15:00 UTC'); // predicted
    expect(raw).toContain('https://scoreline.test/upcoming-matches?competition=');
    expect(raw).toMatch(/List-Unsubscribe: <https:\/\/scoreline\.test\/api\/v1\/reminders\/unsubscribe\/[\w-]{43}>/);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
  });

  it('follows a kick-off that moved, and sends nothing for a postponed or finished match', async () => {
    const { matches } = await setupRound(db(), 1); // 2 March 15:00
    const bob = await player();
    await call('PUT', '/user/reminders', bob.token, settings());
    t.clock.set('2024-03-01T15:30:00Z');
    await sweep();
    expect(reminderMails(bob.email)).toHaveLength(1);

    // Moved to the next day: not due yet, then reminded again a day before its new kick-off.
    await db().execute(sql`update matches set kickoff_at = '2024-03-03T15:00:00Z' where id = ${matches[0]!.id}`);
    await sweep();
    expect(reminderMails(bob.email)).toHaveLength(1);
    t.clock.set('2024-03-02T15:30:00Z');
    await sweep();
    expect(reminderMails(bob.email)).toHaveLength(2);
    expect(unfold(reminderMails(bob.email)[1]!.raw)).toContain('2024-03-03 15:00 UTC');

    // Postponed, then finished: nothing, whenever it is.
    for (const status of ['PST', 'FT'] as const) {
      await db().execute(
        sql`update matches set status = ${status}, kickoff_at = '2024-03-04T15:00:00Z' where id = ${matches[0]!.id}`,
      );
      t.clock.set('2024-03-03T16:00:00Z');
      await sweep();
      expect(reminderMails(bob.email)).toHaveLength(2);
    }
  });

  it('stops e-mailing after the one-click unsubscribe, which needs no session', async () => {
    const { matches } = await setupRound(db(), 1);
    const cy = await player();
    await call('PUT', '/user/reminders', cy.token, settings());
    t.clock.set('2024-03-01T15:30:00Z');
    await sweep();
    const [mail] = reminderMails(cy.email);
    const oneClick = oneClickOf(mail!.raw);
    // The page's link carries the same token.
    expect(unfold(mail!.raw)).toContain(`https://scoreline.test/unsubscribe/${oneClick.split('/').pop()}`);

    // RFC 8058: the mail client POSTs the form `List-Unsubscribe=One-Click`, without any session.
    const answer = await t.app.inject({
      method: 'POST',
      url: oneClick,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(reminderMessages.unsubscribed);
    expect((await call('GET', '/user/reminders', cy.token)).json().data.emailEnabled).toBe(false);

    await db().execute(sql`update matches set kickoff_at = '2024-03-03T15:00:00Z' where id = ${matches[0]!.id}`);
    t.clock.set('2024-03-02T15:30:00Z');
    await sweep();
    expect(reminderMails(cy.email)).toHaveLength(1);

    const unknown = await call('POST', `/reminders/unsubscribe/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(reminderMessages.unsubscribeNotFound);
    const malformed = await call('POST', '/reminders/unsubscribe/short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(reminderMessages.tokenInvalid);
  });

  it('forgets reminders sent more than five weeks ago, their unsubscribe links with them', async () => {
    await setupRound(db(), 1);
    const dee = await player();
    await call('PUT', '/user/reminders', dee.token, settings());
    t.clock.set('2024-03-01T15:30:00Z');
    await sweep();
    const oneClick = oneClickOf(reminderMails(dee.email)[0]!.raw);

    t.clock.set('2024-04-04T15:00:00Z'); // 34 days on: kept
    await t.container.services.jobs.send(remindersCleanupJob, {});
    await t.settle();
    expect(await queryRows(db(), sql`select count(*)::int as n from reminders_sent`)).toEqual([{ n: 1 }]);

    t.clock.set('2024-04-06T15:00:00Z'); // 36 days on: forgotten
    await t.container.services.jobs.send(remindersCleanupJob, {});
    await t.settle();
    expect(await queryRows(db(), sql`select count(*)::int as n from reminders_sent`)).toEqual([{ n: 0 }]);
    const answer = await t.app.inject({ method: 'POST', url: oneClick });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(reminderMessages.unsubscribeNotFound);
  });

  it('pushes through the push service with VAPID, drops a subscription it calls gone, and refuses other hosts', async () => {
    await setupRound(db(), 1); // 2 March 15:00
    const dee = await player();
    const key = await call('GET', '/push/key');
    expect(key.statusCode).toBe(200);
    const publicKey = key.json().data.publicKey as string;
    expect(publicKey).toMatch(/^[\w-]{87}$/);

    const browser = createECDH('prime256v1');
    const keys = { p256dh: browser.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    for (const endpoint of [
      'https://evil.example.com/push',
      'http://169.254.169.254/latest/meta-data',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
    ]) {
      const refused = await call('POST', '/user/push-subscriptions', dee.token, { endpoint, keys });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(reminderMessages.endpointRefused);
    }
    const endpoint = `${pushOrigin}/push/device-1`;
    expect((await call('POST', '/user/push-subscriptions', dee.token, { endpoint, keys })).statusCode).toBe(200);
    await call('PUT', '/user/reminders', dee.token, settings({ emailEnabled: false, pushEnabled: true }));
    await t.settle();
    expect(pushed).toHaveLength(0); // 27 hours before

    t.clock.set('2024-03-02T13:30:00Z');
    await sweep();
    await sweep();
    expect(pushed).toHaveLength(1);
    const [request] = pushed;
    expect(request!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.body.length).toBeGreaterThan(100);
    expect(request!.body.toString('utf8')).not.toContain('Predictions close soon'); // encrypted
    expect((await call('GET', '/user/reminders', dee.token)).json().data.pushDevices).toBe(1);

    // The push service says the subscription is gone: it is removed.
    pushAnswer = 410;
    await db().execute(sql`update matches set kickoff_at = '2024-03-03T14:00:00Z'`);
    t.clock.set('2024-03-03T12:30:00Z');
    await sweep();
    expect(pushed).toHaveLength(2);
    expect((await call('GET', '/user/reminders', dee.token)).json().data.pushDevices).toBe(0);
  });
});
