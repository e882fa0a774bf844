import type { ReminderSettings, ReminderSettingsBody } from '@scoreline/contracts';
import { reminderSettingsResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /user/reminders (issue 60, docs/decisions/115): the player's reminder channels and lead times. */
export function useReminderSettings(viewerId: number) {
  return useQuery({
    queryKey: queryKeys.reminderSettings(viewerId),
    queryFn: async ({ signal }) =>
      (await apiRequest('/user/reminders', { schema: reminderSettingsResponseCheck, signal })).data,
  });
}

/** PUT /user/reminders: the answer (the settings as saved) becomes the query's data. */
export function useSaveReminderSettings(viewerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReminderSettingsBody): Promise<{ settings: ReminderSettings; message?: string }> => {
      const { data, message } = await apiRequest('/user/reminders', {
        method: 'PUT',
        body,
        schema: reminderSettingsResponseCheck,
      });
      return { settings: data, message };
    },
    onSuccess: ({ settings }) => queryClient.setQueryData(queryKeys.reminderSettings(viewerId), settings),
  });
}
