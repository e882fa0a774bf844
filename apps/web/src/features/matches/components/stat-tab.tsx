import type { Match } from '@scoreline/contracts';
import { useState } from 'react';
import { useLoadErrorToast } from '@/hooks/use-load-error-toast';
import { useHeadToHead } from '../api/get-head-to-head';
import { useStatistics } from '../api/get-statistics';
import { useMatchPicks } from '../api/get-match-picks';
import { useWinPrediction } from '../api/get-win-prediction';
import { HeadToHeadCard } from './head-to-head-card';
import { MatchStatsCard } from './match-stats-card';
import { PicksCard } from './picks-card';
import { WinProbabilityCard } from './win-probability-card';

/** spec §2 Stat tab: win probability, the comparative stat bars, everyone's picks (after kick-off), head to head. */
export function StatTab({ match }: { match: Match }) {
  const { home, away } = match.details.teams;
  const winPrediction = useWinPrediction(match.id);
  const statistics = useStatistics(match.id);
  const headToHead = useHeadToHead({ homeTeamId: home.id, awayTeamId: away.id });
  // Picks are revealed at kick-off (the API refuses them before); the page reloads its data on revisit.
  const [hasKickedOff] = useState(() => Date.now() >= new Date(match.date).getTime());
  const picks = useMatchPicks(match.id, { enabled: hasKickedOff });
  useLoadErrorToast(winPrediction.error ?? statistics.error ?? headToHead.error ?? picks.error);

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-6">
        <WinProbabilityCard
          match={match}
          prediction={winPrediction.data}
          isLoading={winPrediction.isPending}
          hasFailed={winPrediction.isError}
        />
        <MatchStatsCard
          match={match}
          statistics={statistics.data}
          isLoading={statistics.isPending}
          hasFailed={statistics.isError}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <PicksCard
          match={match}
          picks={picks.data}
          hasKickedOff={hasKickedOff}
          isLoading={picks.isPending}
          hasFailed={picks.isError}
        />
        <HeadToHeadCard
          fixtures={headToHead.data}
          isLoading={headToHead.isPending}
          hasFailed={headToHead.isError}
          currentMatchId={match.id}
        />
      </div>
    </div>
  );
}
