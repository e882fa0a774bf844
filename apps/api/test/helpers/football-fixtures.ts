import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { competitions, matches, teams } from '../../src/db/schema';
import { EMBEDDED_COMPETITION_KEY } from '../../src/modules/football/providers/embedded/embedded.provider';

let fixtureCounter = 0;

/**
 * The competition on show (the embedded season's, as the default config selects) and some clubs, inserted
 * directly: tests of predictions need no provider.
 */
export async function seedCompetition(db: Database, clubCount = 4) {
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
