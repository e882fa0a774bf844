import { exportWords as words } from '@scoreline/contracts/plain';
import { useId } from 'react';
import { DownloadButton } from '@/components/download-button';
import { Card } from '@/components/ui/card';

/** One's own picks and points as a CSV file (issue 60, docs/decisions/114), on one's own profile. */
export function PicksExportCard() {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col items-start gap-3">
      <h2 id={headingId} className="display text-xl tracking-wider">
        {words.title}
      </h2>
      <p className="text-sm text-chalk-muted">{words.lead}</p>
      <DownloadButton path="/user/predictions/export" filename="scoreline-my-picks.csv" label={words.downloadPicks} />
    </Card>
  );
}
