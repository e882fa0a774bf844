import type { Database } from '../../src/db/client';
import { leagues, matches, teams } from '../../src/db/schema';
import { EMBEDDED_LEAGUE_KEY } from '../../src/modules/football/providers/embedded/embedded.provider';

let fixtureCounter = 0;

/**
 * The league on show (the embedded competition's key, so its rounds are the season's rounds) and some clubs,
 * inserted directly (tests of predictions do not need a provider). A second call reuses the league.
 */
export async function seedLeague(db: Database, clubCount = 4) {
  const [league] = await db
    .insert(leagues)
    .values({ provider: 'embedded', providerLeagueId: EMBEDDED_LEAGUE_KEY, name: 'Test League', type: 'League' })
    .onConflictDoUpdate({ target: [leagues.provider, leagues.providerLeagueId], set: { name: 'Test League' } })
    .returning();
  const clubs = await db
    .insert(teams)
    .values(
      Array.from({ length: clubCount }, (_, index) => ({
        slug: `club-${index}-${Math.random().toString(36).slice(2, 8)}`,
        name: `Club ${index}`,
        shortName: `C${index}`,
      })),
    )
    .returning();
  if (!league) throw new Error('no league');
  return { league, clubs };
}

export async function seedMatch(
  db: Database,
  values: {
    leagueId: number;
    homeTeamId: number;
    awayTeamId: number;
    round: number;
    kickoffAt: Date;
    status?: 'NS' | 'FT' | '1H';
    goals?: [number, number];
  },
) {
  fixtureCounter += 1;
  const [match] = await db
    .insert(matches)
    .values({
      provider: 'embedded',
      providerFixtureId: `t-${fixtureCounter}-${Math.random().toString(36).slice(2, 8)}`,
      leagueId: values.leagueId,
      season: 2023,
      round: values.round,
      roundLabel: `Regular Season - ${values.round}`,
      kickoffAt: values.kickoffAt,
      status: values.status ?? 'NS',
      homeTeamId: values.homeTeamId,
      awayTeamId: values.awayTeamId,
      homeGoals: values.goals?.[0] ?? null,
      awayGoals: values.goals?.[1] ?? null,
    })
    .returning();
  if (!match) throw new Error('no match');
  return match;
}
