import ical, { ICalAlarmType, ICalEventStatus } from 'ical-generator';
import { calendarFeedWords as words, type MatchStatusCode } from '@scoreline/contracts';
import { isKickoffTimeKnown, matchPhaseOf, predictionClosesAt } from '@scoreline/domain';
import type { CalendarMatchRow } from './calendar.repository';

/** A match's slot in the calendar: about the length of a match with its break. */
const MATCH_MS = 2 * 60 * 60 * 1000;
/** The alarm: 30 minutes before kick-off, 20 before predictions close (spec §9: 10 minutes before kick-off). */
const ALARM_BEFORE_KICKOFF_S = 30 * 60;
/** How often a calendar app is asked to read the feed again (X-PUBLISHED-TTL; most apps choose their own). */
const REFRESH_S = 60 * 60;

export interface FeedMatch extends CalendarMatchRow {
  /** The sides as shown: the teams, or a knockout match's slots while its teams are not known. */
  home: string;
  away: string;
}

/**
 * Issue 60 (docs/decisions/113): a player's matches as an iCalendar feed (ical-generator). One event per match, its
 * uid the match's, so a moved kick-off moves the event in the player's calendar at its next read; the player's pick in
 * the description once made; an alarm before the prediction deadline while the match is still to be played.
 */
export function calendarFeed(matches: readonly FeedMatch[], { appUrl, now }: { appUrl: string; now: Date }): string {
  const calendar = ical({
    name: words.name,
    description: words.description,
    prodId: { company: 'Scoreline', product: 'Scoreline', language: 'EN' },
    ttl: REFRESH_S,
    timezone: 'UTC',
  });
  for (const match of matches) {
    const kickoff = new Date(match.kickoff_at);
    const phase = matchPhaseOf(match.status as MatchStatusCode);
    const title = `${match.home} v ${match.away}`;
    const result =
      phase === 'finished' && match.home_goals !== null && match.away_goals !== null
        ? `${match.home} ${match.home_goals}–${match.away_goals} ${match.away}`
        : title;
    const url = `${appUrl}/upcoming-matches/${match.id}`;
    const description = [
      `${match.competition_name} · ${match.round_label}`,
      match.pick_home !== null && match.pick_away !== null
        ? words.yourPick(match.pick_home, match.pick_away)
        : words.noPick,
      phase === 'postponed' ? words.postponed : null,
      phase === 'cancelled' ? words.cancelled : null,
      phase === 'scheduled' && !isKickoffTimeKnown(match.status as MatchStatusCode) ? words.timeToBeDecided : null,
      phase === 'scheduled' ? words.closes(predictionClosesAt(kickoff).toISOString().slice(11, 16)) : null,
      `${words.open}: ${url}`,
    ].filter((line): line is string => line !== null);
    const event = calendar.createEvent({
      id: `match-${match.id}@scoreline`,
      start: kickoff,
      end: new Date(kickoff.getTime() + MATCH_MS),
      stamp: now,
      summary: phase === 'postponed' ? `${title} (postponed)` : result,
      description: description.join('\n'),
      location: match.venue_name,
      url,
      status: phase === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
    if (phase === 'scheduled' && kickoff.getTime() > now.getTime()) {
      event.createAlarm({
        type: ICalAlarmType.display,
        trigger: ALARM_BEFORE_KICKOFF_S,
        description: words.deadline(title),
      });
    }
  }
  return calendar.toString();
}
