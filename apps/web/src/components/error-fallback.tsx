import { webMessages } from '@scoreline/contracts/plain';
import { useHandOverPrerendered } from '@/lib/prerendered';
import { PageTitle } from './page-title';
import { Button } from './ui/button';

/** Shown by the route and top-level error boundaries; it works without the router, so it reloads the page. */
export function ErrorFallback() {
  // A pre-rendered page whose own code failed to load gives way to this one.
  useHandOverPrerendered();
  return (
    <div role="alert" className="page-container flex flex-col items-center py-20 text-center">
      <PageTitle title={webMessages.pageCrashedTitle} />
      <p className="display text-sm tracking-widest text-highlight">Play stopped</p>
      <h1 className="display mt-2 text-4xl sm:text-5xl">{webMessages.pageCrashedTitle}</h1>
      <p className="mt-4 max-w-md text-chalk-muted">{webMessages.pageCrashed}</p>
      <Button
        className="mt-8"
        onClick={() => {
          window.location.reload();
        }}
      >
        Reload page
      </Button>
    </div>
  );
}
