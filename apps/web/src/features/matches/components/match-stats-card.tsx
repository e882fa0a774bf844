import { STAT_BARS_INITIAL, STAT_BARS_TOGGLE_FROM } from '@scoreline/domain';
import { matchPageMessages } from '@scoreline/contracts/plain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SectionCard } from '@/components/ui/section-card';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { useLoadErrorToast } from '@/hooks/use-load-error-toast';
import { publicConfigQueryOptions } from '@/lib/api/public-config';
import { isBeforeKickoff, type KnownMatch } from '@/lib/match';
import { useStatistics } from '../api/get-statistics';
import { collapsibleList } from '../utils/collapsible-list';
import { pairStatistics } from '../utils/stat-bars';

/**
 * spec §2 comparative stat bars: each side's bar is the floor of its share (spec §9); the first 8 with
 * 'Show More'/'Show Less' from 5 entries; before kick-off the spec's message.
 */
export function MatchStatsCard({ match }: { match: KnownMatch }) {
  const { data: statistics, isPending: isLoading, isError: hasFailed, error } = useStatistics(match.id);
  // Where the data comes from decides what an empty list means (issue 55); a failed answer counts as a provider's.
  const config = useQuery(publicConfigQueryOptions());
  const embedded = config.data?.footballData === 'embedded';
  useLoadErrorToast(error);
  const listId = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  const { home, away } = match.details.teams;
  if (isLoading || hasFailed || config.isPending) {
    return <SectionCard title="Match Stats" isLoading={!hasFailed} hasFailed={hasFailed} />;
  }

  const rows = pairStatistics(statistics ?? [], home.id);
  const { visible, hasToggle } = collapsibleList(
    rows,
    { initial: STAT_BARS_INITIAL, toggleFrom: STAT_BARS_TOGGLE_FROM },
    isExpanded,
  );

  return (
    <SectionCard title="Match Stats">
      {rows.length === 0 ? (
        <p className="text-chalk-muted">
          {embedded
            ? // issue 55: the embedded season never has statistics; say where they come from.
              matchPageMessages.statsNeedProviderKey
            : isBeforeKickoff(match)
              ? matchPageMessages.statsBeforeKickoff
              : // Under way or over without statistics: the data source has none for this match.
                matchPageMessages.statsNone}
        </p>
      ) : (
        <>
          <div aria-hidden="true" className="mb-3 flex justify-between text-sm font-semibold text-chalk-muted">
            <span>{home.shortName}</span>
            <span>{away.shortName}</span>
          </div>
          <ul id={listId} className="flex flex-col gap-4">
            {visible.map((row) => (
              <li key={row.type}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="display text-lg tabular-nums">
                    <span className="sr-only">{home.name}: </span>
                    {row.home}
                  </span>
                  <span className="text-center text-chalk-muted">{row.type}</span>
                  <span className="display text-lg tabular-nums">
                    <span className="sr-only">{away.name}: </span>
                    {row.away}
                  </span>
                </div>
                <div aria-hidden="true" className="mt-1 grid grid-cols-2 gap-1">
                  <div className="flex h-2 justify-end overflow-hidden rounded-l-full bg-pitch-900">
                    <div className="h-full rounded-l-full bg-accent" style={{ width: `${row.widths.home}%` }} />
                  </div>
                  <div className="flex h-2 overflow-hidden rounded-r-full bg-pitch-900">
                    <div className="h-full rounded-r-full bg-highlight" style={{ width: `${row.widths.away}%` }} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
          {hasToggle && (
            <ShowMoreButton
              isExpanded={isExpanded}
              controls={listId}
              onToggle={() => {
                setIsExpanded((value) => !value);
              }}
            />
          )}
        </>
      )}
    </SectionCard>
  );
}
