import type { Clock } from '@scoreline/domain';
import { chooseReplayShift, WEEK_MS, type ScheduledMatch } from './replay-calendar';

/** The replay decision kept in app_settings so that restarts keep the calendar. */
export interface ReplayState {
  /** The matchday (a competition's stage order) that was made current at first start. */
  round: number;
  shiftWeeks: number;
  decidedAt: string;
}

/** Where the replay decision is kept (app_settings in production, anything in tests). */
export interface ReplayStateStore {
  load(): Promise<ReplayState | undefined>;
  /** Stores the state unless `replace` is false and one exists already; resolves with the state now stored. */
  save(state: ReplayState, options: { replace: boolean }): Promise<ReplayState>;
}

/**
 * The replay shift in ms of an embedded competition (replay-calendar.ts): decided at first start (or when the round to
 * make current changes) and stored, so restarts and other processes keep the same calendar. 0 (the real dates) when
 * the replay is off.
 */
export async function decideReplayShiftMs(
  options: { replayRound: number | null; store: ReplayStateStore; clock: Clock },
  schedule: () => Promise<ScheduledMatch[]>,
): Promise<number> {
  const { replayRound, store, clock } = options;
  if (replayRound === null) return 0;
  const stored = await store.load();
  if (stored && stored.round === replayRound) return stored.shiftWeeks * WEEK_MS;
  const now = clock.now();
  const state: ReplayState = {
    round: replayRound,
    shiftWeeks: chooseReplayShift(await schedule(), replayRound, now.getTime()),
    decidedAt: now.toISOString(),
  };
  // A first decision never overwrites one made meanwhile by another process; a changed round does.
  const kept = await store.save(state, { replace: stored !== undefined });
  return kept.shiftWeeks * WEEK_MS;
}
