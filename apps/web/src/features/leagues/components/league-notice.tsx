import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import type { LeagueNotice as Notice } from '../utils/league-notice';

const tones = {
  success: { box: 'border-accent/40 bg-accent/10', icon: 'text-accent', path: <path d="m5 12.5 4.5 4.5L19 7.5" /> },
  info: {
    box: 'border-pitch-500 bg-pitch-800',
    icon: 'text-chalk-muted',
    path: (
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M12 11v5.5M12 7.5h.01" />
      </>
    ),
  },
} as const;

/**
 * The league page's word from the share link (utils/league-notice.ts): shown inline, as text, and announced as a
 * status, where a toast used to say it; so the invite link's first load stays free of the toast library (issue 14).
 * A status that arrives with its text is not announced by every screen reader, so the page also names it (`id`) as
 * the description of the heading that takes the focus when the page opens (ADR 054).
 */
export function LeagueNotice({
  notice,
  onDismiss,
  id,
  className,
}: {
  notice: Notice;
  onDismiss: () => void;
  id: string;
  className?: string;
}) {
  const tone = tones[notice.tone];
  return (
    <div
      className={clsx(
        'flex items-center gap-3 rounded-xl border py-1.5 pr-1.5 pl-4 text-sm text-chalk',
        tone.box,
        className,
      )}
    >
      <Icon className={clsx('size-5 shrink-0', tone.icon)}>{tone.path}</Icon>
      <p id={id} role="status" className="min-w-0 flex-1 py-1.5 break-words">
        {notice.message}
      </p>
      <Button variant="ghost" size="sm" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
