import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** After signing out (spec §2, §4): forget the old session's server data and go to /. */
export function useEndSession(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.clear();
    void navigate('/', { replace: true });
  }, [navigate, queryClient]);
}
