import type { PointerEvent, ReactNode } from 'react';
import type { AxisTick } from '../utils/axis-labels';
import { chartColours, chartMargin, tickLabel, type ChartSize, plotArea } from '../utils/chart-geometry';

type ChartCanvasProps = {
  size: ChartSize;
  /** The rounds labelled across the bottom, and the figures labelled down the left (each with its dashed grid line). */
  xTicks: AxisTick[];
  yTicks: AxisTick[];
  /** The tooltip box, laid over the drawing. */
  box: ReactNode;
  onPoint: (event: PointerEvent<SVGElement>) => void;
  onLeave: () => void;
  /** The marks, drawn over the dashed grid and under the axes, in the plot's own coordinates. */
  children: ReactNode;
};

/** How far a tick sticks out of its axis, in px. */
const tickLength = 8;

/** A straight line drawn sharp (on whole pixels), as the axes and the grid are. */
function Rule(props: { x1: number; y1: number; x2: number; y2: number; dashed?: boolean }) {
  const { dashed, ...ends } = props;
  return (
    <line
      {...ends}
      stroke={chartColours.grid}
      strokeDasharray={dashed ? '3 3' : undefined}
      shapeRendering="crispEdges"
    />
  );
}

/** A chart's frame: the SVG, the dashed grid, both axes and the layer that follows the pointer (or a tap). */
export function ChartCanvas({ size, xTicks, yTicks, box, onPoint, onLeave, children }: ChartCanvasProps) {
  const { width, height } = plotArea(size);
  return (
    <div className="relative">
      <svg width={size.width} height={size.height} className="block overflow-visible">
        <g transform={`translate(${chartMargin.left}, ${chartMargin.top})`}>
          {yTicks.map((tick) => (
            <Rule key={tick.label} x1={0} y1={tick.at} x2={width} y2={tick.at} dashed />
          ))}
          {children}
          <Rule x1={0} y1={0} x2={0} y2={height} />
          {yTicks.map((tick) => (
            <g key={tick.label}>
              <Rule x1={0} y1={tick.at} x2={-tickLength} y2={tick.at} />
              <text {...tickLabel} x={-tickLength} y={tick.at} dx={-2} dy={4} textAnchor="end">
                {tick.label}
              </text>
            </g>
          ))}
          <g transform={`translate(0, ${height})`}>
            <Rule x1={0} y1={0} x2={width} y2={0} />
            {xTicks.map((tick) => (
              <g key={tick.label}>
                <Rule x1={tick.at} y1={0} x2={tick.at} y2={tickLength} />
                <text {...tickLabel} x={tick.at} y={tickLength + tickLabel.fontSize} textAnchor="middle">
                  {tick.label}
                </text>
              </g>
            ))}
          </g>
        </g>
        <rect
          width={size.width}
          height={size.height}
          fill="transparent"
          onPointerMove={onPoint}
          onPointerDown={onPoint}
          onPointerLeave={onLeave}
        />
      </svg>
      {box}
    </div>
  );
}
