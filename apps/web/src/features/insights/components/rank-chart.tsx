import { curveMonotoneX } from '@visx/curve';
import { LinePath } from '@visx/shape';
import { scalePoint } from 'd3-scale';
import { rankTicks } from '../utils/rank-ticks';
import { labelTicks, numberTicks } from '../utils/axis-labels';
import { useColumnTooltip } from '../hooks/use-column-tooltip';
import { chartColours, chartMargin, columnAt, type ChartSize, plotArea } from '../utils/chart-geometry';
import { linearScale } from '../utils/chart-scales';
import { ChartCanvas } from './chart-canvas';

export type RankRound = { round: number; label: string; rankAfter: number };

/**
 * The overall rank after each round as a line, rank 1 at the top (the axis runs downwards), with ticks of our own from
 * rank 1 (`rankTicks`); a point hovered or tapped names its rank.
 */
export function RankChart({ rounds, size }: { rounds: RankRound[]; size: ChartSize }) {
  const { box, showTooltip, hideTooltip, tooltipData } = useColumnTooltip();
  const { width, height } = plotArea(size);
  const worstRank = Math.max(1, ...rounds.map((round) => round.rankAfter));
  const x = scalePoint()
    .domain(rounds.map((round) => round.label))
    .range([0, width])
    .padding(rounds.length === 1 ? 1 : 0);
  // Rank 1 at the top; a single rank sits in the middle.
  const y = linearScale(worstRank === 1 ? [0, 2] : [1, worstRank], [0, height]);
  const yTicks = numberTicks(rankTicks(worstRank), y);
  const xTicks = labelTicks(x.domain(), width, (label) => x(label) ?? 0);
  const at = (round: RankRound) => ({ left: x(round.label) ?? 0, top: y(round.rankAfter) });
  const hovered = tooltipData === undefined ? undefined : rounds[tooltipData.index];
  // Each point owns the column around it (a single point, the whole plot).
  const column = rounds.length > 1 ? width / (rounds.length - 1) : width;

  const point = (event: React.PointerEvent<SVGElement>) => {
    const index = columnAt(event, rounds.length, column, rounds.length > 1 ? column / 2 : 0);
    const round = index === undefined ? undefined : rounds[index];
    if (index === undefined || !round) return hideTooltip();
    showTooltip({
      tooltipData: { index, label: round.label, value: `Rank: #${round.rankAfter}` },
      tooltipLeft: chartMargin.left + at(round).left + 8,
      tooltipTop: chartMargin.top + at(round).top,
    });
  };

  return (
    <ChartCanvas size={size} xTicks={xTicks} yTicks={yTicks} box={box} onPoint={point} onLeave={hideTooltip}>
      {hovered ? (
        <line x1={at(hovered).left} x2={at(hovered).left} y1={0} y2={height} stroke={chartColours.lineHover} />
      ) : null}
      <LinePath
        data={rounds}
        x={(round) => at(round).left}
        y={(round) => at(round).top}
        curve={curveMonotoneX}
        stroke={chartColours.line}
        strokeWidth={2.5}
        fill="none"
      />
      {rounds.map((round) => (
        <circle
          key={round.round}
          className="chart-dot"
          cx={at(round).left}
          cy={at(round).top}
          r={hovered === round ? 5 : 3}
          fill={chartColours.line}
        />
      ))}
    </ChartCanvas>
  );
}
