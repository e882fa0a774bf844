import { calendarMessages, type CalendarFeed } from '@scoreline/contracts';
import type { Clock } from '@scoreline/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { generateToken, hashToken } from '../../lib/tokens';
import type { CompetitionsService } from '../competitions/competitions.service';
import { unknownDraws } from '../football/knockout-draw';
import { calendarFeed, type FeedMatch } from './calendar-feed';
import { calendarRepository as repo } from './calendar.repository';

/** A feed lists the matches from a week ago on (the latest results stay in view), at most this many. */
const PAST_DAYS = 7;
const MAX_MATCHES = 2000;

/**
 * Issue 60 (docs/decisions/113): a player's private calendar feed. Its address holds a random token (256 bits) kept as
 * its SHA-256 only: shown in the answer that makes it, never again; made again, the old address stops working.
 */
export function createCalendarService({
  db,
  clock,
  competitions,
}: {
  db: Database;
  clock: Clock;
  competitions: Pick<CompetitionsService, 'list' | 'resolve'>;
}) {
  /** The feed's address under `origin` (the app's public address). */
  const addressesOf = (origin: string, token: string) => {
    const url = `${origin}/api/v1/calendar/${token}.ics`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
  };

  return {
    async status(userId: number): Promise<CalendarFeed> {
      const createdAt = await repo.createdAt(db, userId);
      return { active: createdAt !== null, createdAt: createdAt?.toISOString() ?? null, url: null, webcalUrl: null };
    },

    /** Makes the player's calendar link (a new one if they had one: the old one stops working). */
    async create(userId: number, origin: string): Promise<CalendarFeed> {
      const token = generateToken();
      const now = clock.now();
      await repo.replace(db, userId, hashToken(token), now);
      return { active: true, createdAt: now.toISOString(), ...addressesOf(origin, token) };
    },

    /** Turns the player's calendar link off (nothing to do when it is off already). */
    async revoke(userId: number): Promise<CalendarFeed> {
      await repo.remove(db, userId);
      return { active: false, createdAt: null, url: null, webcalUrl: null };
    },

    /**
     * The feed of the player whose token ends `file` (`<token>.ics`): the matches of their competitions ('My
     * competitions', ADR 107) as iCalendar text. A token nobody holds (replaced, turned off, a blocked player's) is a 404.
     */
    async feed(file: string, appUrl: string): Promise<string> {
      const userId = await repo.ownerOf(db, hashToken(file.replace(/\.ics$/, '')));
      if (userId === undefined) throw new AppError('NOT_FOUND', calendarMessages.notFound);
      const mine = (await competitions.list(userId)).filter((competition) => competition.mine);
      const keys = (await Promise.all(mine.map((competition) => competitions.resolve(competition.slug)))).filter(
        (key) => key !== null,
      );
      const now = clock.now();
      const since = new Date(now.getTime() - PAST_DAYS * 24 * 60 * 60 * 1000);
      const [rows, ...slots] = await Promise.all([
        repo.matches(db, userId, keys, since, MAX_MATCHES),
        ...keys.map((key) => unknownDraws(db, key.competitionId, key.season)),
      ]);
      const matches: FeedMatch[] = rows.map((row) => {
        const slot = slots.map((bySeason) => bySeason.get(row.id)).find((found) => found !== undefined);
        return { ...row, home: slot?.home ?? row.home_name, away: slot?.away ?? row.away_name };
      });
      return calendarFeed(matches, { appUrl, now });
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
