import { type User } from '@scoreline/contracts';
import { userResponseCheck } from '@scoreline/contracts/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** spec §7 GET /users/{id} (bearer): a player's record — the signed-in player's profile, or another player's. */
export async function getUser({ userId, signal }: { userId: number; signal?: AbortSignal }): Promise<User> {
  const { data } = await apiRequest(`/users/${userId}`, { auth: 'required', schema: userResponseCheck, signal });
  return data;
}

export function getUserQueryOptions(userId: number) {
  return queryOptions({
    queryKey: queryKeys.users.detail(userId),
    queryFn: ({ signal }) => getUser({ userId, signal }),
  });
}

/** Only asked for with a bearer; `enabled: false` (e.g. signed out) leaves it pending and idle. */
export function useUser(userId: number | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserQueryOptions(userId ?? 0), enabled: enabled && userId !== undefined });
}
