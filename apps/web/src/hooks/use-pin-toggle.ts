import type { LeaderboardEntry } from '@scoreline/contracts';
import { toast } from '@/lib/toast';
import { isCancelledRequest } from '@/lib/api/errors';
import { usePinPlayer } from '@/lib/api/pin-player';
import { useUnpinPlayer } from '@/lib/api/unpin-player';

/** Pins or unpins a leaderboard row's player; the server's message as a toast (e.g. the 20-pin limit). */
export function usePinToggle() {
  const pin = usePinPlayer();
  const unpin = useUnpinPlayer();
  const onError = (error: Error) => {
    if (!isCancelledRequest(error)) toast.error(error.message);
  };
  const onSuccess = ({ message }: { message: string }) => {
    toast.success(message);
  };
  return {
    isBusy: pin.isPending || unpin.isPending,
    toggle: (entry: LeaderboardEntry) => {
      if (entry.isPinned) unpin.mutate(entry.user.id, { onSuccess, onError });
      else pin.mutate(entry.user.id, { onSuccess, onError });
    },
  };
}
