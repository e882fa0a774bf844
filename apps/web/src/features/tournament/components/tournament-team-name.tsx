import type { TournamentTeam } from '@scoreline/contracts';
import { clsx } from 'clsx';
import { TeamCrest } from '@/components/ui/team-crest';

/** The longest name a phone's table shows whole beside the figures (390 px: 'Netherlands', 'Switzerland' are cut). */
const PHONE_NAME_LENGTH = 9;

/**
 * A team as the tables and the bracket show it: a national team's flag or a club's crest (monogram without a
 * logo), then its name; the short name on a phone when the full one is long.
 */
export function TournamentTeamName({ team, className }: { team: TournamentTeam; className?: string }) {
  const phoneCode = team.name.length > PHONE_NAME_LENGTH && team.code ? team.code : null;
  return (
    <span className={clsx('flex min-w-0 items-center gap-2', className)}>
      <TeamCrest team={team} size="sm" />
      <span className="truncate" title={team.name}>
        {team.shortName !== team.name ? (
          <>
            <span className="sm:hidden">{team.shortName}</span>
            <span className="hidden sm:inline">{team.name}</span>
          </>
        ) : phoneCode ? (
          // A long national team's name would be cut to 'Bosni…' on a phone: its code there ('BIH'), its name for
          // screen readers and from the sm width up.
          <>
            <span aria-hidden="true" className="sm:hidden">
              {phoneCode}
            </span>
            <span className="sr-only sm:not-sr-only">{team.name}</span>
          </>
        ) : (
          team.name
        )}
      </span>
    </span>
  );
}
