import { BarRounded } from '@visx/shape';
import { scaleBand } from 'd3-scale';
import { labelTicks, numberTicks } from '../utils/axis-labels';
import { useColumnTooltip } from '../hooks/use-column-tooltip';
import { chartColours, chartMargin, columnAt, type ChartSize, plotArea } from '../utils/chart-geometry';
import { linearScale, pointsAxis } from '../utils/chart-scales';
import { ChartCanvas } from './chart-canvas';

export type PointsRound = { round: number; label: string; points: number };

/** Points per round as bars from 0, whole numbers on the axis; a column hovered or tapped names its points. */
export function PointsChart({ rounds, size }: { rounds: PointsRound[]; size: ChartSize }) {
  const { box, showTooltip, hideTooltip, tooltipData } = useColumnTooltip();
  const { width, height } = plotArea(size);
  const x = scaleBand()
    .domain(rounds.map((round) => round.label))
    .range([0, width])
    .padding(0.2);
  const axis = pointsAxis(Math.max(0, ...rounds.map((round) => round.points)));
  const y = linearScale([0, axis.top], [height, 0]);
  const yTicks = numberTicks(axis.ticks, y);
  const xTicks = labelTicks(x.domain(), width, (label) => (x(label) ?? 0) + x.bandwidth() / 2);
  const barWidth = Math.min(28, x.bandwidth());
  const hovered = tooltipData?.index;
  // A round's column is its band with half the gap on each side, as the hover highlight draws it.
  const columnStart = (label: string) => (x(label) ?? 0) - (x.step() - x.bandwidth()) / 2;

  const point = (event: React.PointerEvent<SVGElement>) => {
    const index = columnAt(event, rounds.length, x.step(), -columnStart(rounds[0]?.label ?? ''));
    const round = index === undefined ? undefined : rounds[index];
    if (index === undefined || !round) return hideTooltip();
    showTooltip({
      tooltipData: { index, label: round.label, value: `Points: ${round.points}` },
      tooltipLeft: chartMargin.left + (x(round.label) ?? 0) + x.bandwidth(),
      tooltipTop: chartMargin.top + y(round.points),
    });
  };

  return (
    <ChartCanvas size={size} xTicks={xTicks} yTicks={yTicks} box={box} onPoint={point} onLeave={hideTooltip}>
      {hovered !== undefined && rounds[hovered] ? (
        <rect x={columnStart(rounds[hovered].label)} width={x.step()} height={height} fill={chartColours.barHover} />
      ) : null}
      {rounds.map((round) => {
        const top = y(round.points);
        return (
          <BarRounded
            key={round.round}
            className="chart-bar"
            x={(x(round.label) ?? 0) + (x.bandwidth() - barWidth) / 2}
            y={top}
            width={barWidth}
            height={Math.max(0, height - top)}
            radius={Math.min(4, barWidth / 2, Math.max(0, height - top))}
            top
            fill={chartColours.bar}
          />
        );
      })}
    </ChartCanvas>
  );
}
