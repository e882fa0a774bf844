import { webMessages } from '@scoreline/contracts/plain';
import { useEffect, useRef } from 'react';
import { Link } from '@/components/link';
import { Avatar } from '@/components/ui/avatar';
import { buttonClassName } from '@/components/ui/button-styles';
import { ArrowLeftIcon, PaperPlaneIcon, XLogoIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';

export type SelectedPlayer = {
  id: number;
  username: string | undefined;
  picture: string | null;
  /** The rank in the view shown; null when the player has none there (never a made-up '#1'). */
  position: number | null;
  /** A round or range filter is on: a player without a rank is not ranked in it (they may be overall). */
  isFiltered: boolean;
  fullName: string | undefined;
  xProfileLink: string | null;
  telegramUserName: string | null;
};

/** An X profile is stored as a link or a bare handle; either way it opens on x.com. */
function xProfileUrl(value: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  return `https://x.com/${encodeURIComponent(value.replace(/^@/, ''))}`;
}

function telegramUrl(userName: string): string {
  return `https://t.me/${encodeURIComponent(userName.replace(/^@/, ''))}`;
}

const externalLink =
  'inline-flex items-center gap-1.5 rounded-lg border border-pitch-500 px-3 py-1.5 text-sm hover:border-accent hover:text-accent';

/** spec §2 selected-user header: 'welcome to @{username}', picture, rank, full name, X and Telegram links. */
export function SelectedPlayerHeader({
  player,
  isLoading,
  backTo,
}: {
  player: SelectedPlayer;
  isLoading: boolean;
  backTo: string;
}) {
  const ref = useRef<HTMLElement>(null);
  // A row far down the table was clicked: bring the header into view.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [player.id]);

  return (
    <section
      ref={ref}
      aria-labelledby="selected-player-title"
      className="pitch-stripes relative overflow-hidden rounded-2xl border border-pitch-500 bg-pitch-950 p-5 sm:p-7"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar name={player.username ?? '?'} picture={player.picture} size="xl" />
        <div className="min-w-0 flex-1">
          {player.username === undefined ? (
            <Skeleton className="h-9 w-64" />
          ) : (
            <h2 id="selected-player-title" className="display text-2xl break-words sm:text-4xl">
              welcome to <span className="text-accent normal-case">@{player.username}</span>
            </h2>
          )}
          {/* A div, not a p: the loading skeleton is a block. */}
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-chalk-muted">
            {player.position !== null ? (
              <span className="display rounded-md bg-highlight px-2 py-0.5 text-lg tracking-wider text-pitch-950">
                Rank #{player.position}
              </span>
            ) : isLoading ? (
              <Skeleton className="h-7 w-24" />
            ) : (
              <span className="display rounded-md border border-pitch-500 px-2 py-0.5 text-lg tracking-wider text-chalk-muted">
                {player.isFiltered ? webMessages.notRankedInView : webMessages.notRankedYet}
              </span>
            )}
            {isLoading ? (
              <Skeleton className="h-5 w-40" />
            ) : (
              player.fullName && <span className="min-w-0 text-lg wrap-anywhere text-chalk">{player.fullName}</span>
            )}
          </div>
          {(player.xProfileLink || player.telegramUserName) && (
            <ul aria-label="Social links" className="mt-4 flex flex-wrap gap-2">
              {player.xProfileLink && (
                <li>
                  <a href={xProfileUrl(player.xProfileLink)} target="_blank" rel="noreferrer" className={externalLink}>
                    <XLogoIcon className="size-4" />X profile
                  </a>
                </li>
              )}
              {player.telegramUserName && (
                <li>
                  <a
                    href={telegramUrl(player.telegramUserName)}
                    target="_blank"
                    rel="noreferrer"
                    className={externalLink}
                  >
                    <PaperPlaneIcon className="size-4" />
                    Telegram
                  </a>
                </li>
              )}
            </ul>
          )}
        </div>
        <Link
          to={backTo}
          replace
          className={buttonClassName({ variant: 'secondary', size: 'sm', className: 'self-start' })}
        >
          <ArrowLeftIcon className="size-4" />
          Back to leaderboard
        </Link>
      </div>
    </section>
  );
}
