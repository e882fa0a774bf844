import { isPredictionOpen, type Clock } from '@scoreline/domain';
import type { Database, Executor } from '../../db/client';
import { DEMO_HANDLES, demoPick, seededRandom } from './demo-players';
import { demoRepository as repo, type DemoPick, type MatchForDemo } from './demo.repository';
import { unknownDrawsAmong } from '../football/knockout-draw';

export interface DemoServiceDeps {
  db: Database;
  clock: Clock;
  /** The scoring service: picks for matches that may be scored already go in with no scoring running. */
  scoring: {
    addPredictionsToScoredHistory(work: (tx: Executor) => Promise<void>): Promise<{ rebuilt: boolean }>;
    scorePending(): Promise<unknown>;
  };
}

function picksFor(
  players: { id: number; index: number }[],
  matches: MatchForDemo[],
  skipShare: number,
  madeAt: (match: MatchForDemo, random: () => number) => Date,
): DemoPick[] {
  const picks: DemoPick[] = [];
  for (const player of players) {
    // Skill from the handle's index: the same player is as good on every machine.
    const temperature = 0.7 + (((player.index * 37) % 50) / 50) * 1.3;
    for (const match of matches) {
      const random = seededRandom(player.index * 100_003 + match.id);
      if (random() < skipShare) continue;
      const percents = match.percent
        ? {
            home: parseFloat(match.percent.home),
            draw: parseFloat(match.percent.draw),
            away: parseFloat(match.percent.away),
          }
        : { home: 45, draw: 25, away: 30 };
      const score = demoPick(percents, temperature, random);
      picks.push({
        userId: player.id,
        matchId: match.id,
        home: score.home,
        away: score.away,
        madeAt: madeAt(match, random),
      });
    }
  }
  return picks;
}

/**
 * Demo players (issue #5, DEMO on, never in production with real accounts — see startup-checks): about
 * fifty clearly named accounts whose picks come from the win-probability model with noise, so a new user
 * meets a living leaderboard. They cannot sign in (no usable password). `seed` creates them once with
 * picks for every match already played; `topUp` gives them picks for matches still open, so they keep
 * playing as the replayed season moves on. Scoring happens through the normal scoring service.
 */
export function createDemoService({ db, clock, scoring }: DemoServiceDeps) {
  async function players(executor: Executor): Promise<{ id: number; index: number }[]> {
    return (await repo.players(executor)).map((row) => ({
      id: row.id,
      index: DEMO_HANDLES.indexOf(row.username.slice(5) as never),
    }));
  }

  return {
    /**
     * Creates the demo players once, with picks for every played match. Whatever the scoring jobs did before,
     * the result is as if the picks had always been there: the picks go in while no scoring runs, and if any
     * match was scored already the aggregates are rebuilt by scoring every final match again.
     */
    async seed(): Promise<{ created: number; rebuilt: boolean }> {
      if (await repo.isSeeded(db)) return { created: 0, rebuilt: false };
      const now = clock.now();
      let created = 0;
      const { rebuilt } = await scoring.addPredictionsToScoredHistory(async (tx) => {
        await repo.createPlayers(
          tx,
          DEMO_HANDLES.map((handle, index) => ({
            email: `demo.${handle}@demo.scoreline.invalid`,
            username: `demo_${handle}`,
            firstname: handle[0]!.toUpperCase() + handle.slice(1),
            createdAt: new Date(now.getTime() - (DEMO_HANDLES.length - index) * 86_400_000),
          })),
          now,
        );
        const demo = await players(tx);
        created = demo.length;
        const played = await repo.matches(tx, { kind: 'played' });
        // Played matches: picks dated some hours to three days before kick-off.
        await repo.insertPicks(
          tx,
          picksFor(demo, played, 0.08, (match, random) => {
            return new Date(new Date(match.kickoff_at).getTime() - (2 + Math.floor(random() * 70)) * 3_600_000);
          }),
        );
        await repo.markSeeded(tx, demo.length, now);
      });
      if (rebuilt) await scoring.scorePending();
      return { created, rebuilt };
    },

    /** Picks for matches still open (next 8 days), so the demo players keep playing as rounds move on. */
    async topUp(): Promise<void> {
      const demo = await players(db);
      if (demo.length === 0) return;
      const now = clock.now();
      const horizon = new Date(now.getTime() + 8 * 86_400_000);
      const candidates = (await repo.matches(db, { kind: 'open', from: now, to: horizon })).filter((match) =>
        isPredictionOpen(new Date(match.kickoff_at), now),
      );
      // As a player: a knockout match whose teams are not known yet takes no pick (docs/decisions/105).
      const unknown = await unknownDrawsAmong(
        db,
        candidates.map((match) => match.id),
      );
      const open = candidates.filter((match) => !unknown.has(match.id));
      await repo.insertPicks(
        db,
        picksFor(demo, open, 0.15, () => now),
      );
    },
  };
}

export type DemoService = ReturnType<typeof createDemoService>;
