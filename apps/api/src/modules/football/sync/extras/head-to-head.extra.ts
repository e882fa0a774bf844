import { isNotStartedStatus } from '@scoreline/domain';
import type { ProviderPastResult } from '../../providers/provider';
import { teamKey } from '../team-links';
import type { ExtraUnit } from './extra-unit';

/**
 * The two clubs' past meetings, once per match kicking off soon, kept in historical_results; a failed call is asked
 * for again later (extra-retries.ts).
 */
export const headToHeadExtra: ExtraUnit<ProviderPastResult[]> = {
  kind: 'head-to-head',
  covered: (coverage) => coverage.headToHead,
  isDue(match, { ctx, now, extrasOf, teamsById }) {
    const kickoff = match.kickoffAt.getTime();
    const home = teamsById.get(match.homeTeamId);
    const away = teamsById.get(match.awayTeamId);
    return (
      isNotStartedStatus(match.status) &&
      kickoff >= now.getTime() &&
      kickoff <= now.getTime() + ctx.provider.cadence.headToHeadWithinMs &&
      !extrasOf(match).headToHeadFetchedAt &&
      home !== undefined &&
      away !== undefined &&
      teamKey(ctx, home) !== undefined &&
      teamKey(ctx, away) !== undefined
    );
  },
  fetch([match], { ctx, teamsById }) {
    const home = teamsById.get(match!.homeTeamId)!;
    const away = teamsById.get(match!.awayTeamId)!;
    return ctx.provider.getHeadToHead(teamKey(ctx, home)!, teamKey(ctx, away)!);
  },
  toStored(results, _match, { now, teamMap }) {
    const history = results.flatMap((result) => {
      const home = teamMap.get(result.homeTeamKey);
      const away = teamMap.get(result.awayTeamKey);
      if (!home || !away) return [];
      return [
        {
          source: 'api-football' as const,
          sourceKey: result.key,
          season: result.season,
          playedOn: result.playedOn,
          kickoffAt: result.kickoff,
          homeTeamSlug: home.slug,
          awayTeamSlug: away.slug,
          homeGoals: result.homeGoals,
          awayGoals: result.awayGoals,
        },
      ];
    });
    return { extras: { headToHeadFetchedAt: now }, history };
  },
};
