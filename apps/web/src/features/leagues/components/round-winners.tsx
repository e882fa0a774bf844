import type { LeagueLeaderboard } from '@scoreline/contracts';
import { leagueWebMessages, roundHighlightsWords } from '@scoreline/contracts/plain';
import { Avatar } from '@/components/ui/avatar';
import { ClimbFigures } from '@/components/climb-figures';
import { Card } from '@/components/ui/card';

/**
 * The winner(s) of the league's latest completed round (ties share it) and, issue 59, the member who climbed the most
 * places within the league over it.
 */
export function RoundWinners({
  winners,
  climber = null,
}: {
  winners: LeagueLeaderboard['roundWinners'];
  climber?: LeagueLeaderboard['roundClimber'];
}) {
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
      {climber && (
        <div className="mt-4 border-t border-pitch-600 pt-3">
          <h3 className="text-xs font-semibold uppercase tracking-wider text-chalk-muted">
            {roundHighlightsWords.climber}
          </h3>
          <p className="mt-2 flex min-w-0 items-center gap-3">
            <Avatar name={climber.user.username} picture={climber.user.profile_picture} size="sm" />
            <span className="min-w-0 flex-1 truncate font-semibold" title={climber.user.username}>
              {climber.user.username}
            </span>
            <ClimbFigures from={climber.from} to={climber.to} />
          </p>
        </div>
      )}
    </Card>
  );
}
