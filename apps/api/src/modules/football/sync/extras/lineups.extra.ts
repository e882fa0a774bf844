import type { Lineup } from '@scoreline/contracts';
import type { ProviderLineup } from '../../providers/provider';
import type { ExtraUnit } from './extra-unit';

/** Line-ups: looked for around kick-off (the provider's window) until both sides are known. */
export const lineupsExtra: ExtraUnit<ProviderLineup[]> = {
  kind: 'lineups',
  covered: (coverage) => coverage.lineups,
  isDue(match, { ctx, now, extrasOf, fetchedBefore }) {
    const cadence = ctx.provider.cadence;
    const kickoff = match.kickoffAt.getTime();
    const extras = extrasOf(match);
    return (
      now.getTime() >= kickoff - cadence.lineupsFromMs &&
      now.getTime() <= kickoff + cadence.lineupsUntilMs &&
      (extras.lineups?.length ?? 0) < 2 &&
      fetchedBefore(extras.lineupsFetchedAt, cadence.lineupsEveryMs)
    );
  },
  fetch: ([match], { ctx }) => ctx.provider.getLineups(match!.providerFixtureId),
  toStored(lineups, _match, { now, ourTeam }) {
    const mapped: Lineup[] = lineups.flatMap((lineup) => {
      const team = ourTeam(lineup.team.key);
      return team ? [{ ...lineup, team: { ...team, colors: lineup.team.colors } }] : [];
    });
    return { extras: { lineups: mapped, lineupsFetchedAt: now } };
  },
};
