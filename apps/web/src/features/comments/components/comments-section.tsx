import type { Credentials, MatchComment, ReactionType } from '@scoreline/contracts';
import { matchPageMessages } from '@scoreline/contracts/plain';
import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { useLocation } from 'react-router';
import { Link } from '@/components/link';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { isCancelledRequest } from '@/lib/api/errors';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/get-comments';
import { usePostComment } from '../api/post-comment';
import { useReactToComment } from '../api/react-to-comment';
import { useReportComment } from '../api/report-comment';
import { flattenComments } from '../utils/comments-cache';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

/** An open reply box: the thread its reply goes to and the author it answers. */
type OpenReply = { threadId: number; username: string };

/** spec §8: the server's message (the API client keeps it, or its own words when no answer came). */
const toastError = (error: Error) => {
  if (!isCancelledRequest(error)) toast.error(error.message);
};

/**
 * spec §2 Match detail, Comments: the new-comment box with the player's avatar, name and rank (a visitor is asked
 * to sign in and come back), the comments newest first with their replies, reactions, replies and 'Load more'.
 */
export function CommentsSection({ matchId, viewer }: { matchId: number; viewer: Credentials | null }) {
  const viewerId = viewer?.id;
  const location = useLocation();
  const comments = useComments(matchId, viewerId);
  const post = usePostComment(matchId);
  const react = useReactToComment(matchId, viewerId ?? 0);
  const remove = useDeleteComment(matchId);
  const report = useReportComment();
  // The open reply boxes, by the comment each opens under: a reply answers its thread (one level). Several can be open
  // at once, so posting one (and the refetch after it) leaves the others open with what was typed in them.
  const [replyTo, setReplyTo] = useState<ReadonlyMap<number, OpenReply>>(new Map());
  const [deleting, setDeleting] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Each reply box's 'Comment' button, where focus goes back when that box closes (it held the focus until then).
  const replyOpeners = useRef(new Map<number, HTMLElement>());
  // A deleted comment takes its Delete button with it: the dialog then gives focus to the heading instead.
  const wasDeleted = useRef(false);
  const list = flattenComments(comments.data);
  const total = comments.data?.pages.at(-1)?.total ?? 0;

  const openReply = (commentId: number, reply: OpenReply, opener: HTMLElement) => {
    replyOpeners.current.set(commentId, opener);
    // An open box stays as it is (with its text) when its 'Comment' is pressed again.
    setReplyTo((open) => (open.has(commentId) ? open : new Map(open).set(commentId, reply)));
  };
  const closeReply = (commentId: number) => {
    setReplyTo((open) => {
      const rest = new Map(open);
      rest.delete(commentId);
      return rest;
    });
    const opener = replyOpeners.current.get(commentId);
    replyOpeners.current.delete(commentId);
    (opener?.isConnected ? opener : heading.current)?.focus();
  };

  /** Posts a comment, or a reply from the box under `replyBox` (only that box closes once it is posted). */
  const send = async (content: string, parentCommentId: number | null, replyBox?: number) => {
    try {
      const { message } = await post.mutateAsync({ content, parentCommentId });
      toast.success(message);
      if (replyBox !== undefined) closeReply(replyBox);
      return true;
    } catch (error) {
      toastError(error as Error);
      return false;
    }
  };
  const onReact = (commentId: number, type: ReactionType) => {
    react.mutate({ commentId, type }, { onError: toastError });
  };
  const confirmDelete = () => {
    if (deleting === null) return;
    remove.mutate(deleting, {
      onSuccess: ({ message }) => {
        toast.success(message);
        wasDeleted.current = true;
        setDeleting(null);
      },
      onError: (error) => {
        toastError(error);
        setDeleting(null);
      },
    });
  };

  const item = (comment: MatchComment | MatchComment['replies'][number], thread: MatchComment) => (
    <CommentItem
      comment={comment}
      viewerId={viewerId}
      onReact={(type) => {
        onReact(comment.id, type);
      }}
      onReply={(opener) => {
        openReply(comment.id, { threadId: thread.id, username: comment.user.username }, opener);
      }}
      onDelete={() => {
        wasDeleted.current = false;
        setDeleting(comment.id);
      }}
      onReport={() => {
        // Issue 61: the server says whether this is the player's first report of it.
        report.mutate(comment.id, { onSuccess: ({ message }) => toast.success(message), onError: toastError });
      }}
    />
  );

  /** The reply box, under the comment it answers (spec §2), named after that comment's author. */
  const replyBox = (commentId: number) => {
    const reply = replyTo.get(commentId);
    return (
      reply &&
      viewer && (
        <div className="mt-3 ml-6 sm:ml-11">
          <CommentForm
            label={`Reply to ${reply.username}`}
            placeholder="Write a reply"
            submitLabel="Reply"
            autoFocus
            onSubmit={(content) => send(content, reply.threadId, commentId)}
            onCancel={() => {
              closeReply(commentId);
            }}
          />
        </div>
      )
    );
  };

  return (
    <section
      aria-labelledby="comments-title"
      className="mt-8 rounded-2xl border border-pitch-600 bg-pitch-800/80 p-4 sm:p-6"
    >
      {/* spec §2: the heading is 'Comments'; how many there are is said beside it, not in it. */}
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="comments-title" ref={heading} tabIndex={-1} className="display text-2xl outline-none sm:text-3xl">
          Comments
        </h2>
        {total > 0 && <p className="text-sm text-chalk-faint">{matchPageMessages.commentsCount(total)}</p>}
      </div>

      {viewer ? (
        <div className="mt-4 flex gap-3">
          <Avatar name={viewer.username} picture={viewer.profile_picture} />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="flex min-w-0 items-baseline gap-2 text-sm">
              <span className="truncate font-semibold" title={viewer.username}>
                {viewer.username}
              </span>
              <span className="text-xs text-highlight">
                {viewer.rank === null ? 'Not ranked yet' : `Rank #${viewer.rank}`}
              </span>
            </p>
            <CommentForm
              label="Write a comment"
              placeholder="Say something about this match"
              submitLabel="Post comment"
              onSubmit={(content) => send(content, null)}
            />
          </div>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-pitch-900/70 p-4">
          <p className="text-chalk-muted">{matchPageMessages.commentsSignIn}</p>
          <Link
            to={`/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`}
            className={buttonClassName({ size: 'sm' })}
          >
            Log in
          </Link>
        </div>
      )}

      <div className="mt-6" aria-busy={comments.isPending}>
        {comments.isPending ? (
          <SkeletonGroup role="status" className="flex flex-col gap-3">
            <span className="sr-only">Loading comments...</span>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-4/5" />
          </SkeletonGroup>
        ) : comments.isError && list.length === 0 ? (
          <LoadError
            title={matchPageMessages.commentsFailed}
            onRetry={comments.refetch}
            isRetrying={comments.isRefetching}
          />
        ) : list.length === 0 ? (
          <p className="text-chalk-muted">{matchPageMessages.commentsEmpty}</p>
        ) : (
          <ol aria-label="Comments, newest first" className="flex flex-col gap-5">
            {list.map((thread) => (
              <li key={thread.id} className="flex flex-col gap-3">
                <div>
                  {item(thread, thread)}
                  {replyBox(thread.id)}
                </div>
                {thread.replies.length > 0 && (
                  <ol
                    aria-label={`Replies (${thread.replies.length})`}
                    className="ml-6 flex flex-col gap-3 border-l border-pitch-600 pl-4 sm:ml-11"
                  >
                    {thread.replies.map((reply) => (
                      <li key={reply.id}>
                        {item(reply, thread)}
                        {replyBox(reply.id)}
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ol>
        )}
        {comments.isFetchNextPageError ? (
          <div role="alert" className="mt-5 flex flex-wrap items-center justify-center gap-3">
            <p className="text-chalk-muted">{matchPageMessages.commentsMoreFailed}</p>
            <Button
              variant="secondary"
              size="sm"
              isLoading={comments.isFetchingNextPage}
              onClick={() => {
                void comments.fetchNextPage();
              }}
            >
              Try again
            </Button>
          </div>
        ) : (
          comments.hasNextPage && (
            <div className="mt-5 flex justify-center">
              <Button
                variant="secondary"
                isLoading={comments.isFetchingNextPage}
                onClick={() => {
                  void comments.fetchNextPage();
                }}
              >
                Load more
              </Button>
            </div>
          )
        )}
      </div>

      {deleting !== null && (
        <LazyConfirmDialog
          title={matchPageMessages.commentDeleteTitle}
          body={matchPageMessages.commentDeleteBody}
          confirmLabel="Delete"
          isBusy={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => {
            setDeleting(null);
          }}
          returnFocus={() => (wasDeleted.current ? heading.current : undefined)}
        />
      )}
    </section>
  );
}
