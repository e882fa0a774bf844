import { webMessages } from '@scoreline/contracts/plain';
import { Link } from '@/components/link';
import { Avatar } from '@/components/ui/avatar';
import { buttonClassName } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';

export type PlayerStanding = {
  username: string;
  picture: string | null;
  /** null: not ranked (no scored prediction yet, or none in the chosen round or range). */
  position: number | null;
  totalPoints: number;
};

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-pitch-900/70 px-3 py-3 text-center">
      <dt className="text-xs tracking-wider text-chalk-faint uppercase">{label}</dt>
      <dd className="display mt-1 text-3xl text-accent tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * spec §2 side card: avatar, username, position and Total Points of the selected player, or of the signed-in
 * player; a sign-in prompt for a visitor.
 */
export function PlayerCard({
  title,
  standing,
  isLoading = false,
  scopeLabel,
}: {
  title: string;
  /** undefined: nobody is signed in. */
  standing: PlayerStanding | undefined;
  isLoading?: boolean;
  /** 'Overall', 'Round 3' or a date range: what the position and points count. */
  scopeLabel: string;
}) {
  return (
    <Card aria-labelledby="player-card-title" role="region">
      <h2 id="player-card-title" className="display text-sm tracking-widest text-highlight">
        {title}
      </h2>
      {isLoading ? (
        <SkeletonGroup role="status" className="mt-4 flex flex-col gap-4">
          <span className="sr-only">Loading standing...</span>
          <div className="flex items-center gap-4">
            <Skeleton className="size-16 rounded-full" />
            <Skeleton className="h-6 w-32" />
          </div>
          <Skeleton className="h-20" />
        </SkeletonGroup>
      ) : !standing ? (
        <div className="mt-4 flex flex-col items-start gap-4">
          <p className="text-chalk-muted">{webMessages.standingSignIn}</p>
          <Link to="/sign-in" className={buttonClassName({ size: 'sm' })}>
            Log in
          </Link>
        </div>
      ) : (
        <>
          <div className="mt-4 flex min-w-0 items-center gap-4">
            <Avatar name={standing.username} picture={standing.picture} size="lg" />
            <p className="min-w-0 truncate text-lg font-semibold" title={`@${standing.username}`}>
              @{standing.username}
            </p>
          </div>
          <dl className="mt-5 grid grid-cols-2 gap-3">
            <Stat label="Position" value={standing.position === null ? '–' : `#${standing.position}`} />
            <Stat label="Total Points" value={String(standing.totalPoints)} />
          </dl>
          <p className="mt-3 text-xs text-chalk-faint">
            {standing.position === null
              ? `Not ranked yet (${scopeLabel.toLowerCase() === 'overall' ? 'overall' : scopeLabel}): a scored prediction puts you on the board.`
              : `Counted for: ${scopeLabel}`}
          </p>
        </>
      )}
    </Card>
  );
}
