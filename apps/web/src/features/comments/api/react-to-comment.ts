import { type CommentReaction, type ReactToCommentBody } from '@scoreline/contracts';
import { commentReactionResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { CommentsPage } from '@scoreline/contracts';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';
import { applyReaction, patchComment, reactionAfterClick } from '../utils/comments-cache';

/** spec §7 POST /match/comments/like-or-dislike: the same reaction again removes it, the other one switches. */
export async function reactToComment(body: ReactToCommentBody): Promise<CommentReaction> {
  const { data } = await apiRequest('/match/comments/like-or-dislike', {
    method: 'POST',
    body,
    auth: 'required',
    schema: commentReactionResponseCheck,
  });
  return data;
}

type Pages = InfiniteData<CommentsPage>;

/**
 * spec §4: a reaction is highlighted at once (optimistic), rolled back if the server refuses, and set to the
 * server's counts when it answers. Reactions of one player run one after another, so toggles stay in order.
 */
export function useReactToComment(matchId: number, viewerId: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.comments.list(matchId, viewerId);
  return useMutation({
    mutationFn: reactToComment,
    scope: { id: `comment-reactions-${viewerId}` },
    onMutate: async ({ commentId, type }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Pages>(key);
      queryClient.setQueryData<Pages>(key, (data) =>
        patchComment(data, commentId, (comment) => reactionAfterClick(comment, type)),
      );
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData<Pages>(key, context.before);
    },
    onSuccess: (reaction) => {
      queryClient.setQueryData<Pages>(key, (data) =>
        patchComment(data, reaction.commentId, (comment) => applyReaction(comment, reaction)),
      );
    },
  });
}
