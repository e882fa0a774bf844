import type { Badge } from '@scoreline/contracts';
import { profileWebMessages } from '@scoreline/contracts/plain';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useBadges } from '../api/get-badges';
import { BadgeIcon } from './badge-icon';
import { LoadingText } from '@/components/ui/loading-text';

// Loaded when a badge is opened (issue 14): the profile's first load carries no dialog, award list or its check.
const BadgeDialog = lazy(() => import('./badge-dialog').then((module) => ({ default: module.BadgeDialog })));

/** spec §2 achievements: the badges a player holds, 10 a page (§9), each opening its awards. */
export function BadgesSection({
  userId,
  isOwn,
  competition,
}: {
  userId: number;
  isOwn: boolean;
  /** A competition's slug or 'all' (issue 58); the default competition without one. */
  competition?: string;
}) {
  const [page, setPage] = useState(1);
  const [openBadge, setOpenBadge] = useState<Badge | null>(null);
  const badges = useBadges(userId, page, competition);
  const headingId = useId();
  const data = badges.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;

  return (
    <Card role="region" aria-labelledby={headingId} aria-busy={badges.isFetching || undefined}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="display text-xl tracking-wider">
          Badges
        </h2>
        {data && data.total > 0 && <p className="text-sm text-chalk-faint">{data.total} earned</p>}
      </div>
      {badges.isPending ? (
        <LoadingText className="mt-3" />
      ) : badges.isError ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-chalk-muted">
          {profileWebMessages.badgesFailed}
          <Button variant="secondary" size="sm" onClick={() => void badges.refetch()}>
            Try again
          </Button>
        </div>
      ) : badges.data.items.length === 0 ? (
        <p className="mt-3 text-chalk-muted">{isOwn ? profileWebMessages.ownNoBadges : profileWebMessages.noBadges}</p>
      ) : (
        <>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {badges.data.items.map((badge) => (
              <li key={badge.badgeId}>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => {
                    setOpenBadge(badge);
                  }}
                  className="flex h-full w-full flex-col items-center gap-2 rounded-xl border border-pitch-600 bg-pitch-900/60 px-2 py-3 text-center transition-colors hover:border-accent"
                >
                  <BadgeIcon iconUrl={badge.iconUrl} />
                  <span className="text-sm font-semibold">{badge.badgeName}</span>
                  {badge.noOfTimesAwarded > 1 && (
                    <span className="rounded-full bg-highlight/15 px-2 text-xs text-highlight">
                      ×{badge.noOfTimesAwarded}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
          {pageCount > 1 && (
            <nav aria-label="Badge pages" className="mt-4 flex items-center justify-between gap-3">
              <Button
                variant="secondary"
                size="sm"
                disabled={page <= 1}
                onClick={() => {
                  setPage(page - 1);
                }}
              >
                Previous
              </Button>
              <span className="text-sm text-chalk-muted">
                Page {page} of {pageCount}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= pageCount}
                onClick={() => {
                  setPage(page + 1);
                }}
              >
                Next
              </Button>
            </nav>
          )}
        </>
      )}
      {openBadge && (
        <Suspense fallback={null}>
          <BadgeDialog
            userId={userId}
            badge={openBadge}
            onClose={() => {
              setOpenBadge(null);
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
