import type { ReactNode } from 'react';

/**
 * spec §2 Stat tab layout: two columns from large screens. The route fills them with sections of several features
 * (the match centre's win probability, stat bars and head to head; the predictions feature's picks).
 */
export function StatTabLayout({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-6">{main}</div>
      <div className="flex min-w-0 flex-col gap-6">{side}</div>
    </div>
  );
}
