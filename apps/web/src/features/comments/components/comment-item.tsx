import { type CommentReply, type ReactionType } from '@scoreline/contracts';
import { commentMessages } from '@scoreline/contracts/plain';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Icon, type IconProps } from '@/components/ui/icons';

const ThumbUpIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M7 10v10H4V10z" />
    <path d="M7 10l4-7a2 2 0 0 1 3 2l-1 5h5.5a2 2 0 0 1 2 2.4l-1.4 6A2 2 0 0 1 17.1 20H7" />
  </Icon>
);

const ThumbDownIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M7 14V4H4v10z" />
    <path d="M7 14l4 7a2 2 0 0 0 3-2l-1-5h5.5a2 2 0 0 0 2-2.4l-1.4-6A2 2 0 0 0 17.1 4H7" />
  </Icon>
);

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function ReactionButton({
  label,
  count,
  isPressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  count: number;
  isPressed: boolean;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      aria-label={`${label} (${count})`}
      disabled={disabled}
      onClick={onClick}
      className={clsx(
        'inline-flex h-8 items-center gap-1.5 rounded-lg border px-2.5 text-sm tabular-nums transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-60',
        isPressed
          ? 'border-accent bg-accent/15 text-accent'
          : 'border-pitch-500 text-chalk-muted hover:border-pitch-400 hover:text-chalk',
      )}
    >
      <span aria-hidden="true">{children}</span>
      <span aria-hidden="true">{count}</span>
    </button>
  );
}

/**
 * One comment or reply (spec §2, §3 Comment): the author with their rank, the text — always as text, line breaks
 * kept, links left as plain words — the like and dislike buttons, 'Comment' to reply and, on one's own, Delete.
 * A deleted comment that still has replies shows 'comment deleted'. Another player's can be reported (issue 61).
 */
export function CommentItem({
  comment,
  viewerId,
  onReact,
  onReply,
  onDelete,
  onReport,
}: {
  comment: CommentReply;
  viewerId: number | undefined;
  onReact: (type: ReactionType) => void;
  /** Opens the reply box; `opener` is the button, where focus goes back when the box closes. */
  onReply: (opener: HTMLButtonElement) => void;
  onDelete: () => void;
  /** Another player's comment, to the operators (issue 61). */
  onReport: () => void;
}) {
  const { user } = comment;
  const reaction = comment.userLikeStatus?.type ?? null;
  const isSignedOut = viewerId === undefined;
  const createdAt = new Date(comment.createdAt);
  return (
    <article
      aria-label={comment.deleted ? commentMessages.deletedPlaceholder : `Comment by ${user.username}`}
      className="flex gap-3"
    >
      <Avatar name={user.username} picture={user.profile_picture} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-sm">
          <span className="max-w-full truncate font-semibold" title={user.username}>
            {user.username}
          </span>
          {user.rank !== null && <span className="text-xs text-highlight">Rank #{user.rank}</span>}
          <time dateTime={comment.createdAt} className="text-xs text-chalk-faint">
            {dateFormat.format(createdAt)}
          </time>
        </p>
        {comment.deleted ? (
          <p className="mt-1 text-chalk-faint italic">{commentMessages.deletedPlaceholder}</p>
        ) : (
          <>
            <p className="mt-1 break-words whitespace-pre-wrap">{comment.content}</p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <ReactionButton
                label="Like"
                count={comment.likes}
                isPressed={reaction === 'liked'}
                disabled={isSignedOut}
                onClick={() => {
                  onReact('liked');
                }}
              >
                <ThumbUpIcon className="size-4" />
              </ReactionButton>
              <ReactionButton
                label="Dislike"
                count={comment.dislikes}
                isPressed={reaction === 'disliked'}
                disabled={isSignedOut}
                onClick={() => {
                  onReact('disliked');
                }}
              >
                <ThumbDownIcon className="size-4" />
              </ReactionButton>
              {!isSignedOut && (
                <button
                  type="button"
                  onClick={(event) => {
                    onReply(event.currentTarget);
                  }}
                  className="h-8 rounded-lg px-2.5 text-sm font-semibold text-chalk-muted hover:bg-pitch-700 hover:text-chalk"
                >
                  Comment
                </button>
              )}
              {user.id === viewerId && (
                <button
                  type="button"
                  onClick={onDelete}
                  className="h-8 rounded-lg px-2.5 text-sm text-danger hover:bg-pitch-700"
                >
                  Delete
                </button>
              )}
              {!isSignedOut && user.id !== viewerId && (
                <button
                  type="button"
                  onClick={onReport}
                  // The name stays the visible word (the article names whose comment it is); the title says more.
                  title={commentMessages.reportLabel(user.username)}
                  className="ml-auto h-8 rounded-lg px-2.5 text-xs text-chalk-faint hover:bg-pitch-700 hover:text-chalk"
                >
                  {commentMessages.report}
                </button>
              )}
            </div>
          </>
        )}
      </div>
    </article>
  );
}
