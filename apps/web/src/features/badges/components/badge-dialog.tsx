import type { Badge } from '@scoreline/contracts';
import { profileWebMessages } from '@scoreline/contracts/plain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useBadgeLogs } from '../api/get-badge-logs';
import { BadgeIcon } from './badge-icon';
import { LoadingText } from '@/components/ui/loading-text';

/**
 * spec §2: tapping a badge opens a modal with its icon and name and a scrolling list of its awards — month and year
 * for ranked (monthly) badges, otherwise 'Round N' or 'Rank N' (the API's labels), and nothing else
 * (docs/decisions/010, addendum 2026-12-02).
 */
export function BadgeDialog({ userId, badge, onClose }: { userId: number; badge: Badge; onClose: () => void }) {
  const logs = useBadgeLogs(userId, badge.badgeId, badge.isRanked);
  const awards = logs.data?.pages.flatMap((page) => page.items) ?? [];
  const total = logs.data?.pages[0]?.total;

  return (
    <Dialog title={badge.badgeName} description={badge.description} onClose={onClose}>
      <div className="flex flex-col items-center gap-2 pb-4">
        <BadgeIcon iconUrl={badge.iconUrl} size="lg" />
        <p className="text-sm text-chalk-muted">
          Awarded {badge.noOfTimesAwarded} {badge.noOfTimesAwarded === 1 ? 'time' : 'times'}
        </p>
      </div>
      <h3 className="display text-sm tracking-widest text-highlight">Awards</h3>
      {logs.isPending ? (
        <LoadingText className="mt-2" />
      ) : logs.isError ? (
        <p role="alert" className="mt-2 text-chalk-muted">
          {profileWebMessages.badgeLogsFailed}
        </p>
      ) : (
        <>
          <ul aria-label={`Awards of ${badge.badgeName}`} className="mt-2 flex flex-col divide-y divide-pitch-600">
            {awards.map((award) => (
              // spec §2: the label only. The day it was awarded is when the scoring caught up (a replayed season's
              // badges all carry the replay's day), not what the award is for.
              <li key={`${award.awardedAt}-${award.label}`} className="py-2.5 font-semibold">
                {award.label}
              </li>
            ))}
          </ul>
          {logs.hasNextPage && (
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              isLoading={logs.isFetchingNextPage}
              onClick={() => {
                void logs.fetchNextPage();
              }}
            >
              Show more awards{total === undefined ? '' : ` (${awards.length} of ${total})`}
            </Button>
          )}
        </>
      )}
    </Dialog>
  );
}
