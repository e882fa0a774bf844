import { TooltipWithBounds, useTooltip } from '@visx/tooltip';

/** The hovered (or tapped) column of a chart, and the box that names its figure beside it. */
export function useColumnTooltip() {
  const tooltip = useTooltip<{ index: number; label: string; value: string }>();
  const box =
    tooltip.tooltipOpen && tooltip.tooltipData ? (
      <TooltipWithBounds
        key={tooltip.tooltipData.index}
        left={tooltip.tooltipLeft}
        top={tooltip.tooltipTop}
        unstyled
        applyPositionStyle
        className="pointer-events-none rounded-xl border border-pitch-500 bg-pitch-800 px-3 py-2 text-sm whitespace-nowrap text-chalk shadow-lg"
      >
        <p className="text-chalk-muted">{tooltip.tooltipData.label}</p>
        <p>{tooltip.tooltipData.value}</p>
      </TooltipWithBounds>
    ) : null;
  return { ...tooltip, box };
}
