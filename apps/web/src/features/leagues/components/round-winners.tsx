import type { LeagueLeaderboard } from '@scoreline/contracts';
import { leagueWebMessages } from '@scoreline/contracts/plain';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';

/** The winner(s) of the league's latest completed round (ties share it). */
export function RoundWinners({ winners }: { winners: LeagueLeaderboard['roundWinners'] }) {
  return (
    <Card role="region" aria-labelledby="round-winners-title">
      <h2 id="round-winners-title" className="display text-sm tracking-widest text-highlight">
        {winners ? `Round ${winners.round} winner${winners.users.length > 1 ? 's' : ''}` : 'Round winner'}
      </h2>
      {winners ? (
        <ul className="mt-3 flex flex-col gap-2">
          {winners.users.map((user) => (
            <li key={user.id} className="flex min-w-0 items-center gap-3">
              <Avatar name={user.username} picture={user.profile_picture} size="sm" />
              <span className="min-w-0 flex-1 truncate font-semibold" title={user.username}>
                {user.username}
              </span>
              <span className="display text-lg text-accent">{winners.points} pts</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-chalk-muted">{leagueWebMessages.leagueNoRoundWinner}</p>
      )}
    </Card>
  );
}
