import type { FormResult } from '@scoreline/contracts';
import { clsx } from 'clsx';

const dotStyles: Record<FormResult, string> = {
  Win: 'bg-accent text-pitch-950',
  Draw: 'bg-chalk-faint text-pitch-950',
  Lose: 'bg-danger text-pitch-950',
};

const dotSizes = {
  sm: 'size-4 text-[0.6rem]',
  md: 'size-5 text-[0.7rem]',
  responsive: 'size-4 text-[0.6rem] sm:size-5 sm:text-[0.7rem]',
} as const;
type DotSize = keyof typeof dotSizes;

/**
 * A dot's props: a circle of its result's colour, the word as its tooltip and its letter for the eye (drawn by CSS from
 * data-letter), which keeps the dots readable without colour. The word inside is what a screen reader says (ADR 051).
 */
const dotProps = (result: FormResult, size: DotSize) => ({
  title: result,
  'data-letter': result[0],
  className: clsx('form-dot-letter grid place-items-center rounded-full font-bold', dotSizes[size], dotStyles[result]),
  children: <span className="sr-only">{result}</span>,
});

/** spec §2: a side's last five results as dots (Win, Draw, Lose), oldest first and most recent last. */
export function FormDots({
  teamName,
  results,
  size = 'sm',
  className,
}: {
  teamName: string;
  results: readonly FormResult[];
  size?: DotSize;
  className?: string;
}) {
  if (results.length === 0) return <p className={clsx('text-xs text-chalk-faint', className)}>No games yet</p>;
  return (
    <ol
      aria-label={`${teamName}: last ${results.length} results, oldest first`}
      className={clsx('flex gap-1', className)}
    >
      {/* Each item is its dot, two elements in all: a round draws 20 dots per card (ADR 051). */}
      {results.map((result, index) => (
        <li key={index} {...dotProps(result, size)} />
      ))}
    </ol>
  );
}

/** Explains the dots once per page, for the eye: each dot already tells a screen reader its result. */
export function FormLegend({ className }: { className?: string }) {
  return (
    <p
      aria-hidden="true"
      className={clsx('flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-chalk-muted', className)}
    >
      <span>Last five results, oldest first:</span>
      {(['Win', 'Draw', 'Lose'] as const).map((result) => (
        <span key={result} className="inline-flex items-center gap-1">
          <span {...dotProps(result, 'sm')} />
          {result}
        </span>
      ))}
    </p>
  );
}
