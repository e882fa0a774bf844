import { isDeepStrictEqual } from 'node:util';
import { isNotStartedStatus } from '@scoreline/domain';
import type { Injury } from '@scoreline/contracts';
import type { ProviderInjury } from '../../providers/provider';
import { isDue } from '../sync-context';
import type { ExtraUnit } from './extra-unit';

/** Injuries and suspensions: one call for every match kicking off soon, at most once per cadence. */
export const injuriesExtra: ExtraUnit<ProviderInjury[]> = {
  kind: 'injuries',
  covered: (coverage) => coverage.injuries,
  batch: true,
  isKindDue: ({ ctx, now }) => isDue(ctx.state.injuriesAt, ctx.provider.cadence.injuriesEveryMs, now),
  isDue(match, { ctx, now }) {
    const kickoff = match.kickoffAt.getTime();
    return (
      isNotStartedStatus(match.status) &&
      kickoff >= now.getTime() &&
      kickoff <= now.getTime() + ctx.provider.cadence.injuriesWithinMs
    );
  },
  fetch: (matches, { ctx }) => ctx.provider.getInjuries(matches.map((match) => match.providerFixtureId)),
  toStored(injuries, match, { now, ourTeam, extrasOf }) {
    const list: Injury[] = injuries
      .filter((injury) => injury.fixtureKey === match.providerFixtureId)
      .flatMap((injury) => {
        const team = ourTeam(injury.team.key);
        return team ? [{ team, player: injury.player }] : [];
      });
    const stored = extrasOf(match);
    if (isDeepStrictEqual(list, stored.injuries) && stored.injuriesFetchedAt) return null;
    return { extras: { injuries: list, injuriesFetchedAt: now } };
  },
  afterRun({ ctx, now }) {
    ctx.state.injuriesAt = now.toISOString();
  },
};
