import { userResponseSchema, type User } from '@scoreline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** spec §7 GET /users/{id} (bearer): a player's public profile, for the selected-user header. */
export async function getUser({ id, signal }: { id: number; signal?: AbortSignal }): Promise<User> {
  const { data } = await apiRequest(`/users/${id}`, { auth: 'required', schema: userResponseSchema, signal });
  return data;
}

export function getUserQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['users', id] as const,
    queryFn: ({ signal }) => getUser({ id, signal }),
  });
}

/** Only asked for with a bearer; signed out, the header shows what the leaderboard row has. */
export function useUser(id: number | undefined, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getUserQueryOptions(id ?? 0), enabled: enabled && id !== undefined });
}
