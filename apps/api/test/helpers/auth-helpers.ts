import type { FastifyInstance } from 'fastify';
import { grantOperatorByCommand } from '../../src/modules/auth/operators.service';
import { settled } from './test-app';

let ipCounter = 0;
/** A fresh loopback address per call, so per-IP rate limits only bite where a test means them to. */
export function freshIp(): string {
  ipCounter += 1;
  return `127.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export const strongPassword = 'Secret123';

export function signUpBody(overrides: Record<string, unknown> = {}) {
  const suffix = Math.random().toString(36).slice(2, 8);
  return {
    email: `player_${suffix}@example.com`,
    firstname: 'Ada',
    lastname: 'Lovelace',
    username: `player_${suffix}`,
    password: strongPassword,
    confirmPassword: strongPassword,
    ...overrides,
  };
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: { token?: string; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
}

export function get(app: FastifyInstance, url: string, options: { token?: string; ip?: string } = {}) {
  return app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
}

/** Every mail sent to an address so far (from the development outbox), once the mail jobs are done. */
export async function mailsTo(app: FastifyInstance, email: string) {
  await settled(app);
  return (app.deps.mailer.outbox ?? []).filter((entry) => entry.to === email);
}

/** The code in the newest e-mail to an address (from the development outbox), once it has been sent. */
export async function lastOtp(app: FastifyInstance, email: string): Promise<string> {
  const [mail] = await mailsTo(app, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const match = /^\s{4}(\d{4,8})$/m.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in mail to ${email}`);
  return match[1];
}

/** A wrong code of the same length as `code`. */
export function wrongCode(code: string): string {
  return code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
}

/**
 * Makes a signed-up, verified account an operator the way `npm run admin:grant` does (the address must be in
 * the app's ADMIN_EMAILS). Rights are read on every request, so the player's token is an operator's at once.
 */
export async function makeOperator(app: FastifyInstance, player: { email: string; password: string }) {
  const outcome = await grantOperatorByCommand({
    db: app.deps.database.db,
    clock: app.deps.clock,
    adminEmails: app.deps.config.adminEmails,
    email: player.email,
    grantedBy: 'test',
  });
  if (outcome !== 'granted') throw new Error(`could not make ${player.email} an operator: ${outcome}`);
}

/** Signs up, verifies and signs in; returns the credentials. */
export async function createPlayer(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const signUp = await post(app, '/auth/sign-up', body);
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
  const otp = await lastOtp(app, body.email.toLowerCase());
  const verify = await post(app, '/auth/verify', { email: body.email, otp, purpose: 'sign_up' });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const signIn = await post(app, '/auth/sign-in', { email: body.email, password: body.password });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  const data = signIn.json().data as { accessToken: string; id: number; email: string; username: string };
  return { ...data, token: data.accessToken, password: body.password as string };
}
