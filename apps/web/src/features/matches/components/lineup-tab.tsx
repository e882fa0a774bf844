import type { Injury, Lineup, Team } from '@scoreline/contracts';
import { matchPageMessages } from '@scoreline/contracts/plain';
import { clsx } from 'clsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { TeamCrest } from '@/components/ui/team-crest';
import { useLoadErrorToast } from '@/hooks/use-load-error-toast';
import { publicConfigQueryOptions } from '@/lib/api/public-config';
import { isBeforeKickoff, type KnownMatch } from '@/lib/match';
import { useInjuries } from '../api/get-injuries';
import { useLineups } from '../api/get-lineups';
import { formationRows, positionNames } from '../utils/formation';
import { kitsOf } from '../utils/kit-colors';
import { LineupSkeleton } from './lineup-skeleton';
import { Pitch } from './pitch';
import { PlayerPhoto } from './player-photo';
import { SquadsPanel } from './squads-panel';
import { TeamSideToggle, type Side } from './team-side-toggle';

function InjuryList({ injuries }: { injuries: Injury[] }) {
  if (injuries.length === 0) return <p className="text-sm text-chalk-faint">{matchPageMessages.injuriesNone}</p>;
  return (
    <ul className="divide-y divide-pitch-600">
      {injuries.map((injury, index) => (
        <li key={injury.player.id ?? index} className="flex items-center gap-3 py-2.5">
          <PlayerPhoto name={injury.player.name} photo={injury.player.photo} />
          <div className="min-w-0">
            <p className="truncate font-semibold" title={injury.player.name}>
              {injury.player.name}
            </p>
            <p className="text-sm text-chalk-muted">
              {[injury.player.reason, injury.player.type].filter(Boolean).join(' · ') || 'Unavailable'}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function SubHeading({ children }: { children: string }) {
  return <h4 className="display mt-6 mb-2 text-lg tracking-wider text-highlight">{children}</h4>;
}

function TeamLineup({ lineup, team, injuries }: { lineup: Lineup; team: Team; injuries: Injury[] }) {
  const headingId = `lineup-${team.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-pitch-600 bg-pitch-800/80 p-4 shadow-lg shadow-black/20 sm:p-6"
    >
      <div className="flex items-center gap-3">
        <TeamCrest team={team} size="lg" />
        <h3 id={headingId} className="display text-2xl">
          {team.name}
        </h3>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg bg-pitch-900/70 px-3 py-2">
          <dt className="text-xs tracking-wider text-chalk-faint uppercase">Formation</dt>
          <dd className="display mt-0.5 text-xl">{lineup.formation ?? '–'}</dd>
        </div>
        <div className="rounded-lg bg-pitch-900/70 px-3 py-2">
          <dt className="text-xs tracking-wider text-chalk-faint uppercase">Head coach</dt>
          <dd className="mt-0.5 truncate text-base font-semibold">{lineup.coach.name ?? 'Unknown'}</dd>
        </div>
      </dl>
      <div className="mt-5">
        <Pitch
          rows={formationRows(lineup.startXI, lineup.formation)}
          kits={kitsOf(lineup, team)}
          teamName={team.name}
        />
      </div>

      <SubHeading>Reserve</SubHeading>
      {lineup.substitutes.length === 0 ? (
        <p className="text-sm text-chalk-faint">{matchPageMessages.substitutesNone}</p>
      ) : (
        <ul className="grid gap-x-4 sm:grid-cols-2">
          {lineup.substitutes.map(({ player }, index) => (
            <li key={player.id ?? index} className="flex items-center gap-3 border-b border-pitch-600 py-2">
              <span className="display w-7 shrink-0 text-right text-lg text-chalk-faint">{player.number ?? ''}</span>
              <span className="min-w-0 flex-1 truncate" title={player.name}>
                {player.name}
              </span>
              {player.pos && (
                <abbr title={positionNames[player.pos]} className="text-xs text-chalk-faint no-underline">
                  {player.pos}
                </abbr>
              )}
            </li>
          ))}
        </ul>
      )}

      <SubHeading>Injury/Suspension</SubHeading>
      <InjuryList injuries={injuries} />
    </section>
  );
}

/**
 * spec §2 Line Up tab: each team's coach, formation, pitch, 'Reserve' and 'Injury/Suspension'. Side by side on
 * extra-large screens, otherwise one team at a time behind a 'Home Team'/'Away Team' toggle.
 */
export function LineupTab({ match }: { match: KnownMatch }) {
  const lineups = useLineups(match.id);
  const injuries = useInjuries(match.id);
  const config = useQuery(publicConfigQueryOptions());
  const [side, setSide] = useState<Side>('home');
  useLoadErrorToast(lineups.error ?? injuries.error);
  const { home, away } = match.details.teams;

  if (lineups.isPending || config.isPending) return <LineupSkeleton />;
  // issue 55: the embedded season has no line-ups, ever: its squads instead, and why.
  if (config.data?.footballData === 'embedded' && (lineups.data?.length ?? 0) === 0) {
    return <SquadsPanel match={match} />;
  }
  const teams: Record<Side, Team> = { home, away };
  const lineupOf = (team: Team) => lineups.data?.find((lineup) => lineup.team.id === team.id);
  const byTeam = { home: lineupOf(home), away: lineupOf(away) };
  const injuriesOf = (team: Team) => (injuries.data ?? []).filter((injury) => injury.team.id === team.id);

  // spec §2: without both line-ups, the message (injury news can come earlier, so it still shows).
  if (!byTeam.home || !byTeam.away) {
    const knownInjuries = (['home', 'away'] as const).filter((key) => injuriesOf(teams[key]).length > 0);
    return (
      <div className="flex flex-col gap-6">
        <EmptyState
          title={
            lineups.error
              ? matchPageMessages.lineupsFailed
              : isBeforeKickoff(match)
                ? matchPageMessages.lineupsBeforeKickoff
                : // Kicked off (or over) without line-ups: the data source has none for this match.
                  matchPageMessages.lineupsNone
          }
        />
        {knownInjuries.length > 0 && (
          <div className="grid gap-6 xl:grid-cols-2">
            {knownInjuries.map((key) => (
              <section
                key={key}
                aria-label={`${teams[key].name} injuries and suspensions`}
                className="rounded-2xl border border-pitch-600 bg-pitch-800/80 p-4 sm:p-6"
              >
                <div className="flex items-center gap-3">
                  <TeamCrest team={teams[key]} size="md" />
                  <h3 className="display text-xl">{teams[key].name}</h3>
                </div>
                <SubHeading>Injury/Suspension</SubHeading>
                <InjuryList injuries={injuriesOf(teams[key])} />
              </section>
            ))}
          </div>
        )}
      </div>
    );
  }

  return (
    <div>
      <TeamSideToggle side={side} onChange={setSide} />
      <div className="grid gap-6 xl:grid-cols-2">
        {(['home', 'away'] as const).map((key) => {
          const lineup = byTeam[key];
          return (
            lineup && (
              <div key={key} className={clsx(side === key ? 'block' : 'hidden xl:block')}>
                <TeamLineup lineup={lineup} team={teams[key]} injuries={injuriesOf(teams[key])} />
              </div>
            )
          );
        })}
      </div>
    </div>
  );
}
