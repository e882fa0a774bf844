import { publicConfigResponseCheck } from '@scoreline/contracts/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/**
 * GET /config: the public settings of the server (OTP length and resend wait, the footer's social links, where the
 * football data comes from). They change only with a restart, so one answer serves the whole visit.
 */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.publicConfig(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/config', { auth: 'none', signal, schema: publicConfigResponseCheck })).data,
    staleTime: Infinity,
  });

/** The public settings once GET /config has answered; undefined until then (and if it cannot). */
export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions()).data;
}
