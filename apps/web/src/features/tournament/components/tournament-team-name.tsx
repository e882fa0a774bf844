import type { TournamentTeam } from '@scoreline/contracts';
import { clsx } from 'clsx';
import { TeamCrest } from '@/components/ui/team-crest';

/**
 * A team as the tables and the bracket show it: a national team's flag or a club's crest (monogram without a
 * logo), then its name; the short name on a phone when the full one is long.
 */
export function TournamentTeamName({ team, className }: { team: TournamentTeam; className?: string }) {
  return (
    <span className={clsx('flex min-w-0 items-center gap-2', className)}>
      {team.flag ? (
        // The name is written beside it: the flag is decoration.
        <span aria-hidden="true" className="w-6 shrink-0 text-center text-lg leading-none">
          {team.flag}
        </span>
      ) : (
        <TeamCrest team={team} size="sm" />
      )}
      <span className="truncate" title={team.name}>
        {team.shortName !== team.name ? (
          <>
            <span className="sm:hidden">{team.shortName}</span>
            <span className="hidden sm:inline">{team.name}</span>
          </>
        ) : (
          team.name
        )}
      </span>
    </span>
  );
}
