import { commentMessages } from '@scoreline/contracts/plain';
import { messageOnlyEnvelopeCheck } from '@scoreline/contracts/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** DELETE /match/comments/{commentId}: one's own comment (its replies stay, under 'comment deleted'). */
export async function deleteComment(commentId: number): Promise<{ message: string }> {
  const { message } = await apiRequest(`/match/comments/${commentId}`, {
    method: 'DELETE',
    auth: 'required',
    schema: messageOnlyEnvelopeCheck,
  });
  return { message: message ?? commentMessages.deleted };
}

export function useDeleteComment(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.comments.match(matchId) }),
  });
}
