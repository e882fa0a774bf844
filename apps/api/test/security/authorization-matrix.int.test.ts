import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@scoreline/contracts';
import { createPlayer, freshIp, lastOtp, post, makeOperator } from '../helpers/auth-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createJudge } from './fuzz-harness';
import { validArbitrary } from './fuzz-generators';
import { multipartContentType, validMultipart } from './fuzz-multipart';
import {
  fillPath,
  listOperations,
  resolve,
  servedDocument,
  type OpenApiDocument,
  type Operation,
} from './openapi-operations';

/**
 * Issue #10: every protected operation of the served document × every kind of credential that must not open it.
 * The operations and the role each needs (`security: [{ bearerAuth: [role] }]`) come from the document, so a new
 * route joins without extra work. Each row also has a control: the right credential is not refused.
 */
let t: TestApp;
let document: OpenApiDocument;
let operations: Operation[];
const tokens: Record<string, string> = {};
let victimId: number;

async function resetToken(email: string): Promise<string> {
  const asked = await post(t.app, '/auth/forgot-password', { email });
  if (asked.statusCode !== 200) throw new Error(`forgot-password: ${asked.body}`);
  const otp = await lastOtp(t.app, email);
  const verified = await post(t.app, '/auth/verify', { email, otp, purpose: 'password_reset' });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.body}`);
  return verified.json().data.resetToken.accessToken as string;
}

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'matrix-operator@example.com' } });
  document = await servedDocument(t.app);
  operations = listOperations(document).filter((operation) => operation.scopes !== undefined);

  const operator = await createPlayer(t.app, { email: 'matrix-operator@example.com' });
  await makeOperator(t.app, operator);
  tokens.operator = operator.token;
  tokens.player = (await createPlayer(t.app)).token;
  victimId = (await createPlayer(t.app)).id;

  const signedOut = await createPlayer(t.app);
  expect((await post(t.app, '/auth/sign-out', {}, { token: signedOut.token })).statusCode).toBe(200);
  tokens.signedOut = signedOut.token;

  // A password reset ends every session of the account, and its reset token is for one use.
  const reset = await createPlayer(t.app);
  const usedResetToken = await resetToken(reset.email);
  expect(
    (await post(t.app, '/auth/reset-password', { newPassword: 'Another123' }, { token: usedResetToken })).statusCode,
  ).toBe(200);
  tokens.afterReset = reset.token;
  tokens.usedResetToken = usedResetToken;

  tokens.resetScope = await resetToken((await createPlayer(t.app)).email);

  const blocked = await createPlayer(t.app);
  expect((await post(t.app, `/admin/users/${blocked.id}/block`, {}, { token: operator.token })).statusCode).toBe(200);
  tokens.blocked = blocked.token;
}, 120_000);
afterAll(() => t.close());

/** A request the operation's schemas accept, so a refusal can only come from the credential. */
function validRequest(operation: Operation, index: number) {
  // Ids name the victim; a parameter with a fixed list of values (a badge id) takes the list's first.
  const pathValues = Object.fromEntries(
    operation.params
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => {
        const allowed = resolve(document, parameter.schema).enum;
        return [parameter.name, allowed ? String(allowed[0]) : String(victimId)];
      }),
  );
  const judge = createJudge(document);
  // The first of a few samples the document accepts (a generated list may repeat an item a rule refuses).
  const body = operation.body
    ? fc
        .sample(validArbitrary(document, operation.body), { numRuns: 20, seed: index })
        .find((candidate) => judge(operation.body!, candidate))
    : undefined;
  if (operation.body && body === undefined) throw new Error(`no valid body for ${operation.key}`);
  // A multipart operation (an upload) gets a valid form with a real picture.
  const form = operation.multipart
    ? validMultipart(document, operation.multipart, validArbitrary(document, operation.multipart), index)
    : undefined;
  return { url: fillPath(operation.path, pathValues), body, form };
}

function send(operation: Operation, index: number, authorization: string | undefined) {
  const { url, body, form } = validRequest(operation, index);
  return t.app.inject({
    method: operation.method,
    url,
    remoteAddress: freshIp(),
    headers: { ...(authorization ? { authorization } : {}), ...(form ? { 'content-type': multipartContentType } : {}) },
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
    ...(form ? { payload: form } : {}),
  });
}

const role = (operation: Operation) => operation.scopes?.[0] ?? 'player';

/** The credentials that must be refused, per role the operation needs. */
function refusedCredentials(operation: Operation): [string, string | undefined][] {
  const bearer = (name: string) => `Bearer ${tokens[name]}`;
  const common: [string, string | undefined][] = [
    ['no token', undefined],
    ['a garbage token', `Bearer ${'g'.repeat(43)}`],
    ['a malformed header', 'Basic dXNlcjpwYXNz'],
    ['a signed-out token', bearer('signedOut')],
    ['a token from before a password reset', bearer('afterReset')],
    ["a blocked player's token", bearer('blocked')],
  ];
  if (role(operation) === 'password_reset') {
    return [...common, ['an access token', bearer('player')], ['a reset token already used', bearer('usedResetToken')]];
  }
  const access: [string, string | undefined][] = [...common, ['a password-reset token', bearer('resetScope')]];
  return role(operation) === 'operator' ? [...access, ["a player's token", bearer('player')]] : access;
}

describe('authorization matrix (issue #10)', () => {
  it('covers every protected operation of the document, operator routes and the reset route among them', () => {
    expect(operations.length).toBeGreaterThanOrEqual(9);
    expect(operations.filter((operation) => role(operation) === 'operator').length).toBeGreaterThanOrEqual(4);
    expect(operations.filter((operation) => role(operation) === 'password_reset')).toHaveLength(1);
  });

  it('refuses every protected operation to every credential that must not open it', async () => {
    const wronglyOpened: string[] = [];
    for (const [index, operation] of operations.entries()) {
      for (const [label, authorization] of refusedCredentials(operation)) {
        const response = await send(operation, index, authorization);
        if (![401, 403].includes(response.statusCode))
          wronglyOpened.push(`${operation.key} with ${label}: ${response.statusCode}`);
        else if (authorization === undefined && response.json().message !== errorMessages.accessTokenMissing) {
          wronglyOpened.push(`${operation.key} with no token: ${response.body}`);
        }
      }
    }
    expect(wronglyOpened).toEqual([]);
  }, 120_000);

  it('lets the right credential through each row (the control: refusals come from the credential)', async () => {
    const refused: string[] = [];
    for (const [index, operation] of operations.entries()) {
      // A fresh credential per operation: some of them (sign-out, reset) use theirs up.
      const token =
        role(operation) === 'password_reset'
          ? await resetToken((await createPlayer(t.app)).email)
          : role(operation) === 'operator'
            ? tokens.operator
            : (await createPlayer(t.app)).token;
      const response = await send(operation, index, `Bearer ${token}`);
      if ([401, 403].includes(response.statusCode))
        refused.push(`${operation.key}: ${response.statusCode} ${response.body}`);
    }
    expect(refused).toEqual([]);
  }, 120_000);

  it('leaves the visitor reads of spec §6 public: in the document without a credential, and 200 without a token', async () => {
    // The landing page, the leaderboard and the round (issue 55): a visitor may read them, so they are not rows above.
    const publicReads = ['/api/v1/match/home', '/api/v1/score', '/api/v1/match'];
    const documented = listOperations(document).filter((operation) => publicReads.includes(operation.path));
    expect(documented.map((operation) => [operation.path, operation.scopes])).toEqual(
      expect.arrayContaining(publicReads.map((path) => [path, undefined])),
    );
    for (const url of publicReads) {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: freshIp() });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it("does not show another player's account that is blocked or was never verified", async () => {
    const hidden = await createPlayer(t.app);
    expect((await post(t.app, `/admin/users/${hidden.id}/block`, {}, { token: tokens.operator })).statusCode).toBe(200);
    // The profile and what hangs off it (issue 11: badges, their logs, insights).
    for (const url of [
      `/api/v1/users/${hidden.id}`,
      `/api/v1/user/badges?userId=${hidden.id}`,
      `/api/v1/user/badges/round-winner/logs?userId=${hidden.id}`,
      `/api/v1/users/${hidden.id}/insights`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: freshIp(),
        headers: { authorization: `Bearer ${tokens.player}` },
      });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
