import { ROUND_SCROLL_STEP_PX } from '@scoreline/domain';
import { clsx } from 'clsx';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/components/link';
import { ChevronLeftIcon, ChevronRightIcon } from './match-icons';

/** Tailwind's `sm`, from which the row of rounds is shown instead of the dropdown. */
const ROW_SHOWN_MEDIA = '(min-width: 40rem)';

/**
 * spec §2 round selector: from 640 px up a row of 'ROUND n' buttons (a stage's name where the competition has stages,
 * issue 58: 'MATCHDAY 27', 'ROUND OF 16') that scrolls sideways, with arrows moving it
 * 200 px; below 640 px a dropdown. The chosen round is scrolled into view. Choosing a round changes the address
 * (?round=n), so reload and back keep it.
 */
export function RoundSelector({
  totalRounds,
  selectedRound,
  currentRound,
  stages = [],
  onSelect,
}: {
  totalRounds: number;
  selectedRound: number;
  currentRound: number | null;
  /** issue 58: each round's stage name ('Matchday 27', 'Group stage · Matchday 2', 'Final'); 'Round n' without. */
  stages?: readonly { round: number; name: string }[];
  /** For the dropdown; the buttons are links to ?round=n. */
  onSelect: (round: number) => void;
}) {
  const selectId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const rounds = Array.from({ length: totalRounds }, (_, index) => index + 1);
  const names = new Map(stages.map((stage) => [stage.round, stage.name]));
  const nameOf = (round: number) => names.get(round) ?? `Round ${round}`;

  const updateEdges = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    setEdges({
      atStart: track.scrollLeft <= 1,
      atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
    });
  }, []);

  // Brings the chosen round to the middle of the row without scrolling the page itself (the track is
  // positioned, so offsetLeft is measured from its start). Below `sm` the row is not displayed: there is nothing to
  // measure, and reading it would force a style and layout of the whole page as it is drawn (issue 14).
  useEffect(() => {
    if (!window.matchMedia(ROW_SHOWN_MEDIA).matches) return;
    const track = trackRef.current;
    const button = track?.querySelector<HTMLElement>(`[data-round="${selectedRound}"]`);
    if (track && button) {
      track.scrollTo({ left: button.offsetLeft - (track.clientWidth - button.offsetWidth) / 2 });
    }
    updateEdges();
  }, [selectedRound, totalRounds, updateEdges]);

  useEffect(() => {
    window.addEventListener('resize', updateEdges);
    return () => {
      window.removeEventListener('resize', updateEdges);
    };
  }, [updateEdges]);

  const scrollBy = (direction: 1 | -1) => {
    trackRef.current?.scrollBy({ left: direction * ROUND_SCROLL_STEP_PX, behavior: 'smooth' });
  };

  const arrowClass =
    'grid size-11 shrink-0 place-items-center rounded-lg border border-pitch-500 bg-pitch-800 text-chalk transition-colors hover:border-pitch-400 hover:bg-pitch-700 disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <div>
      {/* Phones (below the spec's 640 px breakpoint): a native dropdown. */}
      <div className="flex items-center gap-3 sm:hidden">
        <label htmlFor={selectId} className="display text-sm tracking-widest text-chalk-muted">
          Round
        </label>
        <select
          id={selectId}
          value={selectedRound}
          onChange={(event) => {
            onSelect(Number(event.target.value));
          }}
          className="display h-11 min-w-0 flex-1 rounded-lg border border-pitch-500 bg-pitch-800 px-3 text-lg tracking-wider text-chalk"
        >
          {rounds.map((round) => (
            <option key={round} value={round}>
              {`${nameOf(round)}${round === currentRound ? ' (current)' : ''}`}
            </option>
          ))}
        </select>
      </div>

      <nav aria-label="Rounds" className="hidden items-center gap-2 sm:flex">
        <button
          type="button"
          aria-label="Scroll to earlier rounds"
          disabled={edges.atStart}
          className={arrowClass}
          onClick={() => {
            scrollBy(-1);
          }}
        >
          <ChevronLeftIcon className="size-5" />
        </button>
        <ul
          ref={trackRef}
          onScroll={updateEdges}
          className="relative flex flex-1 gap-2 overflow-x-auto px-6 py-1 [mask-image:linear-gradient(to_right,transparent,black_1.5rem,black_calc(100%-1.5rem),transparent)] [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {rounds.map((round) => {
            const isSelected = round === selectedRound;
            return (
              <li key={round}>
                <Link
                  to={`?round=${round}`}
                  data-round={round}
                  aria-current={isSelected ? 'page' : undefined}
                  className={clsx(
                    'display relative flex h-11 items-center rounded-lg border px-4 text-base tracking-wider whitespace-nowrap transition-colors',
                    isSelected
                      ? 'border-accent bg-accent text-pitch-950'
                      : 'border-pitch-500 bg-pitch-800 text-chalk-muted hover:border-pitch-400 hover:text-chalk',
                  )}
                >
                  {nameOf(round)}
                  {round === currentRound && (
                    <>
                      <span
                        aria-hidden="true"
                        className={clsx(
                          'absolute top-1 right-1 size-1.5 rounded-full',
                          isSelected ? 'bg-pitch-950' : 'bg-accent',
                        )}
                      />
                      <span className="sr-only"> (current)</span>
                    </>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          aria-label="Scroll to later rounds"
          disabled={edges.atEnd}
          className={arrowClass}
          onClick={() => {
            scrollBy(1);
          }}
        >
          <ChevronRightIcon className="size-5" />
        </button>
      </nav>
    </div>
  );
}
