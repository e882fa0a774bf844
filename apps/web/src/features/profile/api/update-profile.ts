import { type User } from '@scoreline/contracts';
import { PICTURE_FIELD } from '@scoreline/contracts/plain';
import { profileUpdateResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, UPLOAD_TIMEOUT_MS } from '@/lib/api/api-client';
import { rememberSavedUser } from './saved-user';

/**
 * spec §7 POST /profile/update: multipart, the picture (PICTURE_FIELD) and the text fields, only those with a value
 * (spec §5). Answers with the saved user and the server's message.
 */
export async function updateProfile(form: FormData): Promise<{ user: User; message: string | undefined }> {
  const { data, message } = await apiRequest('/profile/update', {
    method: 'POST',
    body: form,
    // A picture (up to 2 MiB) can take longer than the usual 10 s to go up on a slow mobile link; text alone cannot.
    timeoutMs: form.get(PICTURE_FIELD) instanceof Blob ? UPLOAD_TIMEOUT_MS : undefined,
    schema: profileUpdateResponseCheck,
  });
  return { user: data, message };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      rememberSavedUser(queryClient, user);
    },
  });
}
