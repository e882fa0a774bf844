import type { LeagueCompetition, LeagueRules, PrivateLeague } from '@scoreline/contracts';
import type { Executor } from '../../db/client';
import type { PlayedCompetition } from './league-competitions';
import { leaguesRepository, type LeagueRow } from './leagues.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A league's rules as shown (issue 59, ADR 112): locked once the first match of its competitions since its creation
 * has kicked off (`lockAt`, that kick-off; absent while no such match is known).
 */
export function rulesOf(row: Pick<LeagueRow, 'jokers' | 'bonus'>, lockAt: Date | undefined, now: Date): LeagueRules {
  return {
    jokers: row.jokers,
    bonus: row.bonus,
    locked: lockAt !== undefined && lockAt.getTime() <= now.getTime(),
    lockAt: lockAt ? lockAt.toISOString() : null,
  };
}

/** Each league's rules (ADR 112) at `now`, with the kick-off that locks them. */
export async function rulesOfLeagues(
  db: Executor,
  rows: readonly LeagueRow[],
  played: ReadonlyMap<number, readonly PlayedCompetition[]>,
  now: Date,
): Promise<Map<number, LeagueRules>> {
  const lockTimes = await leaguesRepository.rulesLockTimes(
    db,
    rows.map((row) => ({ id: row.id, createdAt: new Date(row.created_at), played: played.get(row.id) ?? [] })),
  );
  return new Map(rows.map((row) => [row.id, rulesOf(row, lockTimes.get(row.id), now)]));
}

export function toLeague(
  row: LeagueRow,
  viewerId: number,
  competitions: readonly PlayedCompetition[],
  rules: LeagueRules,
): PrivateLeague {
  return {
    id: row.id,
    leagueName: row.name,
    invitationCode: row.invitation_code,
    owner: { id: row.owner_id, username: row.owner_username },
    memberCount: row.member_count,
    isOwner: row.owner_id === viewerId,
    createdAt: iso(row.created_at),
    competitions: competitions.map(({ slug, name }): LeagueCompetition => ({ slug, name })),
    rules,
  };
}

export { iso };
