import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { competitions, competitionSeasons, matches, teams } from '../../src/db/schema';
import { competitionSeasonSlug } from '../../src/modules/football/competition-seasons';
import { EMBEDDED_COMPETITION_KEY } from '../../src/modules/football/providers/embedded/embedded.provider';

let fixtureCounter = 0;

/**
 * The competition on show (the embedded season's, as the default config selects) and some clubs, inserted
 * directly: tests of predictions need no provider.
 */
export async function seedCompetition(db: Database, clubCount = 4) {
  const league = await defaultCompetition(db);
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
  return { league, clubs };
}

/** The competition on show (the default config's), made unless it is there. */
export async function defaultCompetition(db: Database) {
  await db
    .insert(competitions)
    .values({
      provider: 'embedded',
      providerCompetitionId: EMBEDDED_COMPETITION_KEY,
      name: 'Test League',
      type: 'League',
    })
    .onConflictDoNothing();
  const [league] = await db
    .select()
    .from(competitions)
    .where(
      and(eq(competitions.provider, 'embedded'), eq(competitions.providerCompetitionId, EMBEDDED_COMPETITION_KEY)),
    );
  if (!league) throw new Error('no league');
  // Its competition-season, as the sync writes it with the competition: calls name it by its slug (issue 58).
  await db
    .insert(competitionSeasons)
    .values({
      competitionId: league.id,
      season: 2023,
      slug: competitionSeasonSlug(league.name, 2023),
      name: league.name,
      kind: 'league',
    })
    .onConflictDoNothing();
  return league;
}

/** The default competition-season's key (the competition on show, season 2023 as the default config says). */
export async function defaultSeason(db: Database): Promise<{ competitionId: number; season: number }> {
  return { competitionId: (await defaultCompetition(db)).id, season: 2023 };
}

export async function seedMatch(
  db: Database,
  values: {
    competitionId: number;
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
      competitionId: values.competitionId,
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

/** The one competition-season a test's matches belong to (issue 56: every aggregate is keyed by it). */
export async function onlySeason(db: Database): Promise<{ competitionId: number; season: number }> {
  const rows = await db.selectDistinct({ competitionId: matches.competitionId, season: matches.season }).from(matches);
  if (rows.length !== 1) throw new Error(`expected one competition-season, found ${rows.length}`);
  return rows[0]!;
}
