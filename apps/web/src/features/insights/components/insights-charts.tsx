import type { Insights } from '@scoreline/contracts';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { rankTicks } from '../utils/rank-ticks';

const axis = { stroke: '#8aa593', fontSize: 12 };
const grid = '#235c39';
const tooltip = {
  contentStyle: { background: '#0a2617', border: '1px solid #235c39', borderRadius: 12, color: '#f2f6ef' },
  labelStyle: { color: '#b3c7b8' },
  cursor: { fill: 'rgb(200 242 60 / 0.08)' },
} as const;

function ChartFigure({ title, children, table }: { title: string; children: ReactNode; table: ReactNode }) {
  return (
    <figure className="flex min-w-0 flex-col gap-2 rounded-xl border border-pitch-600 bg-pitch-900/60 p-3 sm:p-4">
      <figcaption className="display text-sm tracking-widest text-highlight">{title}</figcaption>
      {/* The drawing is for the eye; the same figures are in the table for screen readers. */}
      <div aria-hidden="true" className="h-56 w-full sm:h-64">
        {children}
      </div>
      {table}
    </figure>
  );
}

/**
 * The two charts of the personal insights, with recharts: points per round (bars) and the overall rank after each
 * round (a line, rank 1 at the top). Its own chunk: only the profile pages load it.
 */
export default function InsightsCharts({ rounds }: { rounds: Insights['rounds'] }) {
  const data = rounds.map((round) => ({ ...round, label: `R${round.round}` }));
  const ranked = data.filter((round) => round.rankAfter !== null);
  const worstRank = Math.max(1, ...ranked.map((round) => round.rankAfter ?? 1));

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
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid stroke={grid} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={axis} stroke={grid} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} tick={axis} stroke={grid} />
            <Tooltip {...tooltip} formatter={(value) => [value, 'Points']} />
            <Bar dataKey="points" fill="#c8f23c" radius={[4, 4, 0, 0]} maxBarSize={28} />
          </BarChart>
        </ResponsiveContainer>
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
        <ResponsiveContainer width="100%" height="100%">
          <LineChart accessibilityLayer={false} data={ranked} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
            <CartesianGrid stroke={grid} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={axis} stroke={grid} interval="preserveStartEnd" />
            {/* Rank 1 is the top of the table, so the axis runs downwards. */}
            {/* Ticks of our own, from rank 1: recharts' "nice" ticks for [1, max] may start at 0 and drop rank 1. */}
            <YAxis
              reversed
              allowDecimals={false}
              domain={[1, worstRank]}
              ticks={rankTicks(worstRank)}
              interval={0}
              tick={axis}
              stroke={grid}
            />
            <Tooltip {...tooltip} cursor={{ stroke: '#3b7f55' }} formatter={(value) => [`#${String(value)}`, 'Rank']} />
            <Line
              type="monotone"
              dataKey="rankAfter"
              stroke="#ffbb33"
              strokeWidth={2.5}
              dot={{ r: 3, fill: '#ffbb33' }}
              activeDot={{ r: 5 }}
            />
          </LineChart>
        </ResponsiveContainer>
      </ChartFigure>
    </div>
  );
}
