import { msUntilPredictionCloses } from '@scoreline/domain';
import { useEffect, useState } from 'react';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '2 d 4 h', '2 h 14 min', '9 min', 'under a minute': how long a card stays open, to the minute. */
export function formatTimeLeft(ms: number): string {
  if (ms < MINUTE) return 'under a minute';
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return `${minutes} min`;
}

/** The time left before predictions close for a kick-off (issue 13's countdown), refreshed every half minute. */
export function useClosingCountdown(kickoff: string, isActive: boolean): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isActive) return undefined;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 30_000);
    return () => {
      clearInterval(timer);
    };
  }, [isActive]);
  if (!isActive) return null;
  const left = msUntilPredictionCloses(new Date(kickoff), new Date(now));
  return left > 0 ? formatTimeLeft(left) : null;
}
