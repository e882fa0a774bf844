import { isPredictionOpen, msUntilPredictionCloses } from '@scoreline/domain';
import { useEffect, useState } from 'react';

/** setTimeout holds at most 2^31 - 1 ms (about 24.8 days); a longer wait is taken in steps. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Whether predictions for a kick-off are still open, flipping to closed at the very moment the window shuts
 * (spec §4: 'Prediction Closed' from 10 minutes before kick-off, also on a page left open across that moment).
 */
export function usePredictionWindow(kickoff: string): boolean {
  const [now, setNow] = useState(() => new Date());
  const kickoffDate = new Date(kickoff);
  const isOpen = isPredictionOpen(kickoffDate, now);

  useEffect(() => {
    const closesIn = msUntilPredictionCloses(new Date(kickoff), new Date());
    if (closesIn === 0 && !isOpen) return undefined;
    // Wakes at the close moment (or at once when the kick-off moved and the shown state is out of date).
    const timer = setTimeout(
      () => {
        setNow(new Date());
      },
      Math.min(closesIn, MAX_TIMER_MS),
    );
    return () => {
      clearTimeout(timer);
    };
  }, [kickoff, isOpen, now]);

  return isOpen;
}
