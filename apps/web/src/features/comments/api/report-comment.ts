import { commentMessages } from '@scoreline/contracts/plain';
import { commentReportResponseCheck } from '@scoreline/contracts/answers';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';

/** POST /match/comments/{commentId}/report (issue 61): another player's comment, to the operators (once per player). */
export async function reportComment(commentId: number): Promise<{ message: string }> {
  const { message } = await apiRequest(`/match/comments/${commentId}/report`, {
    method: 'POST',
    auth: 'required',
    schema: commentReportResponseCheck,
  });
  return { message: message ?? commentMessages.reported };
}

export function useReportComment() {
  return useMutation({ mutationFn: reportComment });
}
