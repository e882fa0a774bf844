import { describe, expect, it } from 'vitest';
import { buildBracket } from './bracket';
import type { TournamentMatch } from './types';

const score = (text: string | undefined) => {
  if (!text) return null;
  const [home, away] = text.split('-').map(Number);
  return { home: home ?? 0, away: away ?? 0 };
};

function knockout(
  id: number,
  stage: string,
  teams: string,
  scores: { ft?: string; et?: string; p?: string } = {},
  extra: Partial<TournamentMatch> = {},
): TournamentMatch {
  const [home = '', away = ''] = teams.split(' v ');
  return {
    id,
    stage,
    kickoff: `2026-07-${String((id % 28) + 1).padStart(2, '0')}T19:00:00Z`,
    home,
    away,
    isFinished: scores.ft !== undefined,
    fullTime: score(scores.ft),
    extraTime: score(scores.et),
    penalties: score(scores.p),
    ...extra,
  };
}

describe('buildBracket, one-match ties', () => {
  const rounds = buildBracket(
    [
      knockout(104, 'Final', 'ESP v ARG', { ft: '0-0', et: '1-0' }),
      knockout(101, 'Semi-final', 'FRA v ESP', { ft: '0-2' }),
      knockout(102, 'Semi-final', 'ENG v ARG', { ft: '1-1', et: '1-1', p: '3-4' }),
    ],
    ['Semi-final', 'Final'],
  );

  it('lists the rounds in the order given and decides each match', () => {
    expect(rounds.map((round) => round.name)).toEqual(['Semi-final', 'Final']);
    expect(rounds[0]?.ties.map((tie) => [tie.id, tie.winner, tie.decidedBy])).toEqual([
      [101, 'ESP', 'normal-time'],
      [102, 'ARG', 'penalties'],
    ]);
  });

  it('decides a match on the score after extra time', () => {
    expect(rounds[1]?.ties[0]).toMatchObject({ winner: 'ESP', decidedBy: 'extra-time', aggregate: null });
  });

  it('decides nothing while a match is not finished, or when its score is unknown', () => {
    const [round] = buildBracket(
      [
        knockout(1, 'Final', 'PSG v INT'), // no score in the source
        { ...knockout(2, 'Final', 'A v B', { ft: '1-0' }), isFinished: false }, // live
      ],
      ['Final'],
    );
    expect(round?.ties.map((tie) => tie.winner)).toEqual([null, null]);
  });
});

describe('buildBracket, two legs', () => {
  const leg = (id: number, teams: string, scores: { ft?: string; et?: string; p?: string }, legNumber: 1 | 2) =>
    knockout(id, 'Round of 16', teams, scores, { leg: legNumber });

  it('pairs the legs by their teams and adds up the aggregate from the first leg home side', () => {
    const [round] = buildBracket(
      [leg(1, 'PSV v ARS', { ft: '1-7' }, 1), leg(9, 'ARS v PSV', { ft: '2-2' }, 2)],
      ['Round of 16'],
    );
    expect(round?.ties).toHaveLength(1);
    expect(round?.ties[0]).toMatchObject({
      home: 'PSV',
      away: 'ARS',
      aggregate: { home: 3, away: 9 },
      winner: 'ARS',
      decidedBy: 'aggregate',
    });
    expect(round?.ties[0]?.legs.map((match) => match.id)).toEqual([1, 9]);
  });

  it('has no away-goals rule: level on aggregate goes to extra time and penalties in the second leg', () => {
    // 2-1 and 0-1: level at 2-2, although B scored an away goal and A none; A win the shoot-out.
    const [round] = buildBracket(
      [leg(1, 'A v B', { ft: '2-1' }, 1), leg(2, 'B v A', { ft: '1-0', et: '1-0', p: '2-4' }, 2)],
      ['Round of 16'],
    );
    expect(round?.ties[0]).toMatchObject({ aggregate: { home: 2, away: 2 }, winner: 'A', decidedBy: 'penalties' });
  });

  it('counts goals in extra time of the second leg in the aggregate', () => {
    const [round] = buildBracket(
      [leg(1, 'INT v BAR', { ft: '3-3' }, 1), leg(2, 'BAR v INT', { ft: '3-3', et: '3-4' }, 2)],
      ['Round of 16'],
    );
    expect(round?.ties[0]).toMatchObject({ aggregate: { home: 7, away: 6 }, winner: 'INT', decidedBy: 'extra-time' });
  });

  it('names no winner from a first leg alone, nor from a shoot-out the data gives as level', () => {
    const [round] = buildBracket(
      [
        leg(1, 'A v B', { ft: '5-0' }, 1),
        leg(3, 'C v D', { ft: '0-1' }, 1),
        leg(4, 'D v C', { ft: '0-1', et: '0-1', p: '4-4' }, 2),
      ],
      ['Round of 16'],
    );
    expect(round?.ties.map((tie) => [tie.home, tie.aggregate, tie.winner])).toEqual([
      ['A', null, null],
      ['C', { home: 1, away: 1 }, null],
    ]);
  });

  it('pairs legs by their stored tie key, even before the teams are known', () => {
    const unknown = { home: null, away: null, tieKey: 'quarter-final:1' };
    const [round] = buildBracket(
      [
        knockout(5, 'Quarter-final', 'A v B', {}, { ...unknown, leg: 1 }),
        knockout(6, 'Quarter-final', 'A v B', {}, { ...unknown, leg: 2 }),
      ],
      ['Quarter-final'],
    );
    expect(round?.ties.map((tie) => tie.legs.map((match) => match.id))).toEqual([[5, 6]]);
    expect(round?.ties[0]?.winner).toBeNull();
  });
});
