import { webMessages } from '@scoreline/contracts/plain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { takeWaitingUpdate, useUpdateWaiting } from '@/lib/app-update';
import { toast } from '@/lib/toast';

/**
 * issue 60 (ADR 116): a new version of the app is said once it is installed, and taken at the next change of page
 * (a reload of the page the player is going to), never in the middle of one.
 */
export function useNewVersion(): void {
  const isWaiting = useUpdateWaiting();
  const { pathname } = useLocation();
  const announcedOn = useRef<string | null>(null);

  useEffect(() => {
    if (!isWaiting) return;
    if (announcedOn.current === null) {
      announcedOn.current = pathname;
      toast(webMessages.newVersionReady, { id: 'new-version', duration: 10_000 });
    } else if (announcedOn.current !== pathname) {
      takeWaitingUpdate();
    }
  }, [isWaiting, pathname]);
}
