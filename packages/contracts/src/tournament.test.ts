import { describe, expect, it } from 'vitest';
import { bracketTieSchema } from './tournament';
import { tournamentMessages } from './tournament-messages';

describe('tournamentMessages', () => {
  it('labels the slots of matches whose teams are not known yet', () => {
    expect(tournamentMessages.slot({ kind: 'group', group: 'A', position: 1 })).toBe('Winner Group A');
    expect(tournamentMessages.slot({ kind: 'group', group: 'B', position: 2 })).toBe('Runner-up Group B');
    expect(tournamentMessages.slot({ kind: 'third', groups: ['C', 'E', 'F', 'H', 'I'] })).toBe('3rd Group C/E/F/H/I');
    expect(tournamentMessages.slot({ kind: 'winner', match: 73 })).toBe('Winner match 73');
    expect(tournamentMessages.slot({ kind: 'loser', match: 101 })).toBe('Loser match 101');
  });

  it('says how a knockout match ended, with an en dash', () => {
    expect(tournamentMessages.onPenalties(4, 3)).toBe('on penalties 4–3');
    expect(tournamentMessages.aggregate(3, 2)).toBe('Agg. 3–2');
  });
});

describe('bracketTieSchema', () => {
  const slotTie = {
    id: 73,
    home: { team: null, slot: { kind: 'group', group: 'A', position: 2 } },
    away: { team: null, slot: { kind: 'group', group: 'B', position: 2 } },
    legs: [
      {
        matchId: 73,
        leg: null,
        kickoff: '2026-06-28T12:00:00-07:00',
        hostSide: 'home',
        isFinished: false,
        fullTime: null,
        extraTime: null,
        penalties: null,
      },
    ],
    aggregate: null,
    winner: null,
    decidedBy: null,
  };

  it('takes a tie whose teams are slots', () => {
    expect(bracketTieSchema.safeParse(slotTie).success).toBe(true);
  });

  it('refuses a winner that is not a side, and a slot of another kind', () => {
    expect(
      bracketTieSchema.safeParse({ ...slotTie, home: { team: null, slot: { kind: 'seed', seed: 1 } } }).success,
    ).toBe(false);
    expect(bracketTieSchema.safeParse({ ...slotTie, winner: 'draw' }).success).toBe(false);
  });
});
