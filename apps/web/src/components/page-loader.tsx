import { Spinner } from './ui/spinner';

export function PageLoader() {
  return (
    <div className="grid min-h-[50vh] place-items-center text-accent">
      <Spinner size="lg" label="Loading..." />
    </div>
  );
}
