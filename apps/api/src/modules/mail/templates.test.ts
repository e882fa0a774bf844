import { describe, expect, it } from 'vitest';
import { otpEmail } from './templates';

describe('the code e-mail (copy from the contracts, word for word)', () => {
  it('sign-up: subject, greeting, code, expiry and outro, then the link and the signature', () => {
    const mail = otpEmail({ purpose: 'sign_up', code: '123456', expiresInMinutes: 10, publicUrl: 'https://x.test' });
    expect(mail.subject).toBe('123456 is your Scoreline verification code');
    expect(mail.text).toBe(
      'Hello,\n\nWelcome to Scoreline! Use this code to verify your e-mail address:\n\n    123456\n\n' +
        'The code expires in 10 minutes and can be used once.\nIf you did not sign up, you can ignore this e-mail.' +
        '\n\nhttps://x.test\n\n— Scoreline',
    );
    expect(mail.html).toContain('Hello,<br><br>Welcome to Scoreline! Use this code to verify your e-mail address:');
  });

  it('password reset: its own subject, intro and outro; the HTML escapes the copy', () => {
    const mail = otpEmail({ purpose: 'password_reset', code: '9876', expiresInMinutes: 15, publicUrl: undefined });
    expect(mail.subject).toBe('9876 is your Scoreline password reset code');
    expect(mail.text).toBe(
      'Hello,\n\nSomeone (hopefully you) asked to reset your Scoreline password. Use this code to continue:\n\n' +
        '    9876\n\nThe code expires in 15 minutes and can be used once.\n' +
        'If you did not ask for this, ignore this e-mail: your password stays as it is.\n\n— Scoreline',
    );
    expect(mail.html).toContain('The code expires in 15 minutes and can be used once.<br>');
  });
});
