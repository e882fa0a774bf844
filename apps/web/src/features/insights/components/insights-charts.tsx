import type { Insights } from '@scoreline/contracts';
import { ParentSize } from '@visx/responsive';
import type { ReactNode } from 'react';
import type { ChartSize } from '../utils/chart-geometry';
import { PointsChart } from './points-chart';
import { RankChart, type RankRound } from './rank-chart';

function ChartFigure({
  title,
  children,
  table,
}: {
  title: string;
  children: (size: ChartSize) => ReactNode;
  table: ReactNode;
}) {
  return (
    <figure className="flex min-w-0 flex-col gap-2 rounded-xl border border-pitch-600 bg-pitch-900/60 p-3 sm:p-4">
      <figcaption className="display text-sm tracking-widest text-highlight">{title}</figcaption>
      {/* The drawing is for the eye; the same figures are in the table for screen readers. */}
      <div aria-hidden="true" className="h-56 w-full sm:h-64">
        {/* Sized to its box as it resizes; where nothing can watch the box (no ResizeObserver), the table stands alone. */}
        {typeof ResizeObserver === 'undefined' ? null : (
          <ParentSize debounceTime={50}>{(size) => (size.width > 0 ? children(size) : null)}</ParentSize>
        )}
      </div>
      {table}
    </figure>
  );
}

/**
 * The two charts of the personal insights, drawn as SVG with visx's shapes and d3's scales (docs/decisions/044, 049):
 * points per round (bars) and the overall rank after each round (a line, rank 1 at the top). Its own chunk: only the
 * profile pages load it.
 */
export default function InsightsCharts({ rounds }: { rounds: Insights['rounds'] }) {
  const data = rounds.map((round) => ({ ...round, label: `R${round.round}` }));
  const ranked = data.filter((round): round is (typeof data)[number] & RankRound => round.rankAfter !== null);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFigure
        title="Points per round"
        table={
          <table className="sr-only">
            <caption>Points per round</caption>
            <thead>
              <tr>
                <th scope="col">Round</th>
                <th scope="col">Points</th>
                <th scope="col">Predictions</th>
              </tr>
            </thead>
            <tbody>
              {data.map((round) => (
                <tr key={round.round}>
                  <th scope="row">Round {round.round}</th>
                  <td>{round.points}</td>
                  <td>{round.predictions}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      >
        {(size) => <PointsChart rounds={data} size={size} />}
      </ChartFigure>
      <ChartFigure
        title="Rank over time"
        table={
          <table className="sr-only">
            <caption>Overall rank after each round</caption>
            <thead>
              <tr>
                <th scope="col">Round</th>
                <th scope="col">Rank</th>
              </tr>
            </thead>
            <tbody>
              {ranked.map((round) => (
                <tr key={round.round}>
                  <th scope="row">Round {round.round}</th>
                  <td>{round.rankAfter}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      >
        {(size) => <RankChart rounds={ranked} size={size} />}
      </ChartFigure>
    </div>
  );
}
