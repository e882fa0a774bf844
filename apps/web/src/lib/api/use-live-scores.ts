import { type Match } from '@scoreline/contracts';
import { liveEventNames } from '@scoreline/contracts/plain';
import { liveScoreEventCheck } from '@scoreline/contracts/answers';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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
 * Live scores without a reload (issue 13): while any of `matches` is live or about to be, the page listens to the
 * server's `GET /api/v1/live` event stream, and each change of a match's status or score refetches what shows it
 * (the round lists and that match, which carry the player's provisional points). EventSource reconnects by itself;
 * the round list also polls each minute around kick-off (get-round-matches), the fallback when no stream can be held.
 */
export function useLiveScores(matches: readonly Match[] | undefined): void {
  const queryClient = useQueryClient();
  const isWatching = (matches ?? []).some((match) => isWorthWatching(match));

  useEffect(() => {
    if (!isWatching || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource('/api/v1/live');
    const onScore = (event: MessageEvent<string>) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(event.data);
      } catch {
        return;
      }
      if (!liveScoreEventCheck.accepts(parsed)) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.matches.rounds() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.matches.detail(parsed.matchId), exact: true });
    };
    source.addEventListener(liveEventNames.score, onScore);
    return () => {
      source.removeEventListener(liveEventNames.score, onScore);
      source.close();
    };
  }, [isWatching, queryClient]);
}
