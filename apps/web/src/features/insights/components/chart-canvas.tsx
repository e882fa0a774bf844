import { AxisBottom, AxisLeft, type AxisScale } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import type { PointerEvent, ReactNode } from 'react';
import { chartColours, chartMargin, tickLabel, type ChartSize, plotArea } from '../utils/chart-geometry';

type ChartCanvasProps = {
  size: ChartSize;
  /** The plot's scales: categories (the rounds) across, numbers down, and the values each axis labels. */
  x: AxisScale;
  xLabels: string[];
  y: AxisScale;
  yTicks: number[];
  /** The tooltip box, laid over the drawing. */
  box: ReactNode;
  onPoint: (event: PointerEvent<SVGElement>) => void;
  onLeave: () => void;
  /** The marks, drawn over the dashed grid and under the axes, in the plot's own coordinates. */
  children: ReactNode;
};

/** A chart's frame: the SVG, the dashed grid, both axes and the layer that follows the pointer (or a tap). */
export function ChartCanvas({ size, x, xLabels, y, yTicks, box, onPoint, onLeave, children }: ChartCanvasProps) {
  const { width, height } = plotArea(size);
  return (
    <div className="relative">
      <svg width={size.width} height={size.height} className="block overflow-visible">
        <Group left={chartMargin.left} top={chartMargin.top}>
          <GridRows scale={y} width={width} tickValues={yTicks} stroke={chartColours.grid} strokeDasharray="3 3" />
          {children}
          <AxisLeft
            scale={y}
            tickFormat={(value) => String(value)}
            tickValues={yTicks}
            stroke={chartColours.grid}
            tickStroke={chartColours.grid}
            tickLabelProps={{ ...tickLabel, textAnchor: 'end', dx: -2, dy: 4 }}
          />
          <AxisBottom
            top={height}
            scale={x}
            tickValues={xLabels}
            stroke={chartColours.grid}
            tickStroke={chartColours.grid}
            tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
          />
        </Group>
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
