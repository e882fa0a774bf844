import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left of a wait that starts on mount and again on `restart()` (spec §4: resend is
 * disabled for 60 s after arrival and after each successful resend). The length may change while it
 * runs (it comes from GET /config), and the countdown follows it.
 */
export function useCountdown(durationSeconds: number): { secondsLeft: number; restart: () => void } {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const endsAt = startedAt + durationSeconds * 1000;
  const isRunning = now < endsAt;

  useEffect(() => {
    if (!isRunning) return undefined;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [isRunning]);

  const restart = useCallback(() => {
    const time = Date.now();
    setStartedAt(time);
    setNow(time);
  }, []);

  return { secondsLeft: isRunning ? Math.ceil((endsAt - now) / 1000) : 0, restart };
}
