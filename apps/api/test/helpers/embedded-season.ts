import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseConnection } from '../../src/db/client';

export interface SeasonFixture {
  id: number;
  matchday: number;
  kickoffUtc: string;
  home: string;
  away: string;
  score: { ht: [number, number]; ft: [number, number] };
}

const season = JSON.parse(
  readFileSync(new URL('../../../../data/openfootball/epl-2023-24.fixtures.json', import.meta.url), 'utf8'),
) as { fixtures: SeasonFixture[] };
export const fixtures = season.fixtures;
export const realKickoff = (fixture: SeasonFixture) => Date.parse(fixture.kickoffUtc);
export const MINUTE = 60_000;

export interface MatchRow {
  provider_fixture_id: string;
  round: number;
  kickoff_at: Date | string;
  status: string;
  home_goals: number | null;
  away_goals: number | null;
  ht_home_goals: number | null;
  ht_away_goals: number | null;
  status_elapsed: number | null;
  venue_name: string | null;
  referee: string | null;
}

export async function matchRows(connection: DatabaseConnection): Promise<Map<number, MatchRow>> {
  const rows = await queryRows<MatchRow & Record<string, unknown>>(
    connection.db,
    sql`select provider_fixture_id, round, kickoff_at, status, home_goals, away_goals, ht_home_goals, ht_away_goals,
      status_elapsed, venue_name, referee from matches where provider = 'embedded'`,
  );
  return new Map(rows.map((row) => [Number(row.provider_fixture_id), row]));
}

export const kickoffMs = (row: MatchRow | undefined) => new Date(row?.kickoff_at ?? NaN).getTime();
