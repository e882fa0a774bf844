import { unsubscribeResponseCheck } from '@scoreline/contracts/answers';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';

/** POST /reminders/unsubscribe/{token} (issue 60): reminder e-mails off by an e-mail's token, signed in or not. */
export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest(`/reminders/unsubscribe/${encodeURIComponent(token)}`, {
          method: 'POST',
          auth: 'none',
          schema: unsubscribeResponseCheck,
        })
      ).message,
  });
}
