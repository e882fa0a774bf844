import type { CompetitionSeason } from '@scoreline/contracts';
import { leagueWebMessages as words } from '@scoreline/contracts/plain';
import { useId } from 'react';

/**
 * The competitions a new league plays (issue 58, ADR 106): one box per competition of GET /competitions. At least one
 * stays ticked: the form's button waits for one. Native boxes styled as the design system's `Checkbox`, whose chunk
 * carries the sign-up forms' validation (ADR 098: this page would fetch it for one box).
 */
export function CompetitionChoice({
  offered,
  chosen,
  onChange,
}: {
  offered: CompetitionSeason[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-hint`} className="flex flex-col">
      <legend className="text-xs font-semibold tracking-wider text-chalk-muted uppercase">
        {words.createCompetitionsLegend}
      </legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-chalk-faint">
        {words.createCompetitionsHint}
      </p>
      {offered.map((competition) => (
        <label
          key={competition.slug}
          className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-chalk-muted"
        >
          <input
            type="checkbox"
            checked={chosen.includes(competition.slug)}
            onChange={(event) => {
              onChange(
                event.target.checked
                  ? [...chosen, competition.slug]
                  : chosen.filter((slug) => slug !== competition.slug),
              );
            }}
            className="size-5 shrink-0 cursor-pointer rounded accent-accent"
          />
          {`${competition.name} ${competition.season}`}
        </label>
      ))}
    </fieldset>
  );
}
