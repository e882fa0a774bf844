import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { parseGoalMinute, parseOpenfootballResults, type ReplayScript } from '@scoreline/domain';
import { paths } from '../../../../paths';

/**
 * The embedded data set (data/README.md): Premier League 2023/24 from openfootball (CC0), the clubs' public
 * facts (data/clubs) and the ten earlier seasons of results. Read once per process and checked on the way in.
 */

const scorePair = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]);
/** A goal as openfootball lists it (`goals1`/`goals2`): its minute, '67' or '90+3' (or 90 with `offset` 3). */
const goalSchema = z.looseObject({ minute: z.union([z.string(), z.number()]), offset: z.number().optional() });

const fixturesFileSchema = z.object({
  season: z.object({
    competition: z.string(),
    season: z.string(),
    apiFootballSeason: z.number().int(),
    matchdays: z.number().int().positive(),
  }),
  fixtures: z
    .array(
      z.object({
        id: z.number().int().positive(),
        matchday: z.number().int().positive(),
        round: z.string(),
        kickoffUtc: z.iso.datetime(),
        home: z.string().min(1),
        away: z.string().min(1),
        score: z.object({ ht: scorePair, ft: scorePair }),
        // The 2023/24 file has none (data/openfootball/README.md); when a data set has them, goals replay at their minutes.
        goals1: z.array(goalSchema).optional(),
        goals2: z.array(goalSchema).optional(),
      }),
    )
    .min(1),
});

const teamsFileSchema = z.array(
  z.object({ id: z.string().min(1), name: z.string().min(1), footballDataCoUkName: z.string().min(1) }),
);

const hex = z.string().regex(/^#[0-9A-Fa-f]{6}$/);
const clubsFileSchema = z.array(
  z.object({
    id: z.string().min(1),
    shortName: z.string().min(1),
    code: z.string().min(1),
    venue: z.string().min(1),
    city: z.string().min(1),
    colors: z.object({ primary: hex, secondary: hex }),
  }),
);

export type EmbeddedFixture = z.infer<typeof fixturesFileSchema>['fixtures'][number];

/**
 * What the replay plays of a fixture (packages/domain `replayedMatchAt`): its half-time and final scores, and its goals'
 * minutes when the data has them all, readable.
 */
export function replayScriptOf(fixture: EmbeddedFixture): ReplayScript {
  const { score, goals1, goals2 } = fixture;
  if (!goals1 && !goals2) return { ht: score.ht, ft: score.ft };
  const minutes = (goals: EmbeddedFixture['goals1']) =>
    (goals ?? []).map((goal) => parseGoalMinute(goal.minute, goal.offset));
  const home = minutes(goals1);
  const away = minutes(goals2);
  const readable = [...home, ...away].every((minute) => minute !== null);
  return readable
    ? {
        ht: score.ht,
        ft: score.ft,
        goals: { home: home.filter((minute) => minute !== null), away: away.filter((minute) => minute !== null) },
      }
    : { ht: score.ht, ft: score.ft };
}

export interface EmbeddedClub {
  /** The openfootball slug, e.g. 'manchester-united'. */
  slug: string;
  /** openfootball's name without the trailing ' FC' ('Manchester United'). */
  name: string;
  /** The full openfootball name ('Manchester United FC'), for matching provider names. */
  fullName: string;
  /** football-data.co.uk's spelling ('Man United'), for matching provider names. */
  altName: string;
  shortName: string;
  code: string;
  venue: string;
  city: string;
  colors: { primary: string; secondary: string };
}

export interface EmbeddedHistoricalResult {
  /** 'date:home:away' as in the file (stable even when the date is repaired). */
  sourceKey: string;
  season: string;
  playedOn: string;
  homeSlug: string;
  awaySlug: string;
  homeGoals: number;
  awayGoals: number;
}

export interface EmbeddedData {
  competition: { name: string; seasonLabel: string; season: number; matchdays: number };
  fixtures: EmbeddedFixture[];
  clubs: EmbeddedClub[];
  history: EmbeddedHistoricalResult[];
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8')) as unknown;
}

/** openfootball names carry ' FC'; the product shows the plain club name. */
function displayName(openfootballName: string): string {
  return openfootballName.replace(/\s+FC$/, '');
}

export async function loadEmbeddedData(dataDir: string = paths.embeddedData): Promise<EmbeddedData> {
  const dir = path.join(dataDir, 'openfootball');
  const [fixturesJson, teamsJson, clubsJson, historyJson] = await Promise.all([
    readJson(path.join(dir, 'epl-2023-24.fixtures.json')),
    readJson(path.join(dir, 'epl-2023-24.teams.json')),
    readJson(path.join(dataDir, 'clubs', 'epl-2023-24.clubs.json')),
    readJson(path.join(dir, 'epl-2013-2023.results.json')),
  ]);
  const fixturesFile = fixturesFileSchema.parse(fixturesJson);
  const teams = teamsFileSchema.parse(teamsJson);
  const clubFacts = new Map(clubsFileSchema.parse(clubsJson).map((club) => [club.id, club]));

  const clubs: EmbeddedClub[] = teams.map((team) => {
    const facts = clubFacts.get(team.id);
    if (!facts) throw new Error(`data/clubs has no entry for '${team.id}'`);
    return {
      slug: team.id,
      name: displayName(team.name),
      fullName: team.name,
      altName: team.footballDataCoUkName,
      shortName: facts.shortName,
      code: facts.code,
      venue: facts.venue,
      city: facts.city,
      colors: facts.colors,
    };
  });
  const slugs = new Set(clubs.map((club) => club.slug));
  for (const fixture of fixturesFile.fixtures) {
    if (!slugs.has(fixture.home) || !slugs.has(fixture.away)) {
      throw new Error(`Fixture ${fixture.id} names a club that is not in the teams file`);
    }
  }

  // The results file has 66 matches of July 2020 dated a year early; the domain parser repairs them.
  const parsed = parseOpenfootballResults(historyJson);
  const rows = (historyJson as { matches: [string, string, string, number, number][] }).matches;
  const repaired = new Map(parsed.dateRepairs.map((repair) => [repair.row, repair.to]));
  const seasonByKey = new Map(parsed.results.map((result) => [`${result.date}:${result.home}:${result.away}`, result]));
  const history: EmbeddedHistoricalResult[] = rows.map(([date, home, away, homeGoals, awayGoals], row) => {
    const playedOn = repaired.get(row) ?? date;
    const season = seasonByKey.get(`${playedOn}:${home}:${away}`)?.season;
    if (season === undefined) throw new Error(`Results row ${row} could not be read`);
    return {
      sourceKey: `${date}:${home}:${away}`,
      season,
      playedOn,
      homeSlug: home,
      awaySlug: away,
      homeGoals,
      awayGoals,
    };
  });

  return {
    competition: {
      name: 'Premier League',
      seasonLabel: fixturesFile.season.season,
      season: fixturesFile.season.apiFootballSeason,
      matchdays: fixturesFile.season.matchdays,
    },
    fixtures: fixturesFile.fixtures,
    clubs,
    history,
  };
}

let cached: Promise<EmbeddedData> | undefined;

/** The embedded data, read once per process. */
export function embeddedData(): Promise<EmbeddedData> {
  cached ??= loadEmbeddedData().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
