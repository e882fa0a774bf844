import type { Bracket as BracketData, BracketLeg, BracketTie, TournamentTeam } from '@scoreline/contracts';
import { tournamentMessages } from '@scoreline/contracts/plain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Bracket } from './bracket';

let nextId = 1;
const team = (name: string, flag: string | null = null): TournamentTeam => ({
  id: nextId++,
  name,
  shortName: name,
  code: null,
  logo: null,
  colors: null,
  flag,
});
const pair = (text: string | undefined) => {
  if (!text) return null;
  const [home = 0, away = 0] = text.split('-').map(Number);
  return { home, away };
};
const leg = (
  matchId: number,
  scores: { ft?: string; et?: string; p?: string; isFinished?: boolean },
  extra: Partial<BracketLeg> = {},
): BracketLeg => ({
  matchId,
  leg: null,
  kickoff: '2026-07-19T15:00:00-04:00',
  hostSide: 'home',
  isFinished: scores.isFinished ?? scores.ft !== undefined,
  fullTime: pair(scores.ft),
  extraTime: pair(scores.et),
  penalties: pair(scores.p),
  ...extra,
});
const tie = (
  home: TournamentTeam | null,
  away: TournamentTeam | null,
  legs: BracketLeg[],
  extra: Partial<BracketTie> = {},
): BracketTie => ({
  id: legs[0]?.matchId ?? nextId++,
  home: { team: home, slot: null },
  away: { team: away, slot: null },
  legs,
  aggregate: null,
  winner: null,
  decidedBy: null,
  ...extra,
});

const spain = team('Spain', '🇪🇸');
const argentina = team('Argentina', '🇦🇷');
const worldCup: BracketData = {
  competition: 'world-cup-2026',
  rounds: [
    {
      name: 'Round of 32',
      ties: [
        tie(null, null, [leg(73, {}, { kickoff: '2026-06-28T12:00:00-07:00' })], {
          home: { team: null, slot: { kind: 'group', group: 'A', position: 2 } },
          away: { team: null, slot: { kind: 'group', group: 'B', position: 2 } },
        }),
        tie(team('Switzerland', '🇨🇭'), team('Colombia', '🇨🇴'), [leg(96, { ft: '0-0', et: '0-0', p: '4-3' })], {
          winner: 'home',
          decidedBy: 'penalties',
        }),
      ],
    },
    { name: 'Semi-final', ties: [] },
    {
      name: 'Final',
      ties: [tie(spain, argentina, [leg(104, { ft: '0-0', et: '1-0' })], { winner: 'home', decidedBy: 'extra-time' })],
    },
  ],
};

const tieOf = (text: string) => screen.getByText(text, { exact: false }).closest('li') as HTMLElement;

describe('Bracket', () => {
  it('shows the rounds that have ties, in order, each under its heading', () => {
    render(<Bracket bracket={worldCup} timeZone="UTC" />);
    const bracket = screen.getByRole('region', { name: tournamentMessages.bracketLabel });
    expect(
      within(bracket)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Round of 32', 'Final']);
    expect(within(screen.getByRole('region', { name: 'Round of 32' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows a match whose teams are not known by its slots and its date', () => {
    render(<Bracket bracket={worldCup} timeZone="UTC" />);
    const match = tieOf('Runner-up Group A');
    expect(match.textContent).toContain('Runner-up Group B');
    expect(match.textContent).toContain('Sun, Jun 28th');
  });

  it('says a match went to extra time, and marks the team that went through', () => {
    render(<Bracket bracket={worldCup} timeZone="UTC" />);
    const final = within(screen.getByRole('region', { name: 'Final' })).getByRole('listitem');
    expect(final.textContent).toBe('Spain(through)1Argentina0after extra time');
    expect([...final.querySelectorAll('img')].map((flag) => flag.getAttribute('src'))).toEqual([
      '/flags/es.svg',
      '/flags/ar.svg',
    ]);
  });

  it('gives a shoot-out’s score in words', () => {
    render(<Bracket bracket={worldCup} timeZone="UTC" />);
    expect(tieOf('Switzerland').textContent).toContain('on penalties 4–3');
  });

  it('shows a two-legged tie’s legs and aggregate from the first leg’s home side', () => {
    const psv = team('PSV');
    const arsenal = team('Arsenal FC');
    render(
      <Bracket
        bracket={{
          competition: 'uefa-cl-2024-25',
          rounds: [
            {
              name: 'Round of 16',
              ties: [
                tie(
                  psv,
                  arsenal,
                  [leg(1, { ft: '1-7' }, { leg: 1 }), leg(2, { ft: '2-1' }, { leg: 2, hostSide: 'away' })],
                  {
                    aggregate: { home: 2, away: 9 },
                    winner: 'away',
                    decidedBy: 'aggregate',
                  },
                ),
              ],
            },
          ],
        }}
        timeZone="UTC"
      />,
    );
    const match = screen.getByRole('listitem');
    expect(match.textContent).toContain('Arsenal FC(through)9');
    // The second leg (Arsenal 2-1 at home) is turned to the tie's sides too.
    expect(within(match).getByText('1st leg 1–7 · 2nd leg 1–2 · Agg. 2–9')).toBeDefined();
  });

  it('says what the data does not: a final without a score, a winner it does not name', () => {
    render(
      <Bracket
        bracket={{
          competition: 'uefa-cl-2024-25',
          rounds: [
            {
              name: 'Round of 16',
              ties: [
                tie(
                  team('Paris SG'),
                  team('Liverpool'),
                  [
                    leg(3, { ft: '0-1' }, { leg: 1 }),
                    leg(4, { ft: '0-1', et: '0-1', p: '4-4' }, { leg: 2, hostSide: 'away' }),
                  ],
                  { aggregate: { home: 1, away: 1 } },
                ),
              ],
            },
            { name: 'Final', ties: [tie(team('Inter'), team('PSG'), [leg(5, { isFinished: true })])] },
          ],
        }}
        timeZone="UTC"
      />,
    );
    expect(tieOf('Paris SG').textContent).toContain(tournamentMessages.winnerUnknown);
    expect(tieOf('Paris SG').textContent).not.toContain('(through)');
    expect(tieOf('Inter').textContent).toContain(tournamentMessages.scoreUnknown);
  });

  it('says so when there is no knockout match yet', () => {
    render(<Bracket bracket={{ competition: 'x', rounds: [{ name: 'Final', ties: [] }] }} timeZone="UTC" />);
    expect(screen.getByText(tournamentMessages.bracketEmpty)).toBeDefined();
  });
});
