/**
 * What the league page says on arriving from the share link (/join/:code): "You have successfully joined …", or the
 * server's "already a member". It travels in the navigation's history state and shows inline on the league page
 * instead of as a toast, so the invite link's first load stays free of the toast library (issue 14, ADR 036).
 */
export type LeagueNotice = { message: string; tone: 'success' | 'info' };

/** The navigation state that carries a notice to the league page. */
export const leagueNoticeState = (notice: LeagueNotice) => ({ notice });

/** The notice a history entry's state carries; null for anything else (history state can be anything). */
export function leagueNoticeIn(state: unknown): LeagueNotice | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const { notice } = state;
  if (typeof notice !== 'object' || notice === null) return null;
  const { message, tone } = notice as { message?: unknown; tone?: unknown };
  if (typeof message !== 'string' || message.trim() === '') return null;
  if (tone !== 'success' && tone !== 'info') return null;
  return { message, tone };
}
