import { ParentSize } from '@visx/responsive';
import type { ReactNode } from 'react';
import type { ChartSize } from '../utils/chart-geometry';
import { PointsChart, type PointsRound } from './points-chart';
import { RankChart, type RankRound } from './rank-chart';

/** A drawing sized to its box as it resizes; where nothing can watch the box (no ResizeObserver), the table stands alone. */
function Sized({ draw }: { draw: (size: ChartSize) => ReactNode }) {
  if (typeof ResizeObserver === 'undefined') return null;
  return <ParentSize debounceTime={50}>{(size) => (size.width > 0 ? draw(size) : null)}</ParentSize>;
}

/**
 * The insights' two drawings (visx and d3's, ADR 044 and 049): their own chunk, loaded when the insights come near the
 * screen (ADR 061).
 */
export const PointsDrawing = ({ rounds }: { rounds: PointsRound[] }) => (
  <Sized draw={(size) => <PointsChart rounds={rounds} size={size} />} />
);

export const RankDrawing = ({ rounds }: { rounds: RankRound[] }) => (
  <Sized draw={(size) => <RankChart rounds={rounds} size={size} />} />
);
