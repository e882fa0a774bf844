import type { Match } from '@scoreline/contracts';
import { leaguePicksWords as words } from '@scoreline/contracts/plain';
import { arePicksPublic } from '@scoreline/domain';
import { useId, useState } from 'react';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useLoadErrorToast } from '@/hooks/use-load-error-toast';
import { useLeaguePicks } from '../api/get-league-picks';
import { useMyLeagues } from '../api/get-my-leagues';
import { LeaguePicksGrid } from './league-picks-grid';

/**
 * The match page's "Your leagues' picks" (issue 59, ADR 109): once the match has kicked off (ADR 055), the picks and
 * points of the members of one of the player's private leagues (a choice when they are in several). Nothing before
 * kick-off: the page's "Players' Picks" says when picks appear.
 */
export function MatchLeaguePicks({ match, viewerId }: { match: Match; viewerId: number }) {
  const selectId = useId();
  const hasKickedOff = arePicksPublic(match.details.fixture.status.short);
  const leagues = useMyLeagues({ enabled: hasKickedOff });
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const leagueId = chosen ?? leagues.data?.[0]?.id;
  const picks = useLeaguePicks(leagueId ?? 0, { match: match.id }, { enabled: hasKickedOff && leagueId !== undefined });
  useLoadErrorToast(leagues.error ?? picks.error);
  if (!hasKickedOff) return null;
  const title = words.matchLeaguePicksTitle;
  if (leagues.isPending || leagues.isError) {
    return <SectionCard title={title} isLoading={leagues.isPending} hasFailed={leagues.isError} />;
  }
  if (leagues.data.length === 0 || leagueId === undefined) {
    return (
      <SectionCard title={title}>
        <p className="text-chalk-muted">{words.matchLeaguePicksNone}</p>
      </SectionCard>
    );
  }
  const league = leagues.data.find((one) => one.id === leagueId);
  return (
    <SectionCard title={title}>
      {leagues.data.length > 1 && (
        <div className="mb-3 flex items-center gap-3">
          <label htmlFor={selectId} className="display text-sm tracking-widest text-chalk-muted">
            {words.matchLeaguePicksLeague}
          </label>
          <select
            id={selectId}
            value={leagueId}
            onChange={(event) => {
              setChosen(Number(event.target.value));
            }}
            className="h-11 min-w-0 flex-1 rounded-lg border border-pitch-500 bg-pitch-800 px-3 text-base text-chalk"
          >
            {leagues.data.map((one) => (
              <option key={one.id} value={one.id}>
                {one.leagueName}
              </option>
            ))}
          </select>
        </div>
      )}
      {picks.data ? (
        <LeaguePicksGrid grid={picks.data} viewerId={viewerId} label={words.picksGridLabel(league?.leagueName ?? '')} />
      ) : picks.isError ? (
        <p className="text-chalk-muted">{words.picksFailed}</p>
      ) : (
        <SkeletonGroup role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading the picks...</span>
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-4/5" />
        </SkeletonGroup>
      )}
    </SectionCard>
  );
}
