import { describe, expect, it } from 'vitest';
import {
  bonusAnswerRefusal,
  bonusPointsOf,
  bonusQuestionsOf,
  decidingMatchOf,
  isBonusLocked,
  settledAnswerOf,
} from './bonus';
import type { TournamentMatch } from './tournament/types';

const match = (
  id: number,
  kickoff: string,
  home: string,
  away: string,
  score: [number, number] | null,
  extra: Partial<TournamentMatch> = {},
): TournamentMatch => ({
  id,
  stage: 'Matchday 1',
  kickoff,
  home,
  away,
  isFinished: score !== null,
  fullTime: score && { home: score[0], away: score[1] },
  ...extra,
});

describe('bonusQuestionsOf', () => {
  it('asks a tournament with squads its champion, top scorer, group winners and final goals', () => {
    const questions = bonusQuestionsOf({
      kind: 'tournament',
      competitionKey: 'world-cup',
      groups: ['B', 'A'],
      hasSquads: true,
    });
    expect(questions.map((q) => [q.key, q.points, q.picks])).toEqual([
      ['champion', 10, 1],
      ['top-scorer', 8, 1],
      ['group-A', 3, 1],
      ['group-B', 3, 1],
      ['final-goals', 5, 1],
    ]);
  });

  it('asks a league its champion and relegated clubs (two direct in the Bundesliga), no top scorer without squads', () => {
    const league = (competitionKey: string) =>
      bonusQuestionsOf({ kind: 'league', competitionKey, groups: [], hasSquads: false }).map((q) => [q.key, q.picks]);
    expect(league('premier-league')).toEqual([
      ['champion', 1],
      ['relegated', 3],
    ]);
    expect(league('bundesliga')).toEqual([
      ['champion', 1],
      ['relegated', 2],
    ]);
  });

  it('asks a cup without groups its champion and the final goals', () => {
    const keys = bonusQuestionsOf({ kind: 'cup', competitionKey: 'cl', groups: [], hasSquads: false }).map(
      (q) => q.key,
    );
    expect(keys).toEqual(['champion', 'final-goals']);
  });
});

describe('isBonusLocked', () => {
  const kickoff = new Date('2026-06-11T19:00:00Z');
  it('is open until the first kick-off and locked from it', () => {
    expect(isBonusLocked(kickoff, new Date(kickoff.getTime() - 1))).toBe(false);
    expect(isBonusLocked(kickoff, kickoff)).toBe(true);
    expect(isBonusLocked(null, kickoff)).toBe(false);
  });
});

describe('bonusAnswerRefusal', () => {
  const choices = new Set(['Mexico', 'Korea', 'Spain']);
  it('takes a choice and refuses anything else', () => {
    const champion = { kind: 'champion', picks: 1 } as const;
    expect(bonusAnswerRefusal(champion, ['Mexico'], choices)).toBeNull();
    expect(bonusAnswerRefusal(champion, ['Atlantis'], choices)).toBe('notAChoice');
    expect(bonusAnswerRefusal(champion, ['Mexico', 'Spain'], choices)).toBe('wrongCount');
  });
  it('takes exactly the relegated number, each club once', () => {
    const relegated = { kind: 'relegated', picks: 2 } as const;
    expect(bonusAnswerRefusal(relegated, ['Mexico', 'Spain'], choices)).toBeNull();
    expect(bonusAnswerRefusal(relegated, ['Mexico', 'Mexico'], choices)).toBe('repeated');
  });
  it('takes a goal count from 0 to 30', () => {
    const goals = { kind: 'finalGoals', picks: 1 } as const;
    expect(bonusAnswerRefusal(goals, ['0'], choices)).toBeNull();
    expect(bonusAnswerRefusal(goals, ['30'], choices)).toBeNull();
    expect(bonusAnswerRefusal(goals, ['31'], choices)).toBe('notAChoice');
    expect(bonusAnswerRefusal(goals, ['-1'], choices)).toBe('notAChoice');
    expect(bonusAnswerRefusal(goals, ['2.5'], choices)).toBe('notAChoice');
  });
});

describe('bonusPointsOf', () => {
  it('gives the points for a right answer, per club for the relegated, nothing otherwise', () => {
    expect(bonusPointsOf({ kind: 'champion', points: 10 }, ['Spain'], ['Spain'])).toBe(10);
    expect(bonusPointsOf({ kind: 'champion', points: 10 }, ['Korea'], ['Spain'])).toBe(0);
    expect(bonusPointsOf({ kind: 'relegated', points: 3 }, ['A', 'B', 'C'], ['B', 'C', 'D'])).toBe(6);
    expect(bonusPointsOf({ kind: 'finalGoals', points: 5 }, ['04'], ['4'])).toBe(5);
    expect(bonusPointsOf({ kind: 'groupWinner', points: 3 }, ['A'], ['A', 'B'])).toBe(3);
  });
});

describe('settledAnswerOf', () => {
  const group = [
    match(1, '2026-06-11T19:00:00Z', 'Mexico', 'Korea', [2, 0], { group: 'A' }),
    match(2, '2026-06-12T19:00:00Z', 'Spain', 'Japan', [1, 1], { group: 'A' }),
  ];
  const final = match(9, '2026-07-19T19:00:00Z', 'Spain', 'Mexico', [1, 1], {
    stage: 'Final',
    extraTime: { home: 2, away: 2 },
    penalties: { home: 3, away: 4 },
  });

  it('settles a group winner only when every group match is finished', () => {
    const question = { kind: 'groupWinner', group: 'A', picks: 1 } as const;
    expect(settledAnswerOf(question, 'tournament', [...group, final])).toEqual(['Mexico']);
    const unfinished = [group[0]!, match(2, '2026-06-12T19:00:00Z', 'Spain', 'Japan', null, { group: 'A' })];
    expect(settledAnswerOf(question, 'tournament', unfinished)).toBeNull();
    expect(decidingMatchOf(question, 'tournament', [...group, final])?.id).toBe(2);
  });

  it('settles the champion by the final after the shoot-out, its goals after extra time', () => {
    const matches = [...group, final];
    expect(settledAnswerOf({ kind: 'champion', group: null, picks: 1 }, 'tournament', matches)).toEqual(['Mexico']);
    expect(settledAnswerOf({ kind: 'finalGoals', group: null, picks: 1 }, 'tournament', matches)).toEqual(['4']);
    expect(decidingMatchOf({ kind: 'champion', group: null }, 'tournament', matches)?.id).toBe(9);
    expect(settledAnswerOf({ kind: 'topScorer', group: null, picks: 1 }, 'tournament', matches)).toBeNull();
    expect(decidingMatchOf({ kind: 'topScorer', group: null }, 'tournament', matches)?.id).toBe(9);
  });

  it("settles a league's champion and its bottom clubs from the table", () => {
    const league = [
      match(1, '2024-08-01T19:00:00Z', 'A', 'B', [3, 0]),
      match(2, '2024-08-01T19:00:00Z', 'C', 'D', [1, 0]),
      match(3, '2024-08-08T19:00:00Z', 'A', 'C', [2, 0]),
      match(4, '2024-08-08T19:00:00Z', 'B', 'D', [2, 1]),
    ];
    expect(settledAnswerOf({ kind: 'champion', group: null, picks: 1 }, 'league', league)).toEqual(['A']);
    expect(settledAnswerOf({ kind: 'relegated', group: null, picks: 1 }, 'league', league)).toEqual(['D']);
  });
});
