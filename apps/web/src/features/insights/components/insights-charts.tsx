import type { Insights } from '@scoreline/contracts';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useNearViewport } from '@/hooks/use-near-viewport';
import type { RankRound } from './rank-chart';

// The drawings (visx and d3's, ADR 044 and 049) are their own chunk, fetched when the charts come near the screen.
const PointsDrawing = lazy(async () => ({ default: (await import('./chart-drawings')).PointsDrawing }));
const RankDrawing = lazy(async () => ({ default: (await import('./chart-drawings')).RankDrawing }));

function ChartFigure({ title, drawing, table }: { title: string; drawing: ReactNode; table: ReactNode }) {
  const placeholder = <Skeleton className="size-full" />;
  return (
    <figure className="flex min-w-0 flex-col gap-2 rounded-xl border border-pitch-600 bg-pitch-900/60 p-3 sm:p-4">
      <figcaption className="display text-sm tracking-widest text-highlight">{title}</figcaption>
      {/* The drawing is for the eye; the same figures are in the table for screen readers, there from the start. */}
      <div aria-hidden="true" className="h-56 w-full sm:h-64">
        {drawing === null ? placeholder : <Suspense fallback={placeholder}>{drawing}</Suspense>}
      </div>
      {table}
    </figure>
  );
}

/**
 * The two charts of the personal insights, drawn as SVG with visx's shapes and d3's scales (docs/decisions/044, 049):
 * points per round (bars) and the overall rank after each round (a line, rank 1 at the top). The figures and their
 * tables come with the profile; the drawings' chunk is fetched when the charts are within 600 px of the screen, so a
 * page that opens above them does not carry it (issue 14).
 */
export function InsightsCharts({ rounds }: { rounds: Insights['rounds'] }) {
  const data = rounds.map((round) => ({ ...round, label: `R${round.round}` }));
  const ranked = data.filter((round): round is (typeof data)[number] & RankRound => round.rankAfter !== null);
  const grid = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(grid);

  return (
    <div ref={grid} className="grid gap-4 lg:grid-cols-2">
      <ChartFigure
        title="Points per round"
        drawing={isNear ? <PointsDrawing rounds={data} /> : null}
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
      />
      <ChartFigure
        title="Rank over time"
        drawing={isNear ? <RankDrawing rounds={ranked} /> : null}
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
      />
    </div>
  );
}
