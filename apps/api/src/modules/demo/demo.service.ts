import { sql } from 'drizzle-orm';
import { finishedStatusCodes } from '@scoreline/contracts';
import { isPredictionOpen, type Clock } from '@scoreline/domain';
import { queryRows, type Database } from '../../db/client';
import { DEMO_HANDLES, demoPick, seededRandom } from './demo-players';

const SEEDED_KEY = 'demo.seeded';
const finishedList = sql.join(
  finishedStatusCodes.map((code) => sql`${code}`),
  sql`, `,
);

interface MatchForDemo {
  id: number;
  kickoff_at: Date;
  status: string;
  percent: { home: string; draw: string; away: string } | null;
}

/**
 * Demo players (issue #5, DEMO on, never in production with real accounts — see startup-checks): about
 * fifty clearly named accounts whose picks come from the win-probability model with noise, so a new user
 * meets a living leaderboard. They cannot sign in (no usable password). `seed` creates them once with
 * picks for every match already played; `topUp` gives them picks for matches still open, so they keep
 * playing as the replayed season moves on. Scoring happens through the normal scoring service.
 */
export function createDemoService({ db, clock }: { db: Database; clock: Clock }) {
  async function demoPlayers(): Promise<{ id: number; index: number }[]> {
    const rows = await queryRows<{ id: number; username: string }>(
      db,
      sql`select id, username from users where is_demo and username like 'demo\\_%' order by id`,
    );
    return rows.map((row) => ({ id: row.id, index: DEMO_HANDLES.indexOf(row.username.slice(5) as never) }));
  }

  async function matchesWhere(condition: ReturnType<typeof sql>): Promise<MatchForDemo[]> {
    return queryRows<MatchForDemo>(
      db,
      sql`select m.id, m.kickoff_at, m.status, x.win_prediction -> 'predictions' -> 'percent' as percent
            from matches m left join match_extras x on x.match_id = m.id
           where ${condition} order by m.kickoff_at, m.id`,
    );
  }

  async function insertPicks(
    players: { id: number; index: number }[],
    matches: MatchForDemo[],
    skipShare: number,
    madeAt: (match: MatchForDemo, random: () => number) => Date,
  ) {
    const values = [];
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
        values.push(sql`(${player.id}, ${match.id}, ${score.home}, ${score.away}, ${madeAt(match, random)})`);
      }
    }
    for (let start = 0; start < values.length; start += 1000) {
      const chunk = values.slice(start, start + 1000);
      await db.execute(sql`
        with inserted as (
          insert into predictions (user_id, match_id, home_goals, away_goals, created_at)
          values ${sql.join(chunk, sql`, `)}
          on conflict (user_id, match_id) do nothing
          returning user_id
        )
        insert into player_totals as t (user_id, predictions_made)
        select user_id, count(*)::int from inserted group by user_id
        on conflict (user_id) do update set predictions_made = t.predictions_made + excluded.predictions_made`);
    }
  }

  return {
    /**
     * Creates the demo players once. Must run before the first scoring of the season's matches (the job
     * does: sync, then seed, then score). If matches were scored already, the aggregates are rebuilt so
     * the demo picks count exactly like everyone else's.
     */
    async seed(): Promise<{ created: number; rebuilt: boolean }> {
      const [done] = await queryRows<{ key: string }>(db, sql`select key from app_settings where key = ${SEEDED_KEY}`);
      if (done) return { created: 0, rebuilt: false };
      const now = clock.now();
      const users = DEMO_HANDLES.map(
        (handle, index) =>
          sql`(${`demo.${handle}@demo.scoreline.invalid`}, ${`demo_${handle}`}, ${handle[0]!.toUpperCase() + handle.slice(1)},
               ${'(demo player)'}, ${'!'}, ${now}, true, ${new Date(now.getTime() - (DEMO_HANDLES.length - index) * 86_400_000)}, ${now})`,
      );
      await db.execute(sql`
        insert into users (email, username, firstname, lastname, password_hash, email_verified_at, is_demo, created_at, updated_at)
        values ${sql.join(users, sql`, `)}
        on conflict do nothing`);
      const players = await demoPlayers();
      const played = await matchesWhere(sql`m.status in (${finishedList})`);
      // Played matches: picks dated some hours to three days before kick-off.
      await insertPicks(players, played, 0.08, (match, random) => {
        return new Date(new Date(match.kickoff_at).getTime() - (2 + Math.floor(random() * 70)) * 3_600_000);
      });
      const [scored] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from match_scoring`);
      const rebuilt = (scored?.count ?? 0) > 0;
      if (rebuilt) {
        // Aggregates already hold scored matches without the demo picks: start them again from zero and
        // let the scoring service replay every final match in kick-off order.
        await db.execute(sql`truncate player_round_totals, player_day_totals, round_rank_snapshots, match_scoring`);
        await db.execute(sql`update player_totals set points = 0, scored = 0, exact = 0, outcomes = 0`);
      }
      await db.execute(sql`
        insert into app_settings (key, value, updated_at) values (${SEEDED_KEY}, ${JSON.stringify({ players: players.length })}::jsonb, ${now})
        on conflict (key) do nothing`);
      return { created: players.length, rebuilt };
    },

    /** Picks for matches still open (next 8 days), so the demo players keep playing as rounds move on. */
    async topUp(): Promise<void> {
      const players = await demoPlayers();
      if (players.length === 0) return;
      const now = clock.now();
      const horizon = new Date(now.getTime() + 8 * 86_400_000);
      const open = (
        await matchesWhere(sql`m.status = 'NS' and m.kickoff_at > ${now} and m.kickoff_at <= ${horizon}`)
      ).filter((match) => isPredictionOpen(new Date(match.kickoff_at), now));
      await insertPicks(players, open, 0.15, () => now);
    },
  };
}

export type DemoService = ReturnType<typeof createDemoService>;
