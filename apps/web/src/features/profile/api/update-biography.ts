import { type User } from '@scoreline/contracts';
import { profileUpdateResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { rememberSavedUser } from './saved-user';

/**
 * spec §7 PUT /users {biography} (own account): the saved user and the server's message. An empty bio is sent as
 * `clear` (docs/decisions/040): an empty value alone would mean "leave unchanged".
 */
export async function updateBiography(biography: string): Promise<{ user: User; message: string | undefined }> {
  const { data, message } = await apiRequest('/users', {
    method: 'PUT',
    body: biography === '' ? { clear: 'biography' } : { biography },
    schema: profileUpdateResponseCheck,
  });
  return { user: data, message };
}

export function useUpdateBiography() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBiography,
    onSuccess: ({ user }) => {
      rememberSavedUser(queryClient, user);
    },
  });
}
