import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobQueueRepository } from '../src/jobs/job-queue.repository';
import { sendCodeMailJob } from '../src/jobs/send-code-mail.job';
import { post, signUpBody } from './helpers/auth-helpers';
import { freePort, startSmtpCapture as startSmtp } from './helpers/smtp-capture';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 9: sign-up and reset codes leave the request path; an SMTP outage no longer fails a sign-up, and the code
// is sent with retries once the mail server is back.
describe('code mails while the mail server is down', () => {
  let t: TestApp;
  let port: number;
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;

  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Scoreline <no-reply@x.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp?.stop();
  });

  it('signs up at once, then delivers the code when the mail server comes back', async () => {
    const body = signUpBody();
    const signUp = await post(t.app, '/auth/sign-up', body);
    expect(signUp.statusCode).toBe(201);

    // Nothing listens on the mail port yet: the mail job fails and waits to retry.
    const db = t.app.deps.database.db;
    const deadline = Date.now() + 10_000;
    while ((await jobQueueRepository.countByState(db, sendCodeMailJob.name)).retry !== 1) {
      if (Date.now() > deadline) throw new Error('the mail job never failed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    smtp = await startSmtp(port);
    await t.container.settle({ timeoutMs: 60_000, horizonSeconds: 60 });
    const mail = smtp.received.find((message) => message.to.includes(body.email.toLowerCase()));
    expect(mail).toBeDefined();
    const code = /^\s{4}(\d{4,8})\r?$/m.exec(mail!.raw)?.[1];
    expect(code).toMatch(/^\d+$/);

    const verify = await post(t.app, '/auth/verify', { email: body.email, otp: code, purpose: 'sign_up' });
    expect(verify.statusCode).toBe(200);
  });
});
