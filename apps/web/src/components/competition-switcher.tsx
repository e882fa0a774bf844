import type { CompetitionSeason } from '@scoreline/contracts';
import { ALL_COMPETITIONS, competitionSwitcherWords as words } from '@scoreline/contracts/plain';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useCompetitionSeasons } from '@/lib/api/get-competition-seasons';
import { useCompetitionChoice, useShownCompetition } from '@/lib/competition-choice';
import { useCredentials } from '@/lib/credentials';

function optionOf(competition: CompetitionSeason) {
  return (
    <option key={competition.slug} value={competition.slug}>
      {`${competition.name} ${competition.season}${competition.playing ? ` · ${words.playing}` : ''}`}
    </option>
  );
}

/**
 * The competition switcher (issue 58): which competition the matches and the leaderboard show, remembered per player
 * (`useCompetitionChoice`). Nothing when one competition is played. The leaderboard also offers every competition
 * summed (`offerAll`).
 */
export function CompetitionSwitcher({ offerAll = false }: { offerAll?: boolean }) {
  const selectId = useId();
  const viewerId = useCredentials()?.id;
  const { data: competitions } = useCompetitionSeasons(viewerId);
  const { choose } = useCompetitionChoice();
  const [searchParams, setSearchParams] = useSearchParams();
  const shown = useShownCompetition({ allowAll: offerAll });
  if (!competitions || competitions.length < 2) return null;
  const defaultSlug = competitions.find((competition) => competition.isDefault)?.slug;
  // A player's own competitions ('My competitions' on the profile) first, the others after (ADR 107); a visitor has none.
  const mine = competitions.filter((competition) => competition.mine);
  const others = competitions.filter((competition) => !competition.mine);
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={selectId} className="display text-sm tracking-widest whitespace-nowrap text-chalk-muted">
        {words.label}
      </label>
      <select
        id={selectId}
        value={shown ?? defaultSlug ?? competitions[0]?.slug}
        onChange={(event) => {
          const slug = event.target.value;
          choose(slug === defaultSlug ? undefined : slug);
          // A round, a date range or a page of one competition means nothing in another: the new one opens as it is.
          const next = new URLSearchParams(searchParams);
          for (const name of ['round', 'start', 'end', 'page', 'provisional']) next.delete(name);
          if (next.toString() !== searchParams.toString()) setSearchParams(next);
        }}
        className="h-11 min-w-0 flex-1 rounded-lg border border-pitch-500 bg-pitch-800 px-3 text-base text-chalk sm:flex-none"
      >
        {viewerId !== undefined && mine.length > 0 && others.length > 0 ? (
          <>
            <optgroup label={words.mineGroup}>{mine.map(optionOf)}</optgroup>
            <optgroup label={words.othersGroup}>{others.map(optionOf)}</optgroup>
          </>
        ) : (
          competitions.map(optionOf)
        )}
        {offerAll && <option value={ALL_COMPETITIONS}>{words.allCompetitions}</option>}
      </select>
    </div>
  );
}
