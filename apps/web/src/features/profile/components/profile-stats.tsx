import type { User } from '@scoreline/contracts';
import { profileWebMessages } from '@scoreline/contracts/plain';
import { lazy, Suspense, useState } from 'react';
import { StatTile } from './stat-tile';
import { PencilIcon } from './pencil-icon';

// Loaded when the player opens it (issue 14): the profile's first load carries no dialog, team list or its check.
const FavouriteTeamDialog = lazy(() =>
  import('./favourite-team-dialog').then((module) => ({ default: module.FavouriteTeamDialog })),
);

const iconButton =
  'grid size-8 shrink-0 place-items-center rounded-lg text-chalk-muted hover:bg-pitch-700 hover:text-accent';

/**
 * spec §2 Profile stats: Total Predictions Made, Total Points, Average Points per Prediction and Favourite Team,
 * which only its owner can change (the edit control is not there on another player's profile).
 */
export function ProfileStats({ user, isOwn }: { user: User; isOwn: boolean }) {
  const [isPicking, setIsPicking] = useState(false);
  return (
    <section aria-label="Stats">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile label="Total Predictions Made">{user.totalPredictions}</StatTile>
        <StatTile label="Total Points">{user.totalPoints}</StatTile>
        <StatTile label="Average Points per Prediction">{user.averagePointsPerPredictions.toFixed(2)}</StatTile>
        {/* A club's name is long: on two columns the tile takes a whole row (a name breaks only between words, or
            hyphenated). */}
        <StatTile
          className="col-span-2 lg:col-span-1"
          label="Favourite Team"
          action={
            isOwn && (
              <button
                type="button"
                aria-label="Edit favourite team"
                aria-haspopup="dialog"
                className={iconButton}
                onClick={() => {
                  setIsPicking(true);
                }}
              >
                <PencilIcon className="size-4" />
              </button>
            )
          }
        >
          {user.favouriteTeam ? (
            <span
              lang="en"
              className={
                user.favouriteTeam.name.length > 14
                  ? 'text-lg leading-tight text-chalk hyphens-auto'
                  : 'text-xl text-chalk hyphens-auto sm:text-2xl'
              }
            >
              {user.favouriteTeam.name}
            </span>
          ) : (
            <span className="text-lg text-chalk-faint normal-case">{profileWebMessages.noFavouriteTeam}</span>
          )}
        </StatTile>
      </dl>
      {isPicking && (
        <Suspense fallback={null}>
          <FavouriteTeamDialog
            currentTeamId={user.favouriteTeam?.id ?? null}
            onClose={() => {
              setIsPicking(false);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
