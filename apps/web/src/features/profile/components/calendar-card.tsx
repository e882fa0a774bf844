import { calendarWords as words } from '@scoreline/contracts/plain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { CopyField } from '@/components/ui/copy-field';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { calendarDayOf, formatDayMonthYear } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useCalendarFeed, useChangeCalendarFeed } from '../api/calendar-feed';
import { PROFILE_TOAST_ID, profileErrorMessage } from '../utils/profile-error';
import { ProfileSection } from '@/components/profile-section';

/**
 * The calendar feed on one's own profile (issue 60, docs/decisions/113): make a private link, subscribe to it in one
 * click (`webcal://`) or copy it; the link is shown once, when it is made (only its hash is kept), and can be made
 * again (the old one stops working) or turned off. Both ask first when a link is on: a calendar may be using it.
 */
export function CalendarCard({ viewerId }: { viewerId: number }) {
  const { data: feed } = useCalendarFeed(viewerId);
  const change = useChangeCalendarFeed(viewerId);
  const [asking, setAsking] = useState<'replace' | 'revoke' | null>(null);
  if (!feed) return null;

  const run = (action: 'create' | 'revoke') => {
    change.mutate(action, {
      onSuccess: ({ message }) => {
        if (message) toast.success(message, { id: PROFILE_TOAST_ID });
        setAsking(null);
      },
      onError: (error) => {
        toast.error(profileErrorMessage(error), { id: PROFILE_TOAST_ID });
        setAsking(null);
      },
    });
  };
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  return (
    <ProfileSection title={words.title} lead={words.lead}>
      <p className="text-sm">
        {feed.active && feed.createdAt
          ? words.on(formatDayMonthYear(calendarDayOf(feed.createdAt, timeZone)))
          : words.off}
      </p>
      {feed.url && feed.webcalUrl && (
        <div className="flex flex-col gap-2">
          <a href={feed.webcalUrl} className={buttonClassName({ className: 'self-start' })}>
            {words.subscribe}
          </a>
          <CopyField
            label={words.linkLabel}
            value={feed.url}
            copiedText={words.copied}
            manualText={words.copyManually}
          />
          <p className="text-sm text-chalk-muted">{words.shownOnce}</p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {feed.active ? (
          <>
            <Button variant="secondary" onClick={() => setAsking('replace')} disabled={change.isPending}>
              {words.replace}
            </Button>
            <Button variant="ghost" onClick={() => setAsking('revoke')} disabled={change.isPending}>
              {words.revoke}
            </Button>
          </>
        ) : (
          <Button onClick={() => run('create')} disabled={change.isPending}>
            {words.create}
          </Button>
        )}
      </div>
      {asking && (
        <LazyConfirmDialog
          title={asking === 'replace' ? words.replace : words.revoke}
          body={asking === 'replace' ? words.confirmReplace : words.confirmRevoke}
          confirmLabel={asking === 'replace' ? words.replace : words.revoke}
          isBusy={change.isPending}
          onConfirm={() => run(asking === 'replace' ? 'create' : 'revoke')}
          onClose={() => setAsking(null)}
        />
      )}
    </ProfileSection>
  );
}
