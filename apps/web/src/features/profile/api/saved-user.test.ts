import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/api/query-keys';
import { makeUser } from '@/testing/handlers';
import { rememberSavedUser } from './saved-user';

describe('after a profile change', () => {
  it('refreshes the lists that show the picture: leaderboard, comments and league members', () => {
    const queryClient = new QueryClient();
    const shown = [queryKeys.leaderboard.all, queryKeys.comments.list(12, 7), queryKeys.leagues.all];
    for (const key of shown) queryClient.setQueryData(key, { rows: [] });
    rememberSavedUser(queryClient, makeUser(7, { profile_picture: `${'b'.repeat(64)}.webp` }));
    expect(shown.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, true, true]);
  });
});
