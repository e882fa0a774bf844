import { isFinishedStatus, isLiveStatus } from '@scoreline/domain';
import type { TeamStatistics } from '@scoreline/contracts';
import type { ProviderTeamStatistics } from '../../providers/provider';
import type { ExtraUnit } from './extra-unit';

/** Statistics of finished matches are fetched once, if the match ended within this time. */
const RECENT_STATISTICS_MS = 24 * 60 * 60_000;

/** Match statistics: while live at the provider's cadence, and once more after the final whistle. */
export const statisticsExtra: ExtraUnit<ProviderTeamStatistics[]> = {
  kind: 'statistics',
  covered: (coverage) => coverage.statistics,
  isDue(match, { ctx, now, extrasOf, fetchedBefore }) {
    const fetchedAt = extrasOf(match).statisticsFetchedAt;
    if (isLiveStatus(match.status)) return fetchedBefore(fetchedAt, ctx.provider.cadence.statisticsLiveEveryMs);
    // Once after the final whistle, for matches that just ended (not for a whole past season at import).
    const endedRecently = now.getTime() - match.kickoffAt.getTime() <= RECENT_STATISTICS_MS;
    const fetchedAfterEnd = fetchedAt && fetchedAt.getTime() >= match.updatedAt.getTime();
    return isFinishedStatus(match.status) && endedRecently && !fetchedAfterEnd;
  },
  fetch: ([match], { ctx }) => ctx.provider.getStatistics(match!.providerFixtureId),
  toStored(statistics, _match, { now, ourTeam }) {
    const mapped: TeamStatistics[] = statistics.flatMap((entry) => {
      const team = ourTeam(entry.team.key);
      return team ? [{ team, statistics: entry.statistics }] : [];
    });
    return { extras: { statistics: mapped.length > 0 ? mapped : null, statisticsFetchedAt: now } };
  },
};
