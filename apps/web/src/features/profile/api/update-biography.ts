import { profileUpdateResponseSchema, type User } from '@scoreline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { rememberSavedUser } from './saved-user';

/** spec §7 PUT /users {biography} (own account): the saved user and the server's message. */
export async function updateBiography(biography: string): Promise<{ user: User; message: string | undefined }> {
  const { data, message } = await apiRequest('/users', {
    method: 'PUT',
    body: { biography },
    schema: profileUpdateResponseSchema,
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
