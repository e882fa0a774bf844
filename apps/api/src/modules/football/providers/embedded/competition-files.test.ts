import { competitionStages, matchResultOf } from '@scoreline/domain';
import { describe, expect, it } from 'vitest';
import { embeddedCompetitionSources, kickoffOf, loadCompetitionFile } from './competition-files';
import { clubNameOf, clubSlugOf, competitionTeams } from './competition-teams';
import { loadEmbeddedData } from './embedded-data';

const sourceOf = (slug: string) => {
  const source = embeddedCompetitionSources.find((candidate) => candidate.slug === slug);
  if (!source) throw new Error(slug);
  return source;
};

async function stagesOf(slug: string) {
  const file = await loadCompetitionFile(sourceOf(slug));
  const { stages, matches } = competitionStages(
    file.matches.map((match, index) => ({
      id: String(index + 1),
      round: match.round,
      group: match.group ?? null,
      kickoffMs: kickoffOf(match, file.source.timeZone).getTime(),
      home: match.team1,
      away: match.team2,
    })),
  );
  return { file, stages, matches, list: stages.map((stage) => [stage.name, stage.matchCount]) };
}

const matchdays = (count: number, perDay: number) =>
  Array.from({ length: count }, (_, index) => [`Matchday ${index + 1}`, perDay]);

describe('the embedded competitions', () => {
  it('World Cup 2026: 104 matches, three group matchdays of 24, then Round of 32 to the final', async () => {
    const { file, list, stages } = await stagesOf('world-cup-2026');
    expect(file.matches).toHaveLength(104);
    expect(list).toEqual([
      ['Group stage · Matchday 1', 24],
      ['Group stage · Matchday 2', 24],
      ['Group stage · Matchday 3', 24],
      ['Round of 32', 16],
      ['Round of 16', 8],
      ['Quarter-final', 4],
      ['Semi-final', 2],
      ['Match for third place', 1],
      ['Final', 1],
    ]);
    expect(stages.map((stage) => stage.kind)).toEqual([...Array(3).fill('group'), ...Array(6).fill('knockout')]);
    const results = file.matches.map((match) => matchResultOf(match.score));
    expect(results.filter((result) => result.afterExtraTime)).toHaveLength(9);
    expect(results.filter((result) => result.decidedBy === 'penalties')).toHaveLength(4);
    // The final: 0–0 after 90 minutes, 1–0 after extra time; the prediction is scored on 1–0 (ADR 059).
    expect(results.at(-1)).toMatchObject({ fullTime: [0, 0], afterExtraTime: [1, 0], scored: [1, 0] });
  });

  it('Champions League 2024/25: 189 matches, eight league-phase matchdays, two-legged ties, a final without a score', async () => {
    const { file, list, stages, matches } = await stagesOf('champions-league-2024-25');
    expect(file.matches).toHaveLength(189);
    expect(list).toEqual([
      ...Array.from({ length: 8 }, (_, index) => [`League phase · Matchday ${index + 1}`, 18]),
      ['Play-offs', 16],
      ['Round of 16', 16],
      ['Quarter-final', 8],
      ['Semi-final', 4],
      ['Final', 1],
    ]);
    expect(stages.filter((stage) => stage.isTwoLegged).map((stage) => stage.key)).toEqual([
      'play-offs',
      'round-of-16',
      'quarter-final',
      'semi-final',
    ]);
    const legs = [...matches.values()].filter((match) => match.leg !== null);
    expect(legs.filter((match) => match.leg === 1)).toHaveLength(22);
    expect(new Set(legs.map((match) => match.tieKey)).size).toBe(22);
    expect(matchResultOf(file.matches.at(-1)?.score ?? {})).toMatchObject({ scored: null, decidedBy: null });
  });

  it.each([
    ['la-liga-2024-25', 380, 38, 10],
    ['bundesliga-2024-25', 306, 34, 9],
    ['premier-league-2025-26', 380, 38, 10],
  ])('%s: %i matches over %i matchdays', async (slug, count, days, perDay) => {
    const { file, list } = await stagesOf(slug);
    expect(file.matches).toHaveLength(count);
    expect(list).toEqual(matchdays(days, perDay));
  });

  it('reads kick-offs with their offset or in the league’s own time zone', () => {
    expect(kickoffOf({ date: '2026-06-11', time: '13:00 UTC-6' }, 'UTC').toISOString()).toBe(
      '2026-06-11T19:00:00.000Z',
    );
    // Summer and winter time in Madrid.
    expect(kickoffOf({ date: '2024-08-15', time: '19:00' }, 'Europe/Madrid').toISOString()).toBe(
      '2024-08-15T17:00:00.000Z',
    );
    expect(kickoffOf({ date: '2025-01-18', time: '21:00' }, 'Europe/Madrid').toISOString()).toBe(
      '2025-01-18T20:00:00.000Z',
    );
  });
});

describe('the team names of the embedded competitions, mapped once', async () => {
  const { clubs } = await loadEmbeddedData();
  const teamsOf = async (slug: string) => competitionTeams(await loadCompetitionFile(sourceOf(slug)), clubs);

  it('gives a club the same team in the cup file and in its league file', async () => {
    const cup = await teamsOf('champions-league-2024-25');
    const spain = await teamsOf('la-liga-2024-25');
    const germany = await teamsOf('bundesliga-2024-25');
    const england = await teamsOf('premier-league-2025-26');
    expect(cup.get('Real Madrid CF (ESP)')?.key).toBe(spain.get('Real Madrid CF')?.key);
    expect(cup.get('Club Atlético de Madrid (ESP)')?.key).toBe(spain.get('Club Atlético de Madrid')?.key);
    expect(cup.get('FC Bayern München (GER)')?.key).toBe(germany.get('FC Bayern München')?.key);
    expect(cup.get('Bayer 04 Leverkusen (GER)')?.key).toBe(germany.get('Bayer 04 Leverkusen')?.key);
    expect(cup.get('Liverpool FC (ENG)')?.key).toBe(england.get('Liverpool FC')?.key);
    expect(cup.size).toBe(36);
    expect(new Set([...cup.values()].map((team) => team.key)).size).toBe(36);
  });

  it('keeps the 2023/24 clubs their slugs and curated facts, and names a new club without inventing any', async () => {
    const cup = await teamsOf('champions-league-2024-25');
    expect(cup.get('Arsenal FC (ENG)')).toMatchObject({ key: 'arsenal', shortName: 'Arsenal', code: 'ARS' });
    expect(cup.get('Paris Saint-Germain FC (FRA)')).toEqual({
      key: 'paris-saint-germain',
      name: 'Paris Saint-Germain',
      shortName: 'Paris Saint-Germain',
      code: null,
      flag: null,
      venueName: null,
      venueCity: null,
    });
    const england = await teamsOf('premier-league-2025-26');
    expect(england.get('Leeds United FC')?.key).toBe('leeds-united');
    expect(england.get('Brighton & Hove Albion FC')?.key).toBe('brighton-and-hove-albion');
  });

  it("reads 'Paris SG' as Paris Saint-Germain", () => {
    expect(clubSlugOf(clubNameOf('Paris SG'))).toBe(clubSlugOf(clubNameOf('Paris Saint-Germain FC (FRA)')));
  });

  it('gives each of the 48 national teams its FIFA code and flag', async () => {
    const teams = await teamsOf('world-cup-2026');
    expect(teams.size).toBe(48);
    expect(teams.get('Mexico')).toMatchObject({ key: 'national-mex', code: 'MEX', flag: '🇲🇽' });
    expect(new Set([...teams.values()].map((team) => team.key)).size).toBe(48);
  });
});
