import { localPoint } from '@visx/event';
import type { PointerEvent } from 'react';

/** The charts' colours and margins (the pitch palette of the Tailwind theme). */
export const chartColours = {
  axis: '#8aa593',
  grid: '#235c39',
  bar: '#c8f23c',
  barHover: 'rgb(200 242 60 / 0.08)',
  line: '#ffbb33',
  lineHover: '#3b7f55',
} as const;
export const chartMargin = { top: 8, right: 12, bottom: 24, left: 32 } as const;
export const tickLabel = { fill: chartColours.axis, fontSize: 12, fontFamily: 'inherit' } as const;

export type ChartSize = { width: number; height: number };

/** The plot inside a chart of `size`: its box less the margins the axes stand in. */
export function plotArea(size: ChartSize): ChartSize {
  return {
    width: Math.max(0, size.width - chartMargin.left - chartMargin.right),
    height: Math.max(0, size.height - chartMargin.top - chartMargin.bottom),
  };
}

/**
 * Which of the chart's `count` columns, `step` px wide from `offset` px left of the plot's left edge, the pointer is
 * over (or none).
 */
export function columnAt(event: PointerEvent<SVGElement>, count: number, step: number, offset = 0): number | undefined {
  const point = localPoint(event);
  if (!point || count === 0 || step <= 0) return undefined;
  const index = Math.floor((point.x - chartMargin.left + offset) / step);
  return index >= 0 && index < count ? index : undefined;
}
