import type { GroupTable as GroupTableData, GroupTableRow } from '@scoreline/contracts';
import { tournamentMessages } from '@scoreline/contracts/plain';
import { clsx } from 'clsx';
import { useId } from 'react';
import { TournamentTeamName } from './tournament-team-name';

const { columns } = tournamentMessages;

/** The numeric columns, in order; goals for and against only from sm (at 390 px the team's name needs the room). */
const numericColumns = [
  { key: 'played', isWide: false },
  { key: 'won', isWide: false },
  { key: 'drawn', isWide: false },
  { key: 'lost', isWide: false },
  { key: 'goalsFor', isWide: true },
  { key: 'goalsAgainst', isWide: true },
  { key: 'goalDifference', isWide: false },
] as const satisfies readonly { key: keyof typeof columns & keyof GroupTableRow; isWide: boolean }[];

const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `\u2212${-value}` : '0');

const header = 'display py-2 text-xs font-normal tracking-widest text-chalk-faint uppercase';
const cell = 'py-2 text-right tabular-nums';

/**
 * One group's table (issue 58): position, team (flag or crest), P W D L (GF GA from sm) GD Pts. Teams level on every
 * criterion the data has share their position, marked '=' and explained under the table; the order the teams are
 * ranked in is written under it too (docs/decisions/102).
 */
export function GroupTable({ table }: { table: GroupTableData }) {
  const headingId = useId();
  const hasLevelTeams = table.rows.some((row) => row.isLevel);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-pitch-600 bg-pitch-800/80 p-3 shadow-lg shadow-black/20 sm:p-5"
    >
      <h2 id={headingId} className="display text-xl sm:text-2xl">
        {table.name}
      </h2>
      {!table.isComplete && <p className="text-sm text-chalk-muted">{tournamentMessages.tableInProgress}</p>}
      <table className="mt-2 w-full table-fixed border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">{table.name}</caption>
        <thead>
          <tr>
            <th scope="col" className={clsx(header, 'w-9 pr-1 text-right')}>
              <abbr title={columns.position.long}>{columns.position.short}</abbr>
            </th>
            <th scope="col" className={clsx(header, 'pl-2')}>
              {columns.team.short}
            </th>
            {numericColumns.map(({ key, isWide }) => (
              <th
                key={key}
                scope="col"
                className={clsx(
                  header,
                  'text-right',
                  key === 'goalDifference' ? 'w-10' : 'w-7 sm:w-9',
                  isWide && 'hidden sm:table-cell',
                )}
              >
                <abbr title={columns[key].long}>{columns[key].short}</abbr>
              </th>
            ))}
            <th scope="col" className={clsx(header, 'w-10 pr-1 text-right sm:w-12')}>
              <abbr title={columns.points.long}>{columns.points.short}</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.team.id} className="border-t border-pitch-600/70">
              <td className={clsx(cell, 'pr-1')}>
                {row.position}
                {row.isLevel && (
                  <>
                    <span aria-hidden="true">{tournamentMessages.levelMark}</span>
                    <span className="sr-only"> ({tournamentMessages.levelMarkLabel})</span>
                  </>
                )}
              </td>
              <th scope="row" className="py-2 pl-2 text-left font-semibold">
                <TournamentTeamName team={row.team} />
              </th>
              {numericColumns.map(({ key, isWide }) => (
                <td key={key} className={clsx(cell, isWide && 'hidden sm:table-cell')}>
                  {key === 'goalDifference' ? signed(row[key]) : row[key]}
                </td>
              ))}
              <td className={clsx(cell, 'display pr-1 text-lg text-accent')}>{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 space-y-1 text-xs text-chalk-faint">
        {hasLevelTeams && <p>{tournamentMessages.levelNote[table.tieBreak]}</p>}
        <p>{tournamentMessages.tieBreakSummary[table.tieBreak]}</p>
      </div>
    </section>
  );
}
