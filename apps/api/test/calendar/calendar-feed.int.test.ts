import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarMessages, type CalendarFeed } from '@scoreline/contracts';
import { queryRows } from '../../src/db/client';
import { createPlayer, get } from '../helpers/auth-helpers';
import { KICKOFF, predict, setupRound } from '../helpers/prediction-fixtures';
import { useTestApp } from '../helpers/test-app';

/** Issue 60 (docs/decisions/113): a player's private calendar feed, made, read, replaced and turned off. */
const t = useTestApp({ clockStart: '2024-03-01T12:00:00Z' });
const db = () => t.database.connection.db;

const call = (method: 'GET' | 'POST' | 'DELETE', token?: string) =>
  t.app.inject({
    method,
    url: '/api/v1/user/calendar',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
/** The feed at an address the API answered (its path: the test app has no real host). */
const feed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
/** The feed's events, each as its unfolded lines (RFC 5545 folds lines at 75 octets). */
function eventsOf(ics: string): string[] {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return unfolded.split('BEGIN:VEVENT').slice(1);
}

describe('the calendar feed', () => {
  it('is made by its player, lists their matches with their picks and a deadline alarm, and follows a kick-off', async () => {
    const { matches } = await setupRound(db(), 2);
    const [first, second] = [matches[0]!, matches[1]!];
    const ada = await createPlayer(t.app);

    expect((await call('GET')).statusCode).toBe(401);
    expect((await call('GET', ada.token)).json().data).toEqual({
      active: false,
      createdAt: null,
      url: null,
      webcalUrl: null,
    });

    const made = await call('POST', ada.token);
    expect(made.statusCode).toBe(200);
    expect(made.json().message).toBe(calendarMessages.created);
    const { url, webcalUrl, createdAt } = made.json<{ data: CalendarFeed }>().data as CalendarFeed & { url: string };
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(webcalUrl).toBe(url.replace(/^https?:/, 'webcal:'));
    expect(createdAt).toBe('2024-03-01T12:00:00.000Z');
    // Shown once: the status never gives the link again (only its hash is kept).
    expect((await call('GET', ada.token)).json().data).toEqual({ active: true, createdAt, url: null, webcalUrl: null });
    const [stored] = await queryRows<{ token_hash: string }>(db(), sql`select token_hash from calendar_feeds`);
    expect(url).not.toContain(stored!.token_hash);

    await predict(t.app, ada.token, first.id, '2:1');
    const answer = await feed(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/calendar/);
    const events = eventsOf(answer.body);
    expect(events).toHaveLength(2);
    const [one, two] = events as [string, string];
    expect(one).toContain(`UID:match-${first.id}@scoreline`);
    expect(one).toContain('SUMMARY:Club 0 v Club 1');
    expect(one).toContain(`DTSTART:${KICKOFF.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`);
    expect(one).toContain('Your pick: 2–1');
    expect(one).toContain('TRIGGER:-PT30M');
    expect(two).toContain(`UID:match-${second.id}@scoreline`);
    expect(two).toContain('No pick yet.');

    // The kick-off moves: the same event (its uid) at the new time on the next read.
    await db().execute(sql`update matches set kickoff_at = '2024-03-05T19:45:00Z' where id = ${first.id}`);
    const moved = eventsOf((await feed(url)).body).find((event) => event.includes(`UID:match-${first.id}@`));
    expect(moved).toContain('DTSTART:20240305T194500Z');
  });

  it('stops answering an address replaced or turned off, and refuses a malformed one', async () => {
    await setupRound(db(), 1);
    const bob = await createPlayer(t.app);
    const old = (await call('POST', bob.token)).json().data.url;
    const replaced = (await call('POST', bob.token)).json().data.url;
    expect(replaced).not.toBe(old);

    const gone = await feed(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(calendarMessages.notFound);
    expect((await feed(replaced)).statusCode).toBe(200);

    const off = await call('DELETE', bob.token);
    expect(off.statusCode).toBe(200);
    expect(off.json().data.active).toBe(false);
    expect((await feed(replaced)).statusCode).toBe(404);

    const malformed = await get(t.app, '/calendar/not-a-token.ics');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(calendarMessages.tokenInvalid);
  });
});
