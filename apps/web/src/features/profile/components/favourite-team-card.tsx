import type { User } from '@scoreline/contracts';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { TeamCrest } from '@/components/ui/team-crest';

/**
 * spec §2 favourite team card: the club's crest and name. The crest is drawn as on the match cards (the provider's
 * logo, else the club's code or short name in its colours); only a club the answer says nothing more about gets the
 * plain initials shield.
 */
export function FavouriteTeamCard({ team }: { team: NonNullable<User['favouriteTeam']> }) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="flex items-center gap-4">
      <TeamCrest
        team={{ name: team.name, shortName: team.shortName, code: team.code, logo: team.logoUrl, colors: team.colors }}
        size="xl"
      />
      <div className="min-w-0">
        <h2 id={headingId} className="text-xs font-semibold tracking-wider text-chalk-muted uppercase">
          Favourite team
        </h2>
        <p className="display mt-1 text-2xl break-words">{team.name}</p>
      </div>
    </Card>
  );
}
