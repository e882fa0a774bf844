import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { credentialsSchema, signInResponseSchema, type Credentials } from '@scoreline/contracts';
import { expect } from './fixtures';
import { waitForOtp } from './mail';
import { operatorAccount } from './operator';
import { firstMatchFromCurrentRound, stillOpen } from './rounds';
import { mailsFor } from './smtp-capture';

/** Players the journeys create through the API (their own accounts, so projects and specs do not share limits). */
export type Account = { email: string; firstname: string; lastname: string; username: string; password: string };

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * The whole suite signs up, verifies and signs in more players than one address may (per-IP limits): each account's
 * calls come through the test server's trusted proxy (TRUST_PROXY=1) from an address of its own in TEST-NET-2.
 */
function addressOf(email: string): Record<string, string> {
  let hash = 0;
  for (const char of email) hash = (hash * 31 + char.charCodeAt(0)) % 65_521;
  return { 'x-forwarded-for': `198.51.${100 + (hash % 100)}.${1 + (hash % 250)}` };
}

export async function signInThroughApi(
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
): Promise<Credentials | undefined> {
  const response = await request.post('/api/v1/auth/sign-in', {
    data: { email: account.email, password: account.password },
    headers: addressOf(account.email),
  });
  return response.ok() ? signInResponseSchema.parse(await response.json()).data : undefined;
}

/** The account's credentials, creating it the first time (sign-up, the mailed code, sign-in). */
export async function credentialsOf(request: APIRequestContext, account: Account): Promise<Credentials> {
  const known = await signInThroughApi(request, account);
  if (known) return known;
  const mailsBefore = mailsFor(account.email).length;
  const signUp = await request.post('/api/v1/auth/sign-up', {
    data: { ...account, confirmPassword: account.password },
    headers: addressOf(account.email),
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const otp = await waitForOtp(account.email, mailsBefore + 1);
  const verify = await request.post('/api/v1/auth/verify', {
    data: { email: account.email, otp, purpose: 'sign_up' },
    headers: addressOf(account.email),
  });
  expect(verify.ok(), await verify.text()).toBe(true);
  const created = await signInThroughApi(request, account);
  if (!created) throw new Error(`${account.email} could not sign in`);
  return created;
}

/** Puts the credentials where the web app keeps them (src/lib/credentials.ts) before any page loads. */
export async function storeCredentials(page: Page, credentials: Credentials): Promise<void> {
  await page.addInitScript(
    (stored) => {
      localStorage.setItem('scoreline.credentials', stored);
    },
    JSON.stringify(credentialsSchema.parse(credentials)),
  );
}

/** A page of its own (a second browser context) with the player's credentials stored before it loads. */
export async function pageOf(browser: Browser, credentials: Credentials, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await storeCredentials(page, credentials);
  return page;
}

/**
 * The players predict the first match still open from the current round on, and the operator records that it was played
 * (kick-off a minute ago) and ended `home`:`away`, which scores every pick at once: the players are ranked.
 */
export async function settleOpenMatch(
  request: APIRequestContext,
  picks: readonly (readonly [Credentials, string])[],
  result: { home: number; away: number },
): Promise<number> {
  const ops = await credentialsOf(request, operatorAccount);
  const [first] = picks;
  if (!first) throw new Error('no pick to settle');
  const open = await firstMatchFromCurrentRound(
    request,
    first[0].accessToken,
    (match) => !match.predicted && stillOpen(match, 5 * 60_000),
    'a match open for predictions',
  );
  for (const [player, pick] of picks) {
    const saved = await request.post('/api/v1/prediction', {
      headers: bearer(player.accessToken),
      data: { matchId: open.id, prediction: pick },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  const moved = await request.put(`/api/v1/admin/matches/${open.id}/kickoff`, {
    headers: bearer(ops.accessToken),
    data: { date: new Date(Date.now() - 60_000).toISOString() },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  const settled = await request.put(`/api/v1/admin/matches/${open.id}/result`, {
    headers: bearer(ops.accessToken),
    data: result,
  });
  expect(settled.ok(), await settled.text()).toBe(true);
  return open.id;
}
