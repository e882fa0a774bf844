import type { BonusQuestions } from '@scoreline/contracts';
import { bonusQuestionsResponseCheck } from '@scoreline/contracts/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * GET /competitions/{slug}/bonus-questions (issue 59, ADR 111): the questions, their choices and the viewer's answers
 * (none for a visitor); once locked, the viewer's league co-members' answers too.
 */
export async function getBonusQuestions({
  slug,
  signal,
}: {
  slug: string;
  signal?: AbortSignal;
}): Promise<BonusQuestions> {
  const { data } = await apiRequest(`/competitions/${encodeURIComponent(slug)}/bonus-questions`, {
    auth: 'optional',
    schema: bonusQuestionsResponseCheck,
    signal,
  });
  return data;
}

export function getBonusQuestionsQueryOptions(slug: string, viewer: number | 'guest') {
  return queryOptions({
    queryKey: queryKeys.bonus.questions(slug, viewer),
    queryFn: ({ signal }) => getBonusQuestions({ slug, signal }),
  });
}

export const useBonusQuestions = (slug: string, viewer: number | 'guest') =>
  useQuery(getBonusQuestionsQueryOptions(slug, viewer));
