import { type User } from '@scoreline/contracts';
import { userResponseCheck } from '@scoreline/contracts/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/**
 * spec §7 GET /users/{id} (bearer): a player's record — the signed-in player's profile, or another player's — with the
 * figures of one competition (issue 58: a slug, or 'all' summed; the default competition without one).
 */
export async function getUser({
  userId,
  competition,
  signal,
}: {
  userId: number;
  competition?: string;
  signal?: AbortSignal;
}): Promise<User> {
  const { data } = await apiRequest(`/users/${userId}`, {
    auth: 'required',
    query: { competition },
    schema: userResponseCheck,
    signal,
  });
  return data;
}

export function getUserQueryOptions(userId: number, competition?: string) {
  return queryOptions({
    queryKey: queryKeys.users.detail(userId, competition),
    queryFn: ({ signal }) => getUser({ userId, competition, signal }),
  });
}

/** Only asked for with a bearer; `enabled: false` (e.g. signed out) leaves it pending and idle. */
export function useUser(
  userId: number | undefined,
  { enabled = true, competition }: { enabled?: boolean; competition?: string } = {},
) {
  return useQuery({ ...getUserQueryOptions(userId ?? 0, competition), enabled: enabled && userId !== undefined });
}
