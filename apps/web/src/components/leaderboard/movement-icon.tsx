import type { LeaderboardEntry } from '@scoreline/contracts';
import { clsx } from 'clsx';
import { Icon, type IconProps } from '@/components/ui/icons';

const CaretUpIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="m6 15 6-6 6 6" />
  </Icon>
);

const CaretDownIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

const DashIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M7 12h10" />
  </Icon>
);

type Movement = LeaderboardEntry['stats']['progressIndicator'];

const looks: Record<Movement, { label: string; className: string; Icon: typeof CaretUpIcon }> = {
  UP: { label: 'Moved up', className: 'bg-accent/15 text-accent', Icon: CaretUpIcon },
  DOWN: { label: 'Moved down', className: 'bg-danger/15 text-danger', Icon: CaretDownIcon },
  SAME: { label: 'No change', className: 'bg-pitch-600 text-chalk-faint', Icon: DashIcon },
};

/** spec §2: up, down or flat since the latest completed round, with a name for screen readers. */
export function MovementIcon({ movement }: { movement: Movement }) {
  const { label, className, Icon } = looks[movement];
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={clsx('grid size-5 shrink-0 place-items-center rounded-full', className)}
    >
      <Icon className="size-4" />
    </span>
  );
}
