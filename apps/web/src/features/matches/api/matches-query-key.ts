/** The root of every match-centre query key: a prediction invalidates all of them at once. */
export const matchesQueryKey = ['matches'] as const;
