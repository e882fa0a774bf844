import { type User } from '@scoreline/contracts';
import { favouriteTeamResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { rememberSavedUser } from './saved-user';

/** spec §7 POST /user/favourite-team {favouriteTeamId}: the saved user and the server's message. */
export async function setFavouriteTeam(favouriteTeamId: number): Promise<{ user: User; message: string | undefined }> {
  const { data, message } = await apiRequest('/user/favourite-team', {
    method: 'POST',
    body: { favouriteTeamId },
    schema: favouriteTeamResponseCheck,
  });
  return { user: data, message };
}

export function useSetFavouriteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavouriteTeam,
    onSuccess: ({ user }) => {
      rememberSavedUser(queryClient, user);
    },
  });
}
