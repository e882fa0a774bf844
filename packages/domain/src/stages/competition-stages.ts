/**
 * A competition as a list of stages (issue 58, ADR 101): league matchdays, group matchdays, knockout rounds (with two
 * legs where they have them). Pure: the matches come in with their source round labels (openfootball's), and the
 * stages come out in playing order with stable keys, so the same file always gives the same stages.
 */

export type StageKind = 'league' | 'group' | 'knockout';

/** One match as the source lists it. */
export interface StageSourceMatch {
  /** Unique within the competition. */
  id: string;
  /** The source's round label: 'Matchday 3', 'League, Matchday 5', 'Playoffs, Matchday 1', 'Finals, Round of 16'. */
  round: string;
  /** 'Group A' for a group match, else null. */
  group: string | null;
  kickoffMs: number;
  home: string;
  away: string;
}

export interface Stage {
  /** Stable within the competition: 'matchday-3', 'group-stage-2', 'league-phase-5', 'play-offs', 'round-of-16'. */
  key: string;
  kind: StageKind;
  /** What the round selector shows: 'Matchday 3', 'Group stage · Matchday 2', 'Round of 16', 'Final'. */
  name: string;
  /** 1-based position in playing order. */
  order: number;
  /** Whether each tie of this (knockout) stage is played over two legs. */
  isTwoLegged: boolean;
  matchCount: number;
}

export interface StagedMatch {
  stageKey: string;
  /** 1 or 2 in a two-legged tie, null otherwise. */
  leg: 1 | 2 | null;
  /** The tie both legs share ('round-of-16:arsenal:psv', the first leg's home side first); null for a single match. */
  tieKey: string | null;
}

export interface CompetitionStages {
  stages: Stage[];
  /** By match id. */
  matches: Map<string, StagedMatch>;
}

/** Knockout rounds in playing order: the source's spellings, each with our key and name. */
const knockoutRounds: readonly { key: string; name: string; labels: readonly string[] }[] = [
  { key: 'play-offs', name: 'Play-offs', labels: ['playoffs', 'play-offs', 'knockout round play-offs'] },
  { key: 'round-of-32', name: 'Round of 32', labels: ['round of 32'] },
  { key: 'round-of-16', name: 'Round of 16', labels: ['round of 16'] },
  { key: 'quarter-final', name: 'Quarter-final', labels: ['quarter-final', 'quarter-finals', 'quarterfinals'] },
  { key: 'semi-final', name: 'Semi-final', labels: ['semi-final', 'semi-finals', 'semifinals'] },
  { key: 'third-place', name: 'Match for third place', labels: ['match for third place', 'third place'] },
  { key: 'final', name: 'Final', labels: ['final'] },
];

interface StageHead {
  key: string;
  kind: StageKind;
  name: string;
  /** Sorts the stages: phase (0 league or group, 1 knockout), then number. */
  rank: [number, number];
}

const matchdayPattern = /^matchday (\d+)$/;

/** The stage a source label names (group-stage rounds excepted: they need every group match, see `groupRounds`). */
function stageOfLabel(label: string): StageHead {
  const parts = label
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const last = parts.at(-1) ?? '';
  const first = parts[0] ?? '';
  const matchday = matchdayPattern.exec(last)?.[1];
  if (parts.length === 1 && matchday)
    return { key: `matchday-${matchday}`, kind: 'league', name: `Matchday ${matchday}`, rank: [0, Number(matchday)] };
  if (first === 'league' && matchday) {
    return {
      key: `league-phase-${matchday}`,
      kind: 'league',
      name: `League phase · Matchday ${matchday}`,
      rank: [0, Number(matchday)],
    };
  }
  // 'Playoffs, Matchday 1' and '…, Matchday 2' are the two legs of one stage.
  const knockoutLabel = matchday && parts.length > 1 ? first : last;
  const index = knockoutRounds.findIndex((round) => round.labels.includes(knockoutLabel));
  const round = knockoutRounds[index];
  if (!round) throw new RangeError(`Unknown round '${label}'`);
  return { key: round.key, kind: 'knockout', name: round.name, rank: [1, index] };
}

/**
 * Group-stage rounds: a match's round is its teams' first, second or third group match (by kick-off), not the source's
 * 'Matchday n', which in a World Cup file counts calendar days.
 */
function groupRounds(matches: readonly StageSourceMatch[]): Map<string, number> {
  const played = new Map<string, number>();
  const rounds = new Map<string, number>();
  const ordered = [...matches].sort((a, b) => a.kickoffMs - b.kickoffMs || a.id.localeCompare(b.id));
  for (const match of ordered) {
    const home = played.get(match.home) ?? 0;
    const away = played.get(match.away) ?? 0;
    rounds.set(match.id, Math.max(home, away) + 1);
    played.set(match.home, home + 1);
    played.set(match.away, away + 1);
  }
  return rounds;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

/** The stages of a competition and, for every match, its stage, leg and tie. */
export function competitionStages(matches: readonly StageSourceMatch[]): CompetitionStages {
  const grouped = matches.filter((match) => match.group !== null);
  const groupRoundOf = groupRounds(grouped);
  const heads = new Map<string, StageHead>();
  const members = new Map<string, StageSourceMatch[]>();
  for (const match of matches) {
    const round = groupRoundOf.get(match.id);
    const head: StageHead =
      round === undefined
        ? stageOfLabel(match.round)
        : { key: `group-stage-${round}`, kind: 'group', name: `Group stage · Matchday ${round}`, rank: [0, round] };
    heads.set(head.key, head);
    members.set(head.key, [...(members.get(head.key) ?? []), match]);
  }

  const staged = new Map<string, StagedMatch>();
  const stages: Stage[] = [...heads.values()]
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1])
    .map((head, index) => {
      const stageMatches = members.get(head.key) ?? [];
      const ties = new Map<string, StageSourceMatch[]>();
      for (const match of stageMatches) {
        const pair = pairKey(match.home, match.away);
        ties.set(pair, [...(ties.get(pair) ?? []), match]);
      }
      // A knockout round is two-legged when every pair of teams meets exactly twice, home and away.
      const isTwoLegged =
        head.kind === 'knockout' &&
        [...ties.values()].every((tie) => tie.length === 2 && tie[0]?.home === tie[1]?.away);
      for (const match of stageMatches) {
        if (!isTwoLegged) {
          staged.set(match.id, { stageKey: head.key, leg: null, tieKey: null });
          continue;
        }
        const [first, second] = [...(ties.get(pairKey(match.home, match.away)) ?? [])].sort(
          (a, b) => a.kickoffMs - b.kickoffMs,
        );
        const tieKey = `${head.key}:${first?.home ?? ''}:${first?.away ?? ''}`;
        staged.set(match.id, { stageKey: head.key, leg: match === second ? 2 : 1, tieKey });
      }
      return {
        key: head.key,
        kind: head.kind,
        name: head.name,
        order: index + 1,
        isTwoLegged,
        matchCount: stageMatches.length,
      };
    });
  return { stages, matches: staged };
}

/**
 * A stage's display name from its key ('matchday-27' → 'Matchday 27', 'round-of-16' → 'Round of 16'), the same names
 * `competitionStages` gives; null for a key it does not make. For matches stored with a provider's own round label
 * ('Regular Season - 27').
 */
export function stageNameOf(key: string): string | null {
  const numbered = /^(matchday|league-phase|group-stage)-(\d+)$/.exec(key);
  if (numbered) {
    const prefix = { matchday: '', 'league-phase': 'League phase · ', 'group-stage': 'Group stage · ' }[
      numbered[1] as 'matchday' | 'league-phase' | 'group-stage'
    ];
    return `${prefix}Matchday ${numbered[2]}`;
  }
  return knockoutRounds.find((round) => round.key === key)?.name ?? null;
}
