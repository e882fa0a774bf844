import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  createPlayer,
  freshIp,
  get,
  lastOtp,
  mailsTo,
  post,
  signUpBody,
  strongPassword,
  wrongCode,
} from './helpers/auth-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'ops@example.com' } });
});
afterAll(async () => {
  await t.close();
});

const minutes = (n: number) => n * 60_000;

describe('sign-up', () => {
  it('creates an unverified account, e-mails a 6-digit code and answers data.email', async () => {
    const body = signUpBody({ email: 'New.Player@Example.com' });
    const response = await post(t.app, '/auth/sign-up', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({ email: 'new.player@example.com' });
    const [mail] = await mailsTo(t.app, 'new.player@example.com');
    expect(mail?.subject).toMatch(/^\d{6} is your Scoreline verification code$/);
    expect(mail?.text).toContain('expires in 10 minutes');
    expect(mail?.html).toContain(await lastOtp(t.app, 'new.player@example.com'));
    // Not verified yet: signing in routes to the OTP page.
    const signIn = await post(t.app, '/auth/sign-in', { email: body.email, password: body.password });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ success: false, message: 'Email verification sent' });
  });

  it.each([
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'not-an-email' }, 'Invalid email address'],
    ['firstname', { firstname: '  ' }, 'First name is required'],
    ['lastname', { lastname: undefined }, 'Last name is required'],
    ['username', { username: '' }, 'Username is required'],
    ['password', { password: '', confirmPassword: '' }, 'Password is required'],
    ['password', { password: 'Ab1', confirmPassword: 'Ab1' }, 'Password must be at least 6 characters long'],
    ['password', { password: 'abcdef1', confirmPassword: 'abcdef1' }, 'Password must contain an uppercase letter'],
    ['password', { password: 'ABCDEF1', confirmPassword: 'ABCDEF1' }, 'Password must contain a lowercase letter'],
    ['password', { password: 'Abcdefg', confirmPassword: 'Abcdefg' }, 'Password must contain a number'],
    ['confirmPassword', { confirmPassword: '' }, 'Please confirm your password'],
    ['confirmPassword', { confirmPassword: 'Secret124' }, 'Passwords do not match'],
  ])('rejects a bad %s with the §5 message (%j)', async (field, overrides, message) => {
    const body = signUpBody(overrides);
    const response = await post(t.app, '/auth/sign-up', body);
    expect(response.statusCode).toBe(400);
    const json = response.json();
    expect(json.success).toBe(false);
    expect(json.errors[field]).toBe(message);
    expect(await mailsTo(t.app, String(body.email).toLowerCase())).toHaveLength(0);
  });

  it('refuses a duplicate e-mail or username (any case) with 409 and writes nothing', async () => {
    const first = signUpBody();
    expect((await post(t.app, '/auth/sign-up', first)).statusCode).toBe(201);
    const sameEmail = await post(t.app, '/auth/sign-up', signUpBody({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('An account with this email already exists');
    expect(sameEmail.json().errors).toEqual({ email: 'An account with this email already exists' });
    const sameName = await post(t.app, '/auth/sign-up', signUpBody({ username: String(first.username).toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('This username is already taken');
  });

  it('lets only one of two simultaneous sign-ups for one address through', async () => {
    const body = signUpBody();
    const results = await Promise.all([
      post(t.app, '/auth/sign-up', body),
      post(t.app, '/auth/sign-up', { ...body, username: `${body.username}_2` }),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('OTP verification', () => {
  async function signUpFresh() {
    const body = signUpBody();
    await post(t.app, '/auth/sign-up', body);
    return body;
  }

  it('verifies with the right code once; a reused code fails', async () => {
    const body = await signUpFresh();
    const otp = await lastOtp(t.app, body.email);
    const verify = await post(t.app, '/auth/verify', { email: body.email, otp, purpose: 'sign_up' });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data).toEqual({ purpose: 'sign_up', email: body.email, verified: true });
    const again = await post(t.app, '/auth/verify', { email: body.email, otp, purpose: 'sign_up' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid or expired OTP');
    const signIn = await post(t.app, '/auth/sign-in', { email: body.email, password: body.password });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().message).toBe('Successfully logged in');
  });

  it('never lets a code identify an account on its own: the e-mail must match', async () => {
    const a = await signUpFresh();
    const b = await signUpFresh();
    const otpOfA = await lastOtp(t.app, a.email);
    const wrongAccount = await post(t.app, '/auth/verify', { email: b.email, otp: otpOfA, purpose: 'sign_up' });
    if (otpOfA !== (await lastOtp(t.app, b.email))) expect(wrongAccount.statusCode).toBe(400);
    const wrongPurpose = await post(t.app, '/auth/verify', { email: a.email, otp: otpOfA, purpose: 'password_reset' });
    expect(wrongPurpose.statusCode).toBe(400);
  });

  it('expires a code after 10 minutes', async () => {
    const body = await signUpFresh();
    const otp = await lastOtp(t.app, body.email);
    t.clock.advance(minutes(10));
    const response = await post(t.app, '/auth/verify', { email: body.email, otp, purpose: 'sign_up' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid or expired OTP');
  });

  it('kills a code after 5 wrong tries from the address that asked for it, even for the right code afterwards', async () => {
    const body = signUpBody();
    const asker = freshIp();
    await post(t.app, '/auth/sign-up', body, { ip: asker });
    const otp = await lastOtp(t.app, body.email);
    const answers: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post(
        t.app,
        '/auth/verify',
        { email: body.email, otp: wrongCode(otp), purpose: 'sign_up' },
        { ip: asker },
      );
      expect(response.statusCode).toBe(400);
      answers.push(response.json().message);
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('Invalid or expired OTP'));
    expect(answers[4]).toBe('Too many wrong attempts. Please request a new OTP.');
    const right = await post(t.app, '/auth/verify', { email: body.email, otp, purpose: 'sign_up' });
    expect(right.statusCode).toBe(400);
  });

  it('sends a resent code only after the 60 s wait, silently, and the resent code replaces the old one', async () => {
    const body = await signUpFresh();
    const first = await lastOtp(t.app, body.email);
    const tooSoon = await post(t.app, '/auth/send-verification', { email: body.email });
    expect(tooSoon.statusCode).toBe(200);
    expect(tooSoon.json().message).toBe('Verification OTP sent');
    expect(await mailsTo(t.app, body.email)).toHaveLength(1);
    t.clock.advance(60_000);
    const resent = await post(t.app, '/auth/send-verification', { email: body.email });
    expect(resent.json()).toEqual(tooSoon.json());
    expect(await mailsTo(t.app, body.email)).toHaveLength(2);
    const second = await lastOtp(t.app, body.email);
    if (first !== second) {
      const old = await post(t.app, '/auth/verify', { email: body.email, otp: first, purpose: 'sign_up' });
      expect(old.statusCode).toBe(400);
    }
    const fresh = await post(t.app, '/auth/verify', { email: body.email, otp: second, purpose: 'sign_up' });
    expect(fresh.statusCode).toBe(200);
  });

  it('sends a fresh code when an unverified account signs in, respecting the cooldown', async () => {
    const body = await signUpFresh();
    await post(t.app, '/auth/sign-in', { email: body.email, password: body.password });
    expect(await mailsTo(t.app, body.email)).toHaveLength(1);
    t.clock.advance(61_000);
    const signIn = await post(t.app, '/auth/sign-in', { email: body.email, password: body.password });
    expect(signIn.json().message).toBe('Email verification sent');
    expect(await mailsTo(t.app, body.email)).toHaveLength(2);
  });

  it('rejects a malformed code with a 400 before any lookup', async () => {
    const response = await post(t.app, '/auth/verify', { email: 'a@b.co', otp: '12a4', purpose: 'sign_up' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.otp).toBe('The OTP is made of digits only');
  });
});

describe('sign-in and sessions', () => {
  it('answers credentials with the §3 user fields and an opaque token', async () => {
    const player = await createPlayer(t.app);
    const me = await get(t.app, `/users/${player.id}`, { token: player.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ id: player.id, email: player.email, status: 'active', totalPoints: 0 });
    expect(player.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('hides e-mail and wallet of other players', async () => {
    const a = await createPlayer(t.app);
    const b = await createPlayer(t.app);
    const other = await get(t.app, `/users/${b.id}`, { token: a.token });
    expect(other.json().data).toMatchObject({ id: b.id, username: b.username, email: null, wallet: null });
  });

  it('answers 401 for a wrong password or unknown e-mail, with the same message', async () => {
    const player = await createPlayer(t.app);
    const wrong = await post(t.app, '/auth/sign-in', { email: player.email, password: 'Wrong1234' });
    const unknown = await post(t.app, '/auth/sign-in', { email: 'nobody@example.com', password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('validates the sign-in body with the §5 messages', async () => {
    const response = await post(t.app, '/auth/sign-in', { email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('rate-limits sign-in per IP with a 429 envelope', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await post(t.app, '/auth/sign-in', { email: `x${attempt}@example.com`, password: 'x' }, { ip });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({
          success: false,
          message: 'Too many requests. Please wait a moment and try again.',
        });
      }
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('answers 401 "Access token is missing" without a token and 401 for a bad one', async () => {
    const missing = await get(t.app, '/users/1');
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ success: false, message: 'Access token is missing' });
    const bad = await get(t.app, '/users/1', { token: 'x'.repeat(43) });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe('Access token is invalid or expired');
  });

  it('revokes the token on sign-out (other devices stay signed in)', async () => {
    const player = await createPlayer(t.app);
    const second = await post(t.app, '/auth/sign-in', { email: player.email, password: player.password });
    const secondToken = second.json().data.accessToken as string;
    const out = await post(t.app, '/auth/sign-out', {}, { token: player.token });
    expect(out.statusCode).toBe(200);
    expect((await get(t.app, `/users/${player.id}`, { token: player.token })).statusCode).toBe(401);
    expect((await get(t.app, `/users/${player.id}`, { token: secondToken })).statusCode).toBe(200);
  });

  it('keeps a browser-only session for 24 h and a remembered one for 30 days', async () => {
    const player = await createPlayer(t.app);
    const short = await post(t.app, '/auth/sign-in', {
      email: player.email,
      password: player.password,
      remember: false,
    });
    const shortToken = short.json().data.accessToken as string;
    t.clock.advance(minutes(24 * 60) + 1);
    expect((await get(t.app, `/users/${player.id}`, { token: shortToken })).statusCode).toBe(401);
    expect((await get(t.app, `/users/${player.id}`, { token: player.token })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    const player = await createPlayer(t.app);
    expect((await get(t.app, '/users/999999', { token: player.token })).statusCode).toBe(404);
    const bad = await get(t.app, '/users/abc', { token: player.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown e-mails', async () => {
    const player = await createPlayer(t.app);
    const known = await post(t.app, '/auth/forgot-password', { email: player.email });
    const unknown = await post(t.app, '/auth/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    // spec §8's toast, whichever e-mail was given.
    expect(known.json()).toMatchObject({ success: true, message: 'Verification OTP sent' });
    expect(await mailsTo(t.app, 'ghost@example.com')).toHaveLength(0);
    expect((await mailsTo(t.app, player.email))[0]?.subject).toMatch(/password reset code/);
  });

  it('resets with a verified code, signs out every device and the reset token is single use', async () => {
    const player = await createPlayer(t.app);
    await post(t.app, '/auth/forgot-password', { email: player.email });
    const otp = await lastOtp(t.app, player.email);
    const verify = await post(t.app, '/auth/verify', { email: player.email, otp, purpose: 'password_reset' });
    expect(verify.statusCode).toBe(200);
    const resetToken = verify.json().data.resetToken.accessToken as string;

    // The reset token is not a session: it opens nothing else.
    expect((await get(t.app, `/users/${player.id}`, { token: resetToken })).statusCode).toBe(401);

    const weak = await post(t.app, '/auth/reset-password', { newPassword: 'short' }, { token: resetToken });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.newPassword).toBe('Password must be at least 6 characters long');

    const reset = await post(t.app, '/auth/reset-password', { newPassword: 'NewSecret9' }, { token: resetToken });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Password reset successfully');

    expect((await get(t.app, `/users/${player.id}`, { token: player.token })).statusCode).toBe(401);
    expect(
      (await post(t.app, '/auth/reset-password', { newPassword: 'Again1234' }, { token: resetToken })).statusCode,
    ).toBe(401);
    expect((await post(t.app, '/auth/sign-in', { email: player.email, password: player.password })).statusCode).toBe(
      401,
    );
    expect((await post(t.app, '/auth/sign-in', { email: player.email, password: 'NewSecret9' })).statusCode).toBe(200);
  });

  it('needs the reset token: no token, a session token or none at all are refused', async () => {
    const player = await createPlayer(t.app);
    expect((await post(t.app, '/auth/reset-password', { newPassword: 'NewSecret9' })).json().message).toBe(
      'Access token is missing',
    );
    const withSession = await post(
      t.app,
      '/auth/reset-password',
      { newPassword: 'NewSecret9' },
      { token: player.token },
    );
    expect(withSession.statusCode).toBe(401);
    expect((await post(t.app, '/auth/sign-in', { email: player.email, password: strongPassword })).statusCode).toBe(
      200,
    );
  });
});
