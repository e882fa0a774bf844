import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiDownload, type RequestOptions } from '@/lib/api/api-client';
import { toast } from '@/lib/toast';

/**
 * A button that downloads a file the API makes for the signed-in player (a CSV export, issue 60): fetched with the
 * session, then saved under `filename` by the browser. A failure says the server's message.
 */
export function DownloadButton({
  path,
  query,
  filename,
  label,
}: {
  path: string;
  query?: RequestOptions['query'];
  filename: string;
  label: string;
}) {
  const [isBusy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await apiDownload(path, query);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.click();
      // After the click has started the download.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void download()} disabled={isBusy} aria-busy={isBusy}>
      {label}
    </Button>
  );
}
