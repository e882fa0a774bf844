import type { User } from '@scoreline/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { readCredentials, updateCredentials } from '@/lib/credentials';

/**
 * After a profile change the API answers with the saved user: it replaces the cached record, refreshes the stored
 * credentials (spec §3: they carry the profile, so the header's picture follows) and the leaderboard pages, whose
 * rows carry the picture.
 */
export function rememberSavedUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(queryKeys.users.detail(user.id), user);
  if (readCredentials()?.id === user.id) updateCredentials(user);
  void queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard.all });
}
