import type { PrivateLeagueDetail } from '@scoreline/contracts';
import { leagueWebMessages } from '@scoreline/contracts/plain';
import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { isCancelledRequest } from '@/lib/api/errors';
import { useRemoveMember } from '../api/remove-member';

type Member = PrivateLeagueDetail['members'][number];

/** The league's members, longest-standing first, the owner marked; the owner can remove a member (confirmed). */
export function LeagueMembers({ league, viewerId }: { league: PrivateLeagueDetail; viewerId: number }) {
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<Member | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A removed member's row goes, its Remove button with it: the dialog then gives focus to the heading instead.
  const wasRemoved = useRef(false);
  const confirm = () => {
    if (!removing) return;
    remove.mutate(
      { leagueId: league.id, userId: removing.user.id },
      {
        onSuccess: ({ message }) => {
          if (message) toast.success(message);
          wasRemoved.current = true;
          setRemoving(null);
        },
        onError: (error) => {
          if (!isCancelledRequest(error)) toast.error(error.message);
          setRemoving(null);
        },
      },
    );
  };
  return (
    <Card role="region" aria-labelledby="members-title">
      <h2
        id="members-title"
        ref={heading}
        tabIndex={-1}
        className="display text-sm tracking-widest text-highlight outline-none"
      >
        Members ({league.members.length})
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {league.members.map((member) => (
          <li key={member.user.id} className="flex min-w-0 items-center gap-3">
            <Avatar name={member.user.username} picture={member.user.profile_picture} size="sm" />
            <span className="min-w-0 flex-1 truncate" title={member.user.username}>
              {member.user.username}
            </span>
            {member.isOwner && (
              <span className="display rounded bg-highlight px-1.5 text-xs tracking-wider text-pitch-950">Owner</span>
            )}
            {league.isOwner && member.user.id !== viewerId && (
              <button
                type="button"
                onClick={() => {
                  wasRemoved.current = false;
                  setRemoving(member);
                }}
                aria-label={`Remove ${member.user.username}`}
                className="h-8 rounded-lg px-2 text-sm text-danger hover:bg-pitch-700"
              >
                Remove
              </button>
            )}
          </li>
        ))}
      </ul>
      {removing && (
        <LazyConfirmDialog
          title={leagueWebMessages.leagueRemoveTitle(removing.user.username)}
          body={leagueWebMessages.leagueRemoveBody}
          confirmLabel="Remove"
          isBusy={remove.isPending}
          onConfirm={confirm}
          onClose={() => {
            setRemoving(null);
          }}
          returnFocus={() => (wasRemoved.current ? heading.current : undefined)}
        />
      )}
    </Card>
  );
}
