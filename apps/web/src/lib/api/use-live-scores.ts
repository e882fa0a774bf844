import { type LiveScoreEvent, type Match } from '@scoreline/contracts';
import { liveEventNames } from '@scoreline/contracts/plain';
import { liveScoreEventCheck } from '@scoreline/contracts/answers';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { phaseOf } from '../match';
import { queryKeys } from './query-keys';

/** A match worth watching: under way, or kicking off within the next hours (its kick-off is news too). */
const WATCH_BEFORE_MS = 6 * 60 * 60 * 1000;

export function isWorthWatching(match: Match, now = Date.now()): boolean {
  const phase = phaseOf(match);
  if (phase === 'live') return true;
  if (phase !== 'scheduled') return false;
  const kickoff = new Date(match.date).getTime();
  return kickoff - now < WATCH_BEFORE_MS && now - kickoff < WATCH_BEFORE_MS;
}

/**
 * While `isWatching`, listens to the server's `GET /api/v1/live` event stream and hands each valid score event to
 * `onScore` (the latest one given: it need not be stable). EventSource reconnects by itself.
 */
export function useLiveScoreEvents(isWatching: boolean, onScore: (event: LiveScoreEvent) => void): void {
  const handler = useRef(onScore);
  useEffect(() => {
    handler.current = onScore;
  });

  useEffect(() => {
    if (!isWatching || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource('/api/v1/live');
    const listener = (event: MessageEvent<string>) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(event.data);
      } catch {
        return;
      }
      if (liveScoreEventCheck.accepts(parsed)) handler.current(parsed);
    };
    source.addEventListener(liveEventNames.score, listener);
    return () => {
      source.removeEventListener(liveEventNames.score, listener);
      source.close();
    };
  }, [isWatching]);
}

/**
 * Live scores without a reload (issue 13): while any of `matches` is live or about to be, the page listens to the
 * live stream, and each change of a match's status, score or minute refetches what shows it (the round lists and that
 * match, which carry the player's provisional points). The round list also polls each minute around kick-off
 * (get-round-matches), the fallback when no stream can be held.
 */
export function useLiveScores(matches: readonly Match[] | undefined): void {
  const queryClient = useQueryClient();
  const isWatching = (matches ?? []).some((match) => isWorthWatching(match));
  useLiveScoreEvents(isWatching, (event) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.matches.rounds() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.matches.detail(event.matchId), exact: true });
  });
}
