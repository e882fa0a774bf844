import type { Squad, Team } from '@scoreline/contracts';
import { matchPageMessages } from '@scoreline/contracts/plain';
import { clsx } from 'clsx';
import { useState } from 'react';
import { TeamCrest } from '@/components/ui/team-crest';
import { useLoadErrorToast } from '@/hooks/use-load-error-toast';
import { useSquads } from '../api/get-squads';
import { LineupSkeleton } from './lineup-skeleton';
import { TeamSideToggle, type Side } from './team-side-toggle';
import type { KnownMatch } from '@/lib/match';

type Player = Squad['players'][number];

const groups = [
  { pos: 'G', title: 'Goalkeepers' },
  { pos: 'D', title: 'Defenders' },
  { pos: 'M', title: 'Midfielders' },
  { pos: 'F', title: 'Forwards' },
  { pos: null, title: 'Others' },
] as const;

/** By shirt number, players without one last. */
const byNumber = (a: Player, b: Player) => (a.number ?? 1000) - (b.number ?? 1000);

function SquadList({ team, squad }: { team: Team; squad: Squad | undefined }) {
  const headingId = `squad-${team.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-pitch-600 bg-pitch-800/80 p-4 shadow-lg shadow-black/20 sm:p-6"
    >
      <div className="flex items-center gap-3">
        <TeamCrest team={team} size="lg" />
        <h3 id={headingId} className="display text-2xl">
          {squad ? matchPageMessages.squadHeading(team.name, squad.season) : team.name}
        </h3>
      </div>
      {!squad || squad.players.length === 0 ? (
        <p className="mt-4 text-sm text-chalk-faint">{matchPageMessages.squadNone}</p>
      ) : (
        groups.map(({ pos, title }) => {
          const players = squad.players.filter((player) => player.pos === pos).sort(byNumber);
          if (players.length === 0) return null;
          return (
            <div key={title}>
              <h4 className="display mt-6 mb-2 text-lg tracking-wider text-highlight">{title}</h4>
              <ul className="grid gap-x-4 sm:grid-cols-2">
                {players.map((player, index) => (
                  <li
                    key={`${player.number ?? ''}-${player.name}-${index}`}
                    className="flex items-center gap-3 border-b border-pitch-600 py-2"
                  >
                    <span className="display w-7 shrink-0 text-right text-lg text-chalk-faint">
                      {player.number ?? ''}
                    </span>
                    <span className="min-w-0 flex-1 break-words">{player.name}</span>
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}

/**
 * issue 55: the Line Up tab with the embedded season, which has no line-ups. It says plainly that line-ups (and
 * statistics) come with a provider key, then shows each club's season squad, labelled as the squad: who was
 * registered, not who played. One club at a time below extra-large screens, as the line-ups.
 */
export function SquadsPanel({ match }: { match: KnownMatch }) {
  const squads = useSquads(match.id);
  const [side, setSide] = useState<Side>('home');
  useLoadErrorToast(squads.error);
  const teams: Record<Side, Team> = { home: match.details.teams.home, away: match.details.teams.away };
  const notice = (
    <p className="rounded-2xl border border-dashed border-pitch-500 bg-pitch-900/60 px-4 py-4 text-chalk-muted sm:px-6">
      {matchPageMessages.lineupsNeedProviderKey}
    </p>
  );
  if (squads.isPending) {
    return (
      <div className="flex flex-col gap-6">
        {notice}
        <LineupSkeleton />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {notice}
      {squads.isError ? (
        <p className="text-chalk-muted">{matchPageMessages.sectionFailed}</p>
      ) : (
        <div>
          <TeamSideToggle side={side} onChange={setSide} />
          <div className="grid gap-6 xl:grid-cols-2">
            {(['home', 'away'] as const).map((key) => (
              <div key={key} className={clsx(side === key ? 'block' : 'hidden xl:block')}>
                <SquadList team={teams[key]} squad={squads.data.find((squad) => squad.team.id === teams[key].id)} />
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
