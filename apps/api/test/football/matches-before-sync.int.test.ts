import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, get } from '../helpers/auth-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('before the first sync', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers empty lists rather than errors', async () => {
    const { token } = await createPlayer(t.app);
    const round = await get(t.app, '/match', { token });
    expect(round.statusCode).toBe(200);
    expect(round.json().data).toEqual({
      matches: { rows: [], count: 0 },
      round: null,
      total_rounds: 0,
      current_round: null,
      stages: [],
    });
    const asked = await get(t.app, '/match?round=1', { token });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().message).toBe('Round 1 does not exist: no season is loaded yet');
    expect((await get(t.app, '/match/home')).json().data).toEqual({ rows: [], count: 0 });
    expect((await get(t.app, '/match/api/leagues')).json().data).toEqual([]);
    expect((await get(t.app, '/match/1')).statusCode).toBe(404);
  });
});
