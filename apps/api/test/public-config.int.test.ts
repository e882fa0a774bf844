import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from './helpers/auth-helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * GET /config is the explicit public subset of the server's configuration (engineering guide). issue 55: the footer's
 * social links (spec §1) are the operator's run-time settings, not the web build's, and where the football data comes
 * from is said, so the match page can tell line-ups and statistics come with a provider key.
 */
describe('GET /config (the public configuration)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        SOCIAL_X_URL: 'https://x.com/scoreline',
        SOCIAL_TELEGRAM_URL: 'https://t.me/scoreline_league',
        SMTP_URL: 'smtp://mailer:secret@mail.example:25',
        ADMIN_EMAILS: 'ops@example.com',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers the operator's social links, the ones not set as null, and nothing private", async () => {
    const response = await get(t.app, '/config');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      otpLength: 6,
      otpResendSeconds: 60,
      demo: false,
      socialLinks: {
        instagram: null,
        x: 'https://x.com/scoreline',
        discord: null,
        telegram: 'https://t.me/scoreline_league',
      },
      footballData: 'embedded',
    });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('ops@example.com');
  });
});
