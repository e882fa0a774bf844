import { competitionStages, type StageSourceMatch } from '@scoreline/domain';
import type { ProviderStage } from '../provider';

/**
 * API-Football's round names as stages (issue 58, docs/decisions/101): its labels said the way
 * `competitionStages` (@scoreline/domain) reads a source's rounds, so both providers' stages have the same keys and
 * names. API-Football's fixtures do not say a match's group: a group match is staged by its teams' group matches
 * (first, second, third), with its group left unknown.
 */

export interface ApiFootballRoundMatch {
  key: string;
  /** `league.round`: 'Regular Season - 27', 'League Stage - 5', 'Group Stage - 2', 'Group A - 1', 'Round of 16'. */
  round: string;
  kickoffMs: number;
  home: string;
  away: string;
}

/** A group match whose group API-Football does not name: staged as a group match, stored without a group. */
const UNNAMED_GROUP = '';

/** The round as openfootball writes it (`competitionStages`' labels), and its group; undefined when not known. */
export function roundAsStageLabel(label: string): { round: string; group: string | null } | undefined {
  const text = label.trim();
  const numbered = /^(.*?)\s*-\s*(\d+)$/.exec(text);
  if (numbered) {
    const [, name = '', number = ''] = numbered;
    const lower = name.toLowerCase();
    if (lower === 'regular season') return { round: `Matchday ${number}`, group: null };
    if (lower === 'league stage' || lower === 'league phase')
      return { round: `League, Matchday ${number}`, group: null };
    if (lower === 'group stage') return { round: `Matchday ${number}`, group: UNNAMED_GROUP };
    const group = /^group ([a-z])$/i.exec(name);
    if (group?.[1]) return { round: `Matchday ${number}`, group: `Group ${group[1].toUpperCase()}` };
    return undefined;
  }
  const knockout: Record<string, string> = {
    'knockout round play-offs': 'Playoffs',
    'play-offs': 'Playoffs',
    '16th finals': 'Round of 32',
    'round of 32': 'Round of 32',
    '8th finals': 'Round of 16',
    'round of 16': 'Round of 16',
    'quarter-finals': 'Quarter-finals',
    'semi-finals': 'Semi-finals',
    '3rd place final': 'Match for third place',
    final: 'Final',
  };
  const round = knockout[text.toLowerCase()];
  return round === undefined ? undefined : { round, group: null };
}

/**
 * Every fixture's stage, from the whole season's fixtures (legs and ties need both legs); null when a round's name is
 * not one we know (qualifying rounds, a provider's new wording): then no match gets a stage rather than a wrong one.
 */
export function apiFootballStages(matches: readonly ApiFootballRoundMatch[]): Map<string, ProviderStage> | null {
  const sources: StageSourceMatch[] = [];
  for (const match of matches) {
    const label = roundAsStageLabel(match.round);
    if (!label) return null;
    sources.push({
      id: match.key,
      round: label.round,
      group: label.group,
      kickoffMs: match.kickoffMs,
      home: match.home,
      away: match.away,
    });
  }
  let staged: ReturnType<typeof competitionStages>;
  try {
    staged = competitionStages(sources);
  } catch {
    return null;
  }
  const kinds = new Map(staged.stages.map((stage) => [stage.key, stage.kind]));
  const groups = new Map(sources.map((source) => [source.id, source.group]));
  const result = new Map<string, ProviderStage>();
  for (const [key, match] of staged.matches) {
    const kind = kinds.get(match.stageKey);
    if (!kind) return null;
    const group = groups.get(key) ?? null;
    result.set(key, {
      key: match.stageKey,
      kind,
      group: group === UNNAMED_GROUP ? null : group,
      leg: match.leg,
      tieKey: match.tieKey,
    });
  }
  return result;
}
