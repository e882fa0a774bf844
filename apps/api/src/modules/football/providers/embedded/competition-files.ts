import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { paths } from '../../../../paths';

/**
 * The embedded competitions besides the Premier League 2023/24 (data/competitions, openfootball, CC0; issue 58,
 * ADR 101): read byte for byte as published and checked with zod on the way in, so a file that changes shape stops
 * the import instead of importing half of it.
 */

const scorePair = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]);
const goalSchema = z.looseObject({ name: z.string(), minute: z.union([z.string(), z.number()]) });

const matchSchema = z.object({
  round: z.string().min(1),
  /** World Cup knockout matches carry their match number. */
  num: z.number().int().positive().optional(),
  date: z.iso.date(),
  /** '18:45' (the competition's local time) or '13:00 UTC-6'; missing for a match never given a time (postponed). */
  time: z
    .string()
    .regex(/^\d{2}:\d{2}( UTC[+-]\d{1,2})?$/)
    .optional(),
  team1: z.string().min(1),
  team2: z.string().min(1),
  /** `{}` when the source has no result (the Champions League final, unplayed matches). */
  score: z.object({
    ht: scorePair.optional(),
    ft: scorePair.optional(),
    et: scorePair.optional(),
    p: scorePair.optional(),
  }),
  goals1: z.array(goalSchema).optional(),
  goals2: z.array(goalSchema).optional(),
  group: z
    .string()
    .regex(/^Group [A-Z]$/)
    .optional(),
  ground: z.string().optional(),
  status: z.enum(['postponed', 'awarded']).optional(),
});

const matchesFileSchema = z.object({ name: z.string().min(1), matches: z.array(matchSchema).min(1) });

const nationalTeamsFileSchema = z.array(
  z.looseObject({
    name: z.string().min(1),
    fifa_code: z.string().regex(/^[A-Z]{3}$/),
    flag_icon: z.string().min(1),
    group: z.string().regex(/^[A-L]$/),
    confed: z.string().min(1),
  }),
);

export type CompetitionFileMatch = z.infer<typeof matchSchema>;
export type NationalTeamFacts = z.infer<typeof nationalTeamsFileSchema>[number];

/** An embedded competition-season: where its file is and what the file does not say. */
export interface EmbeddedCompetitionSource {
  /** The competition-season's slug (docs/decisions/096). */
  slug: string;
  /** The provider's competition key: one competition spans seasons ('premier-league' is 2023/24 and 2025/26). */
  competitionKey: string;
  name: string;
  /** API-Football's 4-digit season key (2024 = 2024/25; a tournament's year). */
  season: number;
  seasonLabel: string;
  type: 'League' | 'Cup' | 'Tournament';
  country: string | null;
  /** The file's base name in data/competitions. */
  file: string;
  /**
   * The zone of the file's times when they carry no offset: openfootball writes the local time of the league's country
   * (UEFA's kick-offs in Central European Time).
   */
  timeZone: string;
  /** National teams (the World Cup: names, FIFA codes and flags from its teams file) or clubs. */
  teams: 'national' | 'clubs';
}

export const embeddedCompetitionSources: readonly EmbeddedCompetitionSource[] = [
  {
    slug: 'world-cup-2026',
    competitionKey: 'world-cup',
    name: 'World Cup',
    season: 2026,
    seasonLabel: '2026',
    type: 'Tournament',
    country: null,
    file: 'worldcup-2026',
    timeZone: 'UTC',
    teams: 'national',
  },
  {
    slug: 'champions-league-2024-25',
    competitionKey: 'champions-league',
    name: 'Champions League',
    season: 2024,
    seasonLabel: '2024/25',
    type: 'Cup',
    country: null,
    file: 'uefa-cl-2024-25',
    timeZone: 'Europe/Paris',
    teams: 'clubs',
  },
  {
    slug: 'la-liga-2024-25',
    competitionKey: 'la-liga',
    name: 'La Liga',
    season: 2024,
    seasonLabel: '2024/25',
    type: 'League',
    country: 'Spain',
    file: 'laliga-2024-25',
    timeZone: 'Europe/Madrid',
    teams: 'clubs',
  },
  {
    slug: 'bundesliga-2024-25',
    competitionKey: 'bundesliga',
    name: 'Bundesliga',
    season: 2024,
    seasonLabel: '2024/25',
    type: 'League',
    country: 'Germany',
    file: 'bundesliga-2024-25',
    timeZone: 'Europe/Berlin',
    teams: 'clubs',
  },
  {
    slug: 'premier-league-2025-26',
    competitionKey: 'premier-league',
    name: 'Premier League',
    season: 2025,
    seasonLabel: '2025/26',
    type: 'League',
    country: 'England',
    file: 'epl-2025-26',
    timeZone: 'Europe/London',
    teams: 'clubs',
  },
];

const slugs = embeddedCompetitionSources.map((source) => source.slug);

/**
 * EMBEDDED_COMPETITIONS by default: every one but the Premier League 2025/26, which is the default competition's next
 * season: `GET /match/api/leagues` lists a competition's latest season, so it would change what that call says.
 */
export const DEFAULT_EMBEDDED_COMPETITIONS = slugs.filter((slug) => slug !== 'premier-league-2025-26').join(',');
export const competitionListMessage = `must be 'all', 'none' or slugs among ${slugs.join(', ')}`;

/** EMBEDDED_COMPETITIONS read: the slugs it names, or null when it names one we do not have. */
export function readCompetitionList(value: string): string[] | null {
  if (value.trim() === 'none') return [];
  if (value.trim() === 'all') return slugs;
  const named = value.split(',').map((slug) => slug.trim());
  return named.every((slug) => slugs.includes(slug)) ? named : null;
}

export const replayStagesMessage = `must be slug:stage pairs joined by ',' (a stage by its order, 1 to 99), slugs among ${slugs.join(', ')}`;

/**
 * EMBEDDED_REPLAY_STAGES read (ADR 101): the stage, by its order, each named competition replays from ('made current
 * at first start'; the first stage by default), or null when a pair is malformed or names a competition we do not have.
 * Whether the competition has that many stages is known once its file is read (the provider says so).
 */
export function readReplayStages(value: string): Record<string, number> | null {
  const stages: Record<string, number> = {};
  for (const pair of value.split(',')) {
    const match = /^\s*([a-z0-9-]+)\s*:\s*([1-9][0-9]?)\s*$/.exec(pair);
    if (!match?.[1] || !match[2] || !slugs.includes(match[1])) return null;
    stages[match[1]] = Number(match[2]);
  }
  return stages;
}

/** The offset of `timeZone` from UTC (ms) at an instant, from the platform's time-zone data. */
function zoneOffsetMs(timeZone: string, instantMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instantMs);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - instantMs;
}

/**
 * A match's kick-off: '13:00 UTC-6' by its offset, '18:45' in the competition's zone, a match without a time at noon
 * UTC of its day (its day is the one fact known; the sync shows such a match as postponed or to be decided).
 */
export function kickoffOf(match: Pick<CompetitionFileMatch, 'date' | 'time'>, timeZone: string): Date {
  const [year, month, day] = match.date.split('-').map(Number) as [number, number, number];
  const clock = /^(\d{2}):(\d{2})(?: UTC([+-]\d{1,2}))?$/.exec(match.time ?? '');
  if (!clock) return new Date(Date.UTC(year, month - 1, day, 12));
  const wallMs = Date.UTC(year, month - 1, day, Number(clock[1]), Number(clock[2]));
  if (clock[3] !== undefined) return new Date(wallMs - Number(clock[3]) * 3_600_000);
  // The wall time read as UTC, moved by the zone's offset at that moment (twice, for a time near a change of offset).
  const first = wallMs - zoneOffsetMs(timeZone, wallMs);
  return new Date(wallMs - zoneOffsetMs(timeZone, first));
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8')) as unknown;
}

export interface CompetitionFile {
  source: EmbeddedCompetitionSource;
  /** The file's own name ('World Cup 2026'). */
  title: string;
  matches: CompetitionFileMatch[];
  /** The World Cup's 48 teams; empty for club competitions. */
  nationalTeams: NationalTeamFacts[];
}

export async function loadCompetitionFile(
  source: EmbeddedCompetitionSource,
  dataDir: string = paths.embeddedData,
): Promise<CompetitionFile> {
  const dir = path.join(dataDir, 'competitions');
  const file = matchesFileSchema.parse(await readJson(path.join(dir, `${source.file}.matches.json`)));
  const nationalTeams =
    source.teams === 'national'
      ? nationalTeamsFileSchema.parse(await readJson(path.join(dir, `${source.file}.teams.json`)))
      : [];
  return { source, title: file.name, matches: file.matches, nationalTeams };
}
