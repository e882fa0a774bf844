import { nice, ticks } from 'd3-array';

/** Where a number stands along an axis. */
export type LinearScale = (value: number) => number;

/**
 * The charts' number axis: `domain` mapped straight onto `range` in pixels. d3-scale's `scaleLinear` does the same but
 * brings d3's colour interpolation and number formats (~7 KiB gzip) for figures the charts only place (ADR 049).
 */
export function linearScale([from, to]: [number, number], [start, end]: [number, number]): LinearScale {
  const span = to - from || 1;
  return (value) => start + ((value - from) / span) * (end - start);
}

/**
 * The points axis: from 0 to `max` rounded up to a round figure, as d3 rounds a domain, with up to five whole-number
 * ticks on it (0, 5, 10… for a best round of 20).
 */
export function pointsAxis(max: number): { top: number; ticks: number[] } {
  const [, top] = nice(0, Math.max(1, max), 10);
  return { top, ticks: ticks(0, top, 5).filter((tick) => Number.isInteger(tick)) };
}
