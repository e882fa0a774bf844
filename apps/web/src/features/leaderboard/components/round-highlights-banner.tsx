import type { RoundHighlights } from '@scoreline/contracts';
import { roundHighlightsWords } from '@scoreline/contracts/plain';
import { Avatar } from '@/components/ui/avatar';
import { ClimbFigures } from '@/components/climb-figures';
import { Card } from '@/components/ui/card';

type Player = NonNullable<RoundHighlights['climber']>['user'];

function PlayerLine({ player, children }: { player: Player; children: React.ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-3">
      <Avatar name={player.username} picture={player.profile_picture} size="sm" />
      <span className="min-w-0 flex-1 truncate font-semibold" title={player.username}>
        {player.username}
      </span>
      {children}
    </li>
  );
}

/**
 * The latest completed round said out loud (issue 59): its winner(s) and its biggest climber, above the leaderboard.
 * Nothing before a round is complete.
 */
export function RoundHighlightsBanner({ highlights }: { highlights: RoundHighlights | null | undefined }) {
  if (!highlights) return null;
  const { stage, winners, climber } = highlights;
  return (
    <Card role="region" aria-labelledby="round-highlights-title" className="flex flex-col gap-4">
      <h2 id="round-highlights-title" className="display text-sm tracking-widest text-highlight">
        {roundHighlightsWords.title(stage)}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="round-highlights-winners" className="min-w-0">
          <h3 id="round-highlights-winners" className="text-xs font-semibold uppercase tracking-wider text-chalk-muted">
            {roundHighlightsWords.winner(winners?.users.length ?? 1)}
          </h3>
          {winners ? (
            <ul className="mt-2 flex flex-col gap-2">
              {winners.users.map((user) => (
                <PlayerLine key={user.id} player={user}>
                  <span className="display shrink-0 text-lg text-accent">
                    {roundHighlightsWords.points(winners.points)}
                  </span>
                </PlayerLine>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-chalk-muted">{roundHighlightsWords.noWinner}</p>
          )}
        </section>
        {climber && (
          <section aria-labelledby="round-highlights-climber" className="min-w-0">
            <h3
              id="round-highlights-climber"
              className="text-xs font-semibold uppercase tracking-wider text-chalk-muted"
            >
              {roundHighlightsWords.climber}
            </h3>
            <ul className="mt-2">
              <PlayerLine player={climber.user}>
                <ClimbFigures from={climber.from} to={climber.to} />
              </PlayerLine>
            </ul>
          </section>
        )}
      </div>
    </Card>
  );
}
