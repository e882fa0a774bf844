import { bonusQuestionResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** PUT /competitions/{slug}/bonus-questions/{id}/answer (issue 59, ADR 111): until the first kick-off. */
export async function answerBonusQuestion({ slug, id, answer }: { slug: string; id: number; answer: string[] }) {
  const { data, message } = await apiRequest(`/competitions/${encodeURIComponent(slug)}/bonus-questions/${id}/answer`, {
    method: 'PUT',
    auth: 'required',
    body: { answer },
    schema: bonusQuestionResponseCheck,
  });
  return { question: data, message };
}

/** Saves an answer, then refetches the competition's questions (a refusal may say they locked meanwhile). */
export function useAnswerBonusQuestion(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: number; answer: string[] }) => answerBonusQuestion({ slug, ...variables }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.bonus.all, slug] }),
  });
}
