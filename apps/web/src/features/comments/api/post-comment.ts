import { type CommentReply, type PostCommentBody } from '@scoreline/contracts';
import { commentMessages } from '@scoreline/contracts/plain';
import { postCommentResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** spec §7 POST /match/comments {matchId, content, parentCommentId}: 201 with the comment and the server's message. */
export async function postComment(body: PostCommentBody): Promise<{ comment: CommentReply; message: string }> {
  const { data, message } = await apiRequest('/match/comments', {
    method: 'POST',
    body,
    auth: 'required',
    schema: postCommentResponseCheck,
  });
  return {
    comment: data,
    message: message ?? (body.parentCommentId === null ? commentMessages.posted : commentMessages.replyPosted),
  };
}

/** spec §7: after a post the comments are refetched. */
export function usePostComment(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<PostCommentBody, 'matchId'>) => postComment({ ...body, matchId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.comments.match(matchId) }),
  });
}
