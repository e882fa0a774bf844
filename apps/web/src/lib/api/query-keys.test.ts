import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

describe('queryKeys', () => {
  it("nests a match's sections under the match, so one invalidation can reach them or just the match", () => {
    const match = queryKeys.matches.detail(50);
    for (const section of [
      queryKeys.matches.lineups(50),
      queryKeys.matches.injuries(50),
      queryKeys.matches.statistics(50),
      queryKeys.matches.winPrediction(50),
      queryKeys.matches.picks(50),
    ]) {
      expect(startsWith(section, match)).toBe(true);
    }
    expect(startsWith(queryKeys.matches.detail(51), match)).toBe(false);
  });

  it('puts every round list under one prefix, which a prediction invalidates', () => {
    expect(startsWith(queryKeys.matches.round(undefined, 'guest'), queryKeys.matches.rounds())).toBe(true);
    expect(startsWith(queryKeys.matches.round(28, 7), queryKeys.matches.rounds())).toBe(true);
    expect(startsWith(queryKeys.matches.home(), queryKeys.matches.rounds())).toBe(false);
  });

  it("keys a leaderboard page by its viewer, whose own entry ('me') it carries", () => {
    const params = { page: 1, size: 20 };
    expect(queryKeys.leaderboard.page(params, 7)).not.toEqual(queryKeys.leaderboard.page(params, 'guest'));
    expect(startsWith(queryKeys.leaderboard.page(params, 7), queryKeys.leaderboard.all)).toBe(true);
  });

  it("puts a player's badge pages and award lists under that player, apart from their record", () => {
    const ofUser = queryKeys.badges.ofUser(7);
    expect(startsWith(queryKeys.badges.page(7, 2), ofUser)).toBe(true);
    expect(startsWith(queryKeys.badges.logs(7, 'round-winner'), ofUser)).toBe(true);
    expect(startsWith(queryKeys.badges.page(8, 2), ofUser)).toBe(false);
    expect(startsWith(queryKeys.badges.page(7, 1), queryKeys.users.detail(7))).toBe(false);
  });
});
