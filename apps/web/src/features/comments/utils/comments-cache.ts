import type { CommentReaction, CommentReply, CommentsPage, MatchComment, ReactionType } from '@scoreline/contracts';
import type { InfiniteData } from '@tanstack/react-query';

type Counts = Pick<CommentReply, 'likes' | 'dislikes' | 'userLikeStatus'>;

const countOf = (type: ReactionType) => (type === 'liked' ? 'likes' : 'dislikes');

/** What a click on a reaction does (spec §4): the same one again removes it, the other one switches to it. */
export function reactionAfterClick<T extends Counts>(comment: T, type: ReactionType): T {
  const current = comment.userLikeStatus?.type ?? null;
  const next = { ...comment };
  if (current !== null) next[countOf(current)] = Math.max(0, next[countOf(current)] - 1);
  if (current === type) {
    next.userLikeStatus = null;
  } else {
    next[countOf(type)] += 1;
    next.userLikeStatus = { type };
  }
  return next;
}

export function applyReaction<T extends Counts>(comment: T, reaction: CommentReaction): T {
  return { ...comment, likes: reaction.likes, dislikes: reaction.dislikes, userLikeStatus: reaction.userLikeStatus };
}

/** The cached pages with one comment (top level or reply) changed. */
export function patchComment(
  data: InfiniteData<CommentsPage> | undefined,
  commentId: number,
  change: <T extends CommentReply>(comment: T) => T,
): InfiniteData<CommentsPage> | undefined {
  if (!data) return data;
  const patch = (comment: MatchComment): MatchComment => {
    const replies = comment.replies.some((reply) => reply.id === commentId)
      ? comment.replies.map((reply) => (reply.id === commentId ? change(reply) : reply))
      : comment.replies;
    const self = comment.id === commentId ? change(comment) : comment;
    return replies === comment.replies ? self : { ...self, replies };
  };
  return { ...data, pages: data.pages.map((page) => ({ ...page, comments: page.comments.map(patch) })) };
}

/**
 * The loaded pages as one list, newest first. Pages are read by offset, so a comment posted meanwhile can push one
 * onto the next page too: each comment is shown once.
 */
export function flattenComments(data: InfiniteData<CommentsPage> | undefined): MatchComment[] {
  const seen = new Set<number>();
  const list: MatchComment[] = [];
  for (const page of data?.pages ?? []) {
    for (const comment of page.comments) {
      if (seen.has(comment.id)) continue;
      seen.add(comment.id);
      list.push(comment);
    }
  }
  return list;
}
