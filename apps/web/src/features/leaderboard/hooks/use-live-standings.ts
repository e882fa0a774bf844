import type { LiveScoreEvent } from '@scoreline/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { queryKeys } from '@/lib/api/query-keys';
import { useLiveScoreEvents } from '@/lib/api/use-live-scores';

/**
 * issue 55: the "if it ended now" standings follow the live matches without a reload. While the view is on and a match
 * is live, every change of a live match's status or score (a goal, half time, the final whistle) refetches the
 * rankings shown; the minute alone does not. At the final whistle the server counts the match's final score until its
 * scoring lands, so the standings move to the final figures at once and stay there.
 */
export function useLiveStandings(isOn: boolean, liveMatches: number): void {
  const queryClient = useQueryClient();
  const seen = useRef(new Map<number, string>());
  useLiveScoreEvents(isOn && liveMatches > 0, (event: LiveScoreEvent) => {
    const state = `${event.status}:${event.home ?? ''}:${event.away ?? ''}`;
    const before = seen.current.get(event.matchId);
    seen.current.set(event.matchId, state);
    // The stream opens with every live match's state: what the page already shows.
    if (before === undefined || before === state) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.leagues.all });
  });
}
