import { ManualClock } from '@scoreline/domain';
import { describe, expect, it } from 'vitest';
import { embeddedCompetitionSources } from './competition-files';
import { EmbeddedCompetitionProvider } from './embedded-competition.provider';
import type { ReplayState } from './replay-decision';

/** A provider of one embedded competition at `now`, on its real dates (REPLAY_ROUND off) or replayed. */
function providerOf(slug: string, now: string, replayRound: number | null = null) {
  const source = embeddedCompetitionSources.find((candidate) => candidate.slug === slug);
  if (!source) throw new Error(slug);
  let stored: ReplayState | undefined;
  const clock = new ManualClock(now);
  const provider = new EmbeddedCompetitionProvider({
    source,
    clock,
    replayRound,
    store: {
      load: async () => stored,
      save: async (state) => (stored = state),
    },
  });
  return { provider, clock };
}

const fixture = async (provider: EmbeddedCompetitionProvider, key: string) => {
  const [found] = await provider.getFixtures([key]);
  if (!found) throw new Error(key);
  return found;
};

describe('an embedded competition replayed', () => {
  it('shows what the source lacks as unknown: a postponed match, matches without a result', async () => {
    const { provider } = providerOf('premier-league-2025-26', '2026-12-07T10:00:00Z');
    // Manchester City v Crystal Palace, postponed without a new date.
    expect(await fixture(provider, 'premier-league-2025-26:303')).toMatchObject({
      status: 'PST',
      goals: { home: null, away: null },
    });
    const fixtures = await provider.getFixtures();
    const unscored = fixtures.filter((match) => match.status === 'NS');
    // 380 fixtures, 291 scored, one postponed: the rest have kicked off on their real dates without a known result.
    expect(unscored).toHaveLength(88);
    expect(unscored.every((match) => match.goals.home === null && match.regularTime?.home === null)).toBe(true);
  });

  it('ends an awarded match as awarded, with the awarded score', async () => {
    const { provider } = providerOf('bundesliga-2024-25', '2026-12-07T10:00:00Z');
    expect(await fixture(provider, 'bundesliga-2024-25:121')).toMatchObject({
      status: 'AWD',
      goals: { home: 0, away: 2 },
      halftime: { home: null, away: null },
    });
  });

  it('plays a match without a half-time score with no score until its full time', async () => {
    // Bologna v Shakhtar, 18 September 2024 at 18:45 in Bologna (16:45 UTC), 0–0, no half-time score in the source.
    const { provider, clock } = providerOf('champions-league-2024-25', '2024-09-18T17:00:00Z');
    expect(await fixture(provider, 'champions-league-2024-25:7')).toMatchObject({
      status: '1H',
      goals: { home: null, away: null },
      stage: { key: 'league-phase-1', kind: 'league', group: null, leg: null, tieKey: null },
      roundLabel: 'League phase · Matchday 1',
      round: 1,
    });
    clock.set('2024-09-18T19:00:00Z');
    expect(await fixture(provider, 'champions-league-2024-25:7')).toMatchObject({
      status: 'FT',
      goals: { home: 0, away: 0 },
      regularTime: { home: 0, away: 0 },
    });
  });

  it('replays from its first stage, which begins within the coming week', async () => {
    const now = '2026-12-07T10:00:00Z';
    const { provider } = providerOf('world-cup-2026', now, 1);
    const fixtures = await provider.getFixtures();
    const first = Math.min(...fixtures.map((match) => match.kickoff.getTime()));
    expect(first - Date.parse(now)).toBeGreaterThan(0);
    expect(first - Date.parse(now)).toBeLessThan(7 * 86_400_000);
    expect(fixtures.every((match) => match.status === 'NS')).toBe(true);
    expect(await provider.getRounds()).toHaveLength(9);
  });

  it('replays from the stage EMBEDDED_REPLAY_STAGES names: the stages before it are played', async () => {
    const now = '2026-12-07T10:00:00Z';
    const { provider } = providerOf('champions-league-2024-25', now, 10);
    expect((await provider.getRounds())[9]).toBe('Round of 16');
    const fixtures = await provider.getFixtures();
    const roundOf16 = fixtures.filter((match) => match.roundLabel === 'Round of 16');
    const first = Math.min(...roundOf16.map((match) => match.kickoff.getTime()));
    expect(first - Date.parse(now)).toBeGreaterThan(0);
    expect(first - Date.parse(now)).toBeLessThan(7 * 86_400_000);
    expect(roundOf16.every((match) => match.status === 'NS')).toBe(true);
    const playOffs = fixtures.filter((match) => match.roundLabel === 'Play-offs');
    expect(playOffs.length).toBeGreaterThan(0);
    expect(playOffs.every((match) => ['FT', 'AET', 'PEN'].includes(match.status))).toBe(true);
  });

  it('says which stages a competition has when asked to replay from one it does not', async () => {
    const { provider } = providerOf('world-cup-2026', '2026-12-07T10:00:00Z', 12);
    await expect(provider.getFixtures()).rejects.toThrow(
      'EMBEDDED_REPLAY_STAGES: world-cup-2026 has 9 stages; it cannot replay from stage 12',
    );
  });
});
