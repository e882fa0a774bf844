import { sql } from 'drizzle-orm';
import { statusCodesOf } from '@scoreline/domain';
import { queryRows, type Executor } from '../../db/client';

const SEEDED_KEY = 'demo.seeded';
const finishedList = sql.join(
  statusCodesOf('finished').map((code) => sql`${code}`),
  sql`, `,
);
/** Open for predictions: not kicked off (the predictions service's rule). */
const openList = sql.join(
  statusCodesOf('scheduled').map((code) => sql`${code}`),
  sql`, `,
);

export interface MatchForDemo {
  id: number;
  kickoff_at: Date;
  status: string;
  percent: { home: string; draw: string; away: string } | null;
}

export interface DemoPick {
  userId: number;
  matchId: number;
  home: number;
  away: number;
  madeAt: Date;
}

/** The demo module's SQL (issue #5): demo accounts, the matches they pick, their picks. */
export const demoRepository = {
  async isSeeded(db: Executor): Promise<boolean> {
    const [row] = await queryRows<{ key: string }>(db, sql`select key from app_settings where key = ${SEEDED_KEY}`);
    return row !== undefined;
  },

  async markSeeded(db: Executor, players: number, now: Date): Promise<void> {
    await db.execute(sql`
      insert into app_settings (key, value, updated_at) values (${SEEDED_KEY}, ${JSON.stringify({ players })}::jsonb, ${now})
      on conflict (key) do nothing`);
  },

  /** Creates the demo accounts that do not exist yet (no usable password: they cannot sign in). */
  async createPlayers(
    db: Executor,
    players: { email: string; username: string; firstname: string; createdAt: Date }[],
    now: Date,
  ): Promise<void> {
    const rows = players.map(
      (player) =>
        sql`(${player.email}, ${player.username}, ${player.firstname}, ${'(demo player)'}, ${'!'}, ${now}, true, ${player.createdAt}, ${now})`,
    );
    await db.execute(sql`
      insert into users (email, username, firstname, lastname, password_hash, email_verified_at, is_demo, created_at, updated_at)
      values ${sql.join(rows, sql`, `)}
      on conflict do nothing`);
  },

  async players(db: Executor): Promise<{ id: number; username: string }[]> {
    return queryRows<{ id: number; username: string }>(
      db,
      sql`select id, username from users where is_demo and username like 'demo\\_%' order by id`,
    );
  },

  /** Played matches, or matches open for predictions kicking off between `from` and `to`. */
  async matches(
    db: Executor,
    which: { kind: 'played' } | { kind: 'open'; from: Date; to: Date },
  ): Promise<MatchForDemo[]> {
    const condition =
      which.kind === 'played'
        ? sql`m.status in (${finishedList})`
        : sql`m.status in (${openList}) and m.kickoff_at > ${which.from} and m.kickoff_at <= ${which.to}`;
    return queryRows<MatchForDemo>(
      db,
      sql`select m.id, m.kickoff_at, m.status, x.win_prediction -> 'predictions' -> 'percent' as percent
            from matches m left join match_extras x on x.match_id = m.id
           where ${condition} order by m.kickoff_at, m.id`,
    );
  },

  /** Inserts picks (one per player and match at most) and moves each player's prediction counter with them. */
  async insertPicks(db: Executor, picks: DemoPick[]): Promise<void> {
    for (let start = 0; start < picks.length; start += 1000) {
      const chunk = picks
        .slice(start, start + 1000)
        .map((pick) => sql`(${pick.userId}, ${pick.matchId}, ${pick.home}, ${pick.away}, ${pick.madeAt})`);
      await db.execute(sql`
        with inserted as (
          insert into predictions (user_id, match_id, home_goals, away_goals, created_at)
          values ${sql.join(chunk, sql`, `)}
          on conflict (user_id, match_id) do nothing
          returning user_id, match_id
        )
        insert into player_totals as t (competition_id, season, user_id, predictions_made)
        select m.competition_id, m.season, i.user_id, count(*)::int
          from inserted i join matches m on m.id = i.match_id
         group by m.competition_id, m.season, i.user_id
         -- In the players' order, as the scoring moves these rows: two such writers never deadlock.
         order by m.competition_id, m.season, i.user_id
        on conflict (competition_id, season, user_id)
          do update set predictions_made = t.predictions_made + excluded.predictions_made`);
    }
  },
};
