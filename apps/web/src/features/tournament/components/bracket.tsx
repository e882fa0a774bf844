import type { Bracket as BracketData } from '@scoreline/contracts';
import { tournamentMessages } from '@scoreline/contracts/plain';
import { useId } from 'react';
import { BracketTie } from './bracket-tie';

/**
 * The knockout rounds (issue 58): stacked on a phone and a tablet, side by side as columns from lg, scrolled
 * sideways when they do not fit. A tie shows its teams, or their slots while unknown ('Winner Group A'), and how it
 * ended in words ('after extra time', 'on penalties 4–3', 'Agg. 3–2'); what the data does not say is said so.
 */
export function Bracket({ bracket, timeZone }: { bracket: BracketData; timeZone: string }) {
  const baseId = useId();
  const rounds = bracket.rounds.filter((round) => round.ties.length > 0);
  if (rounds.length === 0) return <p className="text-chalk-muted">{tournamentMessages.bracketEmpty}</p>;
  return (
    <section
      aria-label={tournamentMessages.bracketLabel}
      // Scrolled sideways from lg: focusable, so a keyboard can scroll it too. Positioned, so that its visually
      // hidden text (position: absolute) is placed inside it and scrolls with it, not past the page's right edge.
      tabIndex={0}
      className="relative flex flex-col gap-6 lg:flex-row lg:gap-4 lg:overflow-x-auto lg:pb-2"
    >
      {rounds.map((round, index) => (
        <section
          key={round.name}
          aria-labelledby={`${baseId}-${index}`}
          className="lg:flex lg:w-72 lg:shrink-0 lg:flex-col"
        >
          <h2 id={`${baseId}-${index}`} className="display text-xl">
            {round.name}
          </h2>
          <ol className="mt-2 grid gap-2 sm:grid-cols-2 lg:flex lg:flex-1 lg:flex-col lg:justify-around">
            {round.ties.map((tie) => (
              <BracketTie key={tie.id} tie={tie} timeZone={timeZone} />
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}
