import { errorMessages } from '@scoreline/contracts/plain';
import { Spinner } from '@/components/ui/spinner';
import { useSeasonPreparing } from '@/hooks/use-season-preparing';

/**
 * Says, while the server prepares the season, that points and rankings are not complete yet (issue 14). It floats
 * over the bottom of the page, so nothing moves when it comes or goes.
 */
export function SeasonPreparingBanner() {
  const preparing = useSeasonPreparing();
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-3 bottom-3 z-40 flex justify-center"
    >
      {preparing && (
        <p className="pointer-events-auto flex max-w-xl items-center gap-3 rounded-xl border border-accent/40 bg-pitch-800 px-4 py-3 text-sm text-chalk shadow-lg">
          <Spinner size="sm" className="shrink-0 text-accent" />
          {errorMessages.seasonPreparing}
        </p>
      )}
    </div>
  );
}
