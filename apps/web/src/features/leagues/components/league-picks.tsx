import type { PrivateLeagueDetail } from '@scoreline/contracts';
import { leaguePicksWords as words } from '@scoreline/contracts/plain';
import { useId, useState } from 'react';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useLeaguePicks } from '../api/get-league-picks';
import { LeaguePicksGrid } from './league-picks-grid';

const selectClassName = 'h-11 min-w-0 rounded-lg border border-pitch-500 bg-pitch-800 px-3 text-base text-chalk';

/**
 * The league page's 'Picks' (issue 59, ADR 109): a round of one of the league's competitions (its current round to
 * begin with), every member's pick and points once each match has kicked off.
 */
export function LeaguePicks({ league, viewerId }: { league: PrivateLeagueDetail; viewerId: number }) {
  const roundId = useId();
  const competitionId = useId();
  const [competition, setCompetition] = useState<string | undefined>(undefined);
  const [round, setRound] = useState<number | undefined>(undefined);
  const picks = useLeaguePicks(league.id, {
    ...(competition === undefined ? {} : { competition }),
    ...(round === undefined ? {} : { round }),
  });
  const grid = picks.data;
  const stageName = grid?.stages.find((stage) => stage.round === grid.round)?.name;
  return (
    // min-w-0: a round of ten matches is wider than a phone; the grid scrolls inside its card, never the page.
    <Card
      role="region"
      aria-labelledby="league-picks-title"
      aria-busy={picks.isFetching || undefined}
      className="min-w-0"
    >
      <h2 id="league-picks-title" className="display text-2xl">
        {words.picksTitle}
      </h2>
      <p className="mt-1 text-sm text-chalk-muted">{words.picksDescription}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {league.competitions.length > 1 && (
          <>
            <label htmlFor={competitionId} className="display text-sm tracking-widest text-chalk-muted">
              {words.picksCompetition}
            </label>
            <select
              id={competitionId}
              value={competition ?? league.competitions[0]?.slug}
              onChange={(event) => {
                setCompetition(event.target.value);
                // A round of one competition means nothing in another: its current round opens.
                setRound(undefined);
              }}
              className={selectClassName}
            >
              {league.competitions.map((one) => (
                <option key={one.slug} value={one.slug}>
                  {one.name}
                </option>
              ))}
            </select>
          </>
        )}
        {grid && grid.stages.length > 0 && (
          <>
            <label htmlFor={roundId} className="display text-sm tracking-widest text-chalk-muted">
              {words.picksRound}
            </label>
            <select
              id={roundId}
              value={round ?? grid.round ?? ''}
              onChange={(event) => {
                setRound(Number(event.target.value));
              }}
              className={selectClassName}
            >
              {grid.stages.map((stage) => (
                <option key={stage.round} value={stage.round}>
                  {stage.name}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
      <div className="mt-4">
        {grid ? (
          grid.matches.length === 0 ? (
            <p className="text-chalk-muted">{words.picksNoMatches}</p>
          ) : (
            <LeaguePicksGrid
              grid={grid}
              viewerId={viewerId}
              label={words.picksGridLabel(stageName ?? `${words.picksRound} ${grid.round ?? ''}`.trim())}
            />
          )
        ) : picks.isError ? (
          <LoadError title={words.picksFailed} onRetry={picks.refetch} isRetrying={picks.isRefetching} />
        ) : (
          <SkeletonGroup role="status" className="flex flex-col gap-2">
            <span className="sr-only">Loading the picks...</span>
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </SkeletonGroup>
        )}
      </div>
    </Card>
  );
}
