import type { TournamentTeam } from '@scoreline/contracts';
import type { Score } from '../score';
import type { TournamentMatch } from './types';

// Tests only: the openfootball files as published (CC0), from the repository's data/competitions (the import of
// issue 58 copies them there byte for byte). Without them the tests that read them are skipped, visibly.
const files = import.meta.glob<string>(
  '/data/competitions/{worldcup-2026.matches,worldcup-2026.groups,worldcup-2026.teams,uefa-cl-2024-25.matches}.json',
  { query: '?raw', import: 'default', eager: true },
);

export const hasCompetitionData = Object.keys(files).length === 4;

interface SourceMatch {
  round: string;
  num?: number;
  date: string;
  time?: string;
  team1: string;
  team2: string;
  group?: string;
  score: { ft?: [number, number]; et?: [number, number]; p?: [number, number] };
}

const asScore = (pair: [number, number] | undefined): Score | null => (pair ? { home: pair[0], away: pair[1] } : null);

/** '13:00 UTC-6' → '13:00:00-06:00'. */
function kickoffOf(date: string, time = '12:00'): string {
  const [clock = '12:00', zone] = time.split(' ');
  const offset = /UTC([+-])(\d+)/.exec(zone ?? '');
  const suffix = offset ? `${offset[1]}${(offset[2] ?? '0').padStart(2, '0')}:00` : 'Z';
  return `${date}T${clock}:00${suffix}`;
}

/** The file's JSON; `absent` when the data is not in the repository (its suites are skipped, but still collected). */
function readJson<T>(file: string, absent: T): T {
  const text = files[`/data/competitions/${file}`];
  return text === undefined ? absent : (JSON.parse(text) as T);
}

export const readOpenfootball = (file: string) => readJson<{ matches: SourceMatch[] }>(file, { matches: [] }).matches;

/** The World Cup 2026's groups file as { A: [its four teams], … }. */
export function worldCup2026Groups(): Record<string, string[]> {
  const { groups } = readJson<{ groups: { name: string; teams: string[] }[] }>('worldcup-2026.groups.json', {
    groups: [],
  });
  return Object.fromEntries(groups.map((group) => [group.name.replace('Group ', ''), group.teams]));
}

/** The World Cup 2026 file as plain matches: groups 'A'…'L', knockout matches by their official numbers. */
export function worldCup2026Matches(): TournamentMatch[] {
  return readOpenfootball('worldcup-2026.matches.json').map((source, index) => ({
    id: source.num ?? index + 1,
    stage: source.group ? 'Group stage' : source.round,
    group: source.group?.replace('Group ', '') ?? null,
    leg: null,
    kickoff: kickoffOf(source.date, source.time),
    home: source.team1,
    away: source.team2,
    isFinished: source.score.ft !== undefined,
    fullTime: asScore(source.score.ft),
    extraTime: asScore(source.score.et),
    penalties: asScore(source.score.p),
  }));
}

/**
 * The Champions League 2024/25 file as plain matches: the league phase as one table ('League phase'), the
 * play-offs and the knockouts in two legs (the first meeting of two teams in a round is the first leg), the final.
 */
export function championsLeague2024Matches(): TournamentMatch[] {
  const seen = new Set<string>();
  return readOpenfootball('uefa-cl-2024-25.matches.json').map((source, index) => {
    const isLeague = source.round.startsWith('League');
    const stage = isLeague
      ? 'League phase'
      : source.round.replace(/^(Finals|Playoffs), /, '').replace(/^Matchday \d$/, 'Play-offs');
    const pair = `${stage}|${[source.team1, source.team2].sort().join('|')}`;
    const leg = isLeague || stage === 'Final' ? null : seen.has(pair) ? 2 : 1;
    seen.add(pair);
    return {
      id: index + 1,
      stage,
      group: null,
      leg,
      kickoff: kickoffOf(source.date, source.time),
      home: source.team1,
      away: source.team2,
      isFinished: source.score.ft !== undefined,
      fullTime: asScore(source.score.ft),
      extraTime: asScore(source.score.et),
      penalties: asScore(source.score.p),
    };
  });
}

/** The World Cup 2026's teams as the answers show them (flag emoji, FIFA code), by name. */
export function worldCup2026Teams(): Map<string, TournamentTeam> {
  const teams = readJson<{ name: string; fifa_code: string; flag_icon: string }[]>('worldcup-2026.teams.json', []);
  return new Map(
    teams.map((team, index) => [
      team.name,
      {
        id: index + 1,
        name: team.name,
        shortName: team.name,
        code: team.fifa_code,
        logo: null,
        colors: null,
        flag: team.flag_icon,
      },
    ]),
  );
}
