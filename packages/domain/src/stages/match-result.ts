/**
 * What a match's result is made of (issue 58, ADR 101), and which score predictions are scored on (ADR 059: the
 * score after extra time when there was extra time, never the shoot-out).
 */

export type ScorePair = readonly [number, number];

/** A result as the source gives it: after 90 minutes (`ft`), after extra time (`et`), the shoot-out (`p`). */
export interface SourceScore {
  ft?: ScorePair | undefined;
  et?: ScorePair | undefined;
  p?: ScorePair | undefined;
}

export interface ResultBreakdown {
  /** After 90 minutes (and added time); null when the source has no score. */
  fullTime: ScorePair | null;
  /** After extra time (the 90 minutes' goals included), when extra time was played. */
  afterExtraTime: ScorePair | null;
  /** The shoot-out's kicks, when there was one and the source gives a possible score (never level). */
  penalties: ScorePair | null;
  /** What the predictions are scored on (ADR 059); null while unknown, never invented. */
  scored: ScorePair | null;
  /** How the match was decided, null without a score. */
  decidedBy: 'full-time' | 'extra-time' | 'penalties' | null;
}

/**
 * The result of a match from its source score. A shoot-out needs a level score after extra time; a shoot-out score
 * that is itself level (no winner, which cannot happen) is kept as unknown, the match still decided on penalties.
 */
export function matchResultOf(score: SourceScore): ResultBreakdown {
  const fullTime = score.ft ?? null;
  const afterExtraTime = score.et ?? null;
  const scored = afterExtraTime ?? fullTime;
  if (!scored) return { fullTime, afterExtraTime, penalties: null, scored: null, decidedBy: null };
  if (score.p) {
    const penalties = score.p[0] === score.p[1] ? null : score.p;
    return { fullTime, afterExtraTime, penalties, scored, decidedBy: 'penalties' };
  }
  return { fullTime, afterExtraTime, penalties: null, scored, decidedBy: afterExtraTime ? 'extra-time' : 'full-time' };
}
