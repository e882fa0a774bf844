import { Icon, type IconProps } from '@/components/ui/icons';

/** The profile pages' edit mark (the shared icons are `components/ui/icons.tsx`). */
export const PencilIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />
    <path d="m13.5 6.5 4 4" />
  </Icon>
);
