import type { User } from '@scoreline/contracts';
import { Link } from '@/components/link';
import { Avatar } from '@/components/ui/avatar';
import { buttonClassName } from '@/components/ui/button-styles';
import { Skeleton } from '@/components/ui/skeleton';
import { PencilIcon } from './pencil-icon';

/**
 * The top of one's own profile: picture, username, name, rank, and the way to 'UPDATING YOUR PROFILE'. While the
 * profile loads the rank and name pulse; when it failed (`hasFailed`: the page below says so) that row is left out.
 */
export function OwnProfileHeader({
  user,
  username,
  hasFailed = false,
}: {
  user: User | undefined;
  username: string;
  hasFailed?: boolean;
}) {
  return (
    <section
      aria-labelledby="own-profile-title"
      className="pitch-stripes relative overflow-hidden rounded-2xl border border-pitch-500 bg-pitch-950 p-5 sm:p-7"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar name={username} picture={user?.profile_picture} size="xl" />
        <div className="min-w-0 flex-1">
          <h1 id="own-profile-title" className="display text-3xl break-words sm:text-4xl">
            <span className="sr-only">Profile of </span>
            <span className="text-accent normal-case">@{username}</span>
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-chalk-muted">
            {user ? (
              <>
                <span className="display rounded-md bg-highlight px-2 py-0.5 text-lg tracking-wider text-pitch-950">
                  {user.rank === null ? 'Not ranked yet' : `Rank #${user.rank}`}
                </span>
                <span className="min-w-0 text-lg wrap-anywhere text-chalk">
                  {user.firstname} {user.lastname}
                </span>
              </>
            ) : hasFailed ? null : (
              <Skeleton className="h-7 w-56" />
            )}
          </div>
        </div>
        <Link to="/profile/edit" className={buttonClassName({ size: 'sm', className: 'self-start' })}>
          <PencilIcon className="size-4" />
          Edit profile
        </Link>
      </div>
    </section>
  );
}
