/**
 * The confirmation pages (/success, /password-reset-success) say that something happened; they say it only to a
 * visitor the flow sent there, marked by this navigation state (docs/decisions/010, addendum 2026-12-02). History keeps
 * the state, so a reload of the page still shows it; a typed or bookmarked address goes to sign-in instead.
 */
export const flowDoneState = { flowDone: true } as const;

export function isFlowDone(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { flowDone?: unknown }).flowDone === true;
}
