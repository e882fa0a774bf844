/** spec §3 User.status. */
export const userStatuses = ['active', 'blocked'] as const;
