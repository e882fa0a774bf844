import { Button } from './button';

/** spec §2/§9 'Show More'/'Show Less' under a long list. */
export function ShowMoreButton({
  isExpanded,
  onToggle,
  controls,
}: {
  isExpanded: boolean;
  onToggle: () => void;
  controls: string;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-expanded={isExpanded}
      aria-controls={controls}
      onClick={onToggle}
      className="mt-3"
    >
      {isExpanded ? 'Show Less' : 'Show More'}
    </Button>
  );
}
