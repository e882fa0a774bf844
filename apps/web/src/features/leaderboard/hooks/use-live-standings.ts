import type { LiveScoreEvent } from '@scoreline/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { queryKeys } from '@/lib/api/query-keys';
import { useLiveScoreEvents } from '@/lib/api/use-live-scores';

/**
 * issue 55: the "if it ended now" standings follow the matches without a reload. While the view is on, the page
 * listens to the live stream, and every change of a match's status or score (a kick-off, a goal, half time, the final
 * whistle) refetches the rankings shown; the minute alone does not. At the final whistle the server counts the match's
 * final score until its scoring lands, so the standings move to the final figures at once and stay there.
 */
export function useLiveStandings(isOn: boolean): void {
  const queryClient = useQueryClient();
  const seen = useRef(new Map<number, string>());
  useLiveScoreEvents(isOn, (event: LiveScoreEvent) => {
    const state = `${event.status}:${event.home ?? ''}:${event.away ?? ''}`;
    if (seen.current.get(event.matchId) === state) return;
    seen.current.set(event.matchId, state);
    void queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.leagues.all });
  });
}
