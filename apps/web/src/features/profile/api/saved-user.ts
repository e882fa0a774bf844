import type { User } from '@scoreline/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { readCredentials, updateCredentials } from '@/lib/credentials';

/**
 * After a profile change the API answers with the saved user: it replaces the cached record, refreshes the stored
 * credentials (spec §3: they carry the profile, so the header's picture follows) and the lists whose rows carry the
 * picture: the leaderboard pages, the comments and the private leagues' members.
 */
export function rememberSavedUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(queryKeys.users.detail(user.id), user);
  // The record of another competition (issue 58) carries the same profile beside its own figures: asked again.
  void queryClient.invalidateQueries({
    queryKey: queryKeys.users.detail(user.id),
    predicate: (query) => query.queryKey.length > 2,
  });
  if (readCredentials()?.id === user.id) updateCredentials(user);
  for (const queryKey of [queryKeys.leaderboard.all, queryKeys.comments.all, queryKeys.leagues.all]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
