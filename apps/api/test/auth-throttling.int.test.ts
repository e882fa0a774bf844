import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp, settled } from './helpers/test-app';
import { createPlayer, freshIp, lastOtp, mailsTo, post, signUpBody, wrongCode } from './helpers/auth-helpers';

/**
 * Issue 10 finding 7 (docs/decisions/013): attempts are counted and checked in one statement, throttled per
 * (account, source) with growing delays answered as 429 + Retry-After, and an attacker can neither lock the
 * owner out nor spoil the owner's fresh code.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((counts, response) => {
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    return counts;
  }, {});

function signIn(email: string, password: string, ip: string) {
  return post(t.app, '/auth/sign-in', { email, password }, { ip });
}

describe('sign-in throttling', () => {
  it('counts 40 concurrent wrong passwords from 40 new addresses exactly: 20 checked, 20 told to wait', async () => {
    const player = await createPlayer(t.app);
    const answers = await Promise.all(Array.from({ length: 40 }, () => signIn(player.email, 'Wrong1234', freshIp())));
    expect(statuses(answers)).toEqual({ 401: 20, 429: 20 });
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.headers['retry-after']).toBe('1');
    expect(refused?.json().message).toBe(
      'Too many failed sign-in attempts on this account. Please try again in 1 second, or reset your password.',
    );
    // Counted exactly: the 21st counted failure comes after a 1 s wait and sets the next one to 2 s.
    t.clock.advance(1_000);
    expect((await signIn(player.email, 'Wrong1234', freshIp())).statusCode).toBe(401);
    const next = await signIn(player.email, 'Wrong1234', freshIp());
    expect(next.statusCode).toBe(429);
    expect(next.headers['retry-after']).toBe('2');
  });

  it('lets 5 of 12 concurrent wrong passwords from one address through, then waits 1 s, 2 s, 4 s', async () => {
    const player = await createPlayer(t.app);
    const attacker = freshIp();
    const answers = await Promise.all(Array.from({ length: 12 }, () => signIn(player.email, 'Wrong1234', attacker)));
    expect(statuses(answers)).toEqual({ 401: 5, 429: 7 });
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.headers['retry-after']).toBe('1');
    expect(refused?.json()).toMatchObject({
      success: false,
      message: 'Too many failed sign-in attempts. Please try again in 1 second.',
    });
    for (const wait of [1, 2]) {
      t.clock.advance(wait * 1_000);
      expect((await signIn(player.email, 'Wrong1234', attacker)).statusCode).toBe(401);
      expect((await signIn(player.email, 'Wrong1234', attacker)).headers['retry-after']).toBe(String(wait * 2));
    }
  });

  it("lets the right password in from the owner's usual address while an attacker hammers", async () => {
    const player = await createPlayer(t.app);
    const home = freshIp();
    expect((await signIn(player.email, player.password, home)).statusCode).toBe(200);
    // One address at its limit, and enough others to close the account to every new address.
    const attacker = freshIp();
    for (let attempt = 0; attempt < 8; attempt += 1) await signIn(player.email, 'Wrong1234', attacker);
    await Promise.all(Array.from({ length: 25 }, () => signIn(player.email, 'Wrong1234', freshIp())));
    expect((await signIn(player.email, 'Wrong1234', attacker)).statusCode).toBe(429);
    expect((await signIn(player.email, 'Wrong1234', freshIp())).statusCode).toBe(429);

    const owner = await signIn(player.email, player.password, home);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().message).toBe('Successfully logged in');
  });

  it('lets the owner on a new address recover through a mailed code while the account is closed to new addresses', async () => {
    const player = await createPlayer(t.app);
    await Promise.all(Array.from({ length: 25 }, () => signIn(player.email, 'Wrong1234', freshIp())));
    const newDevice = freshIp();
    const refused = await signIn(player.email, player.password, newDevice);
    expect(refused.statusCode).toBe(429);

    await post(t.app, '/auth/forgot-password', { email: player.email }, { ip: newDevice });
    const otp = await lastOtp(t.app, player.email);
    const verify = await post(
      t.app,
      '/auth/verify',
      { email: player.email, otp, purpose: 'password_reset' },
      { ip: newDevice },
    );
    const resetToken = verify.json().data.resetToken.accessToken as string;
    const reset = await post(
      t.app,
      '/auth/reset-password',
      { newPassword: 'Recovered9' },
      { token: resetToken, ip: newDevice },
    );
    expect(reset.statusCode).toBe(200);
    expect((await signIn(player.email, 'Recovered9', newDevice)).statusCode).toBe(200);
  });
});

describe('a password reset (issue 57 audit)', () => {
  it('lifts the wait from new addresses: the owner signs in from another new address at once', async () => {
    const player = await createPlayer(t.app);
    await Promise.all(Array.from({ length: 25 }, () => signIn(player.email, 'Wrong1234', freshIp())));
    expect((await signIn(player.email, player.password, freshIp())).statusCode).toBe(429);

    const laptop = freshIp();
    await post(t.app, '/auth/forgot-password', { email: player.email }, { ip: laptop });
    const otp = await lastOtp(t.app, player.email);
    const verify = await post(
      t.app,
      '/auth/verify',
      { email: player.email, otp, purpose: 'password_reset' },
      { ip: laptop },
    );
    const resetToken = verify.json().data.resetToken.accessToken as string;
    const reset = await post(
      t.app,
      '/auth/reset-password',
      { newPassword: 'Recovered9' },
      { token: resetToken, ip: laptop },
    );
    expect(reset.statusCode).toBe(200);

    // The phone: an address never seen, no clock moved.
    const phone = await signIn(player.email, 'Recovered9', freshIp());
    expect(phone.statusCode).toBe(200);
    // And a stranger's guesses start again from the new-sources allowance, not from the old wait.
    expect((await signIn(player.email, 'Wrong1234', freshIp())).statusCode).toBe(401);
  });
});

describe('code throttling', () => {
  async function signUpFrom(ip: string) {
    const body = signUpBody();
    await post(t.app, '/auth/sign-up', body, { ip });
    return { email: body.email, otp: await lastOtp(t.app, body.email) };
  }

  const verify = (email: string, otp: string, ip: string) =>
    post(t.app, '/auth/verify', { email, otp, purpose: 'sign_up' }, { ip });

  it('counts 12 concurrent wrong codes from one address exactly: 5 checked, 7 told to wait a minute', async () => {
    const { email, otp } = await signUpFrom(freshIp());
    const attacker = freshIp();
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify(email, wrongCode(otp), attacker)));
    expect(statuses(answers)).toEqual({ 400: 5, 429: 7 });
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.headers['retry-after']).toBe('60');
    expect(refused?.json().message).toBe('Too many wrong codes. Please try again in 1 minute.');
  });

  it("lets the owner's right code through while strangers hammer it from many addresses, within the account's daily cap", async () => {
    const owner = freshIp();
    const { email, otp } = await signUpFrom(owner);
    const attacker = freshIp();
    const fromOne = await Promise.all(Array.from({ length: 10 }, () => verify(email, wrongCode(otp), attacker)));
    expect(statuses(fromOne)).toEqual({ 400: 5, 429: 5 });
    for (let source = 0; source < 20; source += 1) await verify(email, wrongCode(otp), freshIp());

    const right = await verify(email, otp, owner);
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toEqual({ purpose: 'sign_up', email, verified: true });
  });

  it('lets the owner recover with a fresh mailed code after a stranger who asked for the code spoiled it', async () => {
    const { email } = await signUpFrom(freshIp());
    const stranger = freshIp();
    t.clock.advance(60_000);
    await post(t.app, '/auth/send-verification', { email }, { ip: stranger });
    const spoiled = await lastOtp(t.app, email);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await verify(email, wrongCode(spoiled), stranger));
    expect(answers.at(-1)?.json().message).toBe('Too many wrong attempts. Please request a new OTP.');
    // Twenty wrong codes in all: once enough to refuse the account any code for 24 h.
    for (let source = 0; source < 15; source += 1) await verify(email, wrongCode(spoiled), freshIp());

    const owner = freshIp();
    t.clock.advance(60_000);
    const mailsBefore = (await mailsTo(t.app, email)).length;
    await post(t.app, '/auth/send-verification', { email }, { ip: owner });
    expect(await mailsTo(t.app, email)).toHaveLength(mailsBefore + 1);
    const fresh = await lastOtp(t.app, email);
    expect((await verify(email, fresh, owner)).statusCode).toBe(200);
  });

  it('sends codes 60 s apart five times, then 2 min apart', async () => {
    const ip = freshIp();
    const { email } = await signUpFrom(ip);
    for (let resend = 0; resend < 4; resend += 1) {
      t.clock.advance(60_000);
      await post(t.app, '/auth/send-verification', { email }, { ip });
      // Each code's mail leaves before the next request (a code replaced before its mail left is not mailed).
      await settled(t.app);
    }
    expect(await mailsTo(t.app, email)).toHaveLength(5);
    t.clock.advance(60_000);
    await post(t.app, '/auth/send-verification', { email }, { ip });
    expect(await mailsTo(t.app, email)).toHaveLength(5);
    t.clock.advance(60_000);
    await post(t.app, '/auth/send-verification', { email }, { ip });
    expect(await mailsTo(t.app, email)).toHaveLength(6);
  });

  it('does not hold back the sign-up code of an address whose codes were asked for before it had an account', async () => {
    const body = signUpBody();
    for (let request = 0; request < 8; request += 1) {
      await post(t.app, '/auth/send-verification', { email: body.email });
      t.clock.advance(60_000);
    }
    await post(t.app, '/auth/sign-up', body);
    expect(await mailsTo(t.app, body.email)).toHaveLength(1);
  });
});

describe("the account's daily cap on code tries (issue 57, ADR 090)", () => {
  const verify = (email: string, otp: string, purpose: string, ip: string) =>
    post(t.app, '/auth/verify', { email, otp, purpose }, { ip });

  it('refuses every new address after 30 tries a day across all of them, the asker included, until the day is over', async () => {
    const body = signUpBody();
    const asker = freshIp();
    await post(t.app, '/auth/sign-up', body, { ip: asker });
    const otp = await lastOtp(t.app, body.email);
    const answers = [];
    for (let source = 0; source < 35; source += 1) {
      answers.push(await verify(body.email, wrongCode(otp), 'sign_up', freshIp()));
    }
    expect(statuses(answers)).toEqual({ 400: 30, 429: 5 });
    const refused = answers.at(-1)!;
    expect(refused.headers['retry-after']).toBe('86400');
    expect(refused.json().message).toBe('Too many wrong codes for this account today. Please try again in 24 hours.');
    // A hard cap: the right code from the address that asked for it waits too, and is not counted against it.
    expect((await verify(body.email, otp, 'sign_up', asker)).statusCode).toBe(429);

    t.clock.advance(24 * 3_600_000);
    expect((await verify(body.email, wrongCode(otp), 'sign_up', freshIp())).statusCode).toBe(400);
  });

  it("never refuses the owner's usual address (signed in from it lately)", async () => {
    const player = await createPlayer(t.app);
    const home = freshIp();
    expect((await signIn(player.email, player.password, home)).statusCode).toBe(200);
    await post(t.app, '/auth/forgot-password', { email: player.email }, { ip: home });
    const otp = await lastOtp(t.app, player.email);
    for (let source = 0; source < 32; source += 1) {
      await verify(player.email, wrongCode(otp), 'password_reset', freshIp());
    }
    expect((await verify(player.email, wrongCode(otp), 'password_reset', freshIp())).statusCode).toBe(429);
    const owner = await verify(player.email, otp, 'password_reset', home);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.purpose).toBe('password_reset');
  });
});
