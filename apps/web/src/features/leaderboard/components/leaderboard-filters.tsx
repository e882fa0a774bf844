import { webMessages } from '@scoreline/contracts/plain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  describeFilter,
  roundNameOf,
  formatLeaderboardDate,
  parseEnGbDate,
  type LeaderboardFilter,
  type RoundNames,
} from '../utils/leaderboard-filter';
import { DateField } from './date-field';

const labelClass = 'text-xs font-semibold tracking-wider text-chalk-muted uppercase';

/**
 * spec §2 Leaderboard filters: a date range (From/To date pickers, applied together) or a round (Round 1 up to the
 * total), and Clear. Choosing one replaces the other; the page keeps the choice in the address.
 */
export function LeaderboardFilters({
  filter,
  totalRounds,
  currentRound,
  roundNames = [],
  onChange,
}: {
  filter: LeaderboardFilter;
  totalRounds: number;
  currentRound: number | null;
  /** issue 58: each round's stage name ('Matchday 27', 'Round of 16'); 'Round n' without. */
  roundNames?: RoundNames;
  onChange: (filter: LeaderboardFilter) => void;
}) {
  const id = useId();
  // The drafts follow the address: a new filter (or Clear, or back) resets them.
  const [draft, setDraft] = useState({
    key: describeFilter(filter),
    start: filter.kind === 'range' ? formatLeaderboardDate(filter.start) : '',
    end: filter.kind === 'range' ? formatLeaderboardDate(filter.end) : '',
  });
  const [rangeError, setRangeError] = useState<string | undefined>(undefined);
  if (draft.key !== describeFilter(filter)) {
    setDraft({
      key: describeFilter(filter),
      start: filter.kind === 'range' ? formatLeaderboardDate(filter.start) : '',
      end: filter.kind === 'range' ? formatLeaderboardDate(filter.end) : '',
    });
    setRangeError(undefined);
  }

  const applyRange = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const start = parseEnGbDate(draft.start);
    const end = parseEnGbDate(draft.end);
    if (!start || !end) {
      setRangeError(webMessages.rangeIncomplete);
    } else if (start > end) {
      setRangeError(webMessages.rangeReversed);
    } else {
      setRangeError(undefined);
      onChange({ kind: 'range', start, end });
    }
  };

  const rounds = Array.from({ length: totalRounds }, (_, index) => index + 1);
  const errorId = `${id}-range-error`;

  return (
    <div className="rounded-2xl border border-pitch-600 bg-pitch-800/80 p-4 sm:p-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
        <form
          aria-label="Date range"
          noValidate
          onSubmit={applyRange}
          className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-1"
        >
          <fieldset className="contents">
            <legend className="sr-only">Range</legend>
            <div className="sm:w-48">
              <DateField
                id={`${id}-start`}
                label="From"
                text={draft.start}
                isInvalid={rangeError !== undefined}
                describedBy={rangeError ? errorId : undefined}
                onTextChange={(start) => {
                  setDraft({ ...draft, start });
                }}
              />
            </div>
            <div className="sm:w-48">
              <DateField
                id={`${id}-end`}
                label="To"
                text={draft.end}
                min={parseEnGbDate(draft.start)}
                isInvalid={rangeError !== undefined}
                describedBy={rangeError ? errorId : undefined}
                onTextChange={(end) => {
                  setDraft({ ...draft, end });
                }}
              />
            </div>
            <Button type="submit" variant="secondary" className="col-span-2 sm:col-span-1">
              Apply range
            </Button>
          </fieldset>
        </form>

        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 lg:w-80">
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={`${id}-round`} className={labelClass}>
              Round
            </label>
            <select
              id={`${id}-round`}
              value={filter.kind === 'round' ? filter.round : ''}
              disabled={totalRounds === 0}
              onChange={(event) => {
                if (event.target.value) onChange({ kind: 'round', round: Number(event.target.value) });
              }}
              className="display h-11 w-full min-w-0 rounded-lg border border-pitch-500 bg-pitch-950/60 px-3 text-lg tracking-wider text-chalk hover:border-pitch-400"
            >
              <option value="">All rounds</option>
              {rounds.map((round) => (
                <option key={round} value={round}>
                  {`${roundNameOf(round, roundNames)}${round === currentRound ? ' (current)' : ''}`}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="ghost"
            disabled={filter.kind === 'overall'}
            onClick={() => {
              onChange({ kind: 'overall' });
            }}
            className="border border-pitch-500"
          >
            Clear
          </Button>
        </div>
      </div>
      {rangeError && (
        <p id={errorId} role="alert" className="mt-3 text-sm text-danger">
          {rangeError}
        </p>
      )}
    </div>
  );
}
