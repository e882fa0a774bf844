import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, get, post, makeOperator } from '../helpers/auth-helpers';
import { footballSync } from '../helpers/football';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { buildRequests, createJudge, formatReport, runRequests, type FuzzSession } from './fuzz-harness';
import { listOperations, servedDocument } from './openapi-operations';

/**
 * Issue #10: every operation of the served OpenAPI document, attacked with generated bad input with and without a
 * token. Fails on any 5xx, on a stack trace or SQL text in an answer, and on an invalid request answered 2xx. New
 * routes join by being in the document. `npm test` runs a short pass; `npm run fuzz` a long one (FUZZ_PER_OPERATION).
 */
const perOperation = Number(process.env.FUZZ_PER_OPERATION ?? 48);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

let t: TestApp;
let session: FuzzSession;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'fuzz-operator@example.com' } });
  // The replayed season: real match, team and league ids for the generated ids to hit.
  await footballSync(t.app).syncOnce();
  const operator = await createPlayer(t.app, { email: 'fuzz-operator@example.com' });
  await makeOperator(t.app, operator);
  const accounts = { operator, player: await createPlayer(t.app) };
  session = {
    token: (auth) => (auth === 'garbage' ? 'x'.repeat(43) : auth === 'none' ? undefined : accounts[auth].token),
    async restore() {
      for (const role of ['operator', 'player'] as const) {
        const account = accounts[role];
        const status = (await get(t.app, `/users/${account.id}`, { token: account.token })).statusCode;
        if (status === 200) continue;
        // Signed out: sign in again. Blocked by a generated operator call: a new player takes its place.
        const email = role === 'operator' ? 'fuzz-operator@example.com' : undefined;
        accounts[role] =
          status === 401 && email ? await signInAgain(account.email, account.password) : await createPlayer(t.app);
      }
    },
  };
  async function signInAgain(email: string, password: string) {
    const response = await post(t.app, '/auth/sign-in', { email, password });
    if (response.statusCode !== 200) throw new Error(`the fuzz operator cannot sign in again: ${response.body}`);
    const data = response.json().data as { accessToken: string; id: number; email: string };
    return { ...accounts.operator, ...data, token: data.accessToken, password };
  }
}, 120_000);
afterAll(() => t.close());

describe('OpenAPI-driven fuzz (issue #10)', () => {
  it('answers every generated request without a 5xx, a leak or an invalid value accepted', async () => {
    const document = await servedDocument(t.app);
    // A streaming operation (GET /live, text/event-stream) answers a valid request with a stream that never ends,
    // and `inject` waits for the end of an answer: it is left out here on purpose, and attacked by its own tests
    // (test/matchday/live-stream.int.test.ts: bad query, caps, disconnects) over a real socket.
    const operations = listOperations(document).filter((operation) => !operation.streaming);
    expect(operations.length).toBeGreaterThanOrEqual(27);
    const judge = createJudge(document);
    const requests = operations.flatMap((operation, index) =>
      buildRequests(document, operation, perOperation, seed + index, judge),
    );
    const report = await runRequests(t.app, requests, session);
    process.stdout.write(`${formatReport(report, seed)}\n`);
    expect(report.requests).toBe(operations.length * perOperation);
    expect(
      report.failures.map(
        (failure) => `${failure.reason} ${failure.status} ${failure.request.method} ${failure.request.url}`,
      ),
    ).toEqual([]);
  }, 600_000);
});
