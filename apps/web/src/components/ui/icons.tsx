import type { ReactNode } from 'react';

/**
 * Line icons drawn on a 24 px grid; decorative, so the text beside them carries the meaning. Here are the icons the
 * shell draws and those several features share; an icon one feature draws lives in that feature, on `Icon`, so no
 * page loads another's (docs/decisions/044).
 */
export function Icon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className ?? 'size-6'}
    >
      {children}
    </svg>
  );
}

export type IconProps = { className?: string };

export const TrophyIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
    <path d="M16 5h3v2a3 3 0 0 1-3 3M8 5H5v2a3 3 0 0 0 3 3" />
    <path d="M12 13v4M8 20h8M9.5 17h5l.5 3h-6z" />
  </Icon>
);

export const CalendarIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </Icon>
);

export const CameraIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17" cy="7" r="0.6" fill="currentColor" />
  </Icon>
);

export const XLogoIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M4 4l16 16M20 4 4 20" />
  </Icon>
);

export const ChatIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M4 6.5A2.5 2.5 0 0 1 6.5 4h11A2.5 2.5 0 0 1 20 6.5v7a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4H6.5A2.5 2.5 0 0 1 4 13.5z" />
    <path d="M9 10h.01M12 10h.01M15 10h.01" />
  </Icon>
);

export const PaperPlaneIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="m21 4-8 17-3-7-7-3z" />
    <path d="m10 14 11-10" />
  </Icon>
);

export const AlertIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </Icon>
);

export const MedalIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M8 3h3l2 5M16 3h-3l-1.2 3" />
    <circle cx="12" cy="15" r="6" />
    <path d="m12 12 .9 1.9 2.1.3-1.5 1.4.4 2.1-1.9-1-1.9 1 .4-2.1-1.5-1.4 2.1-.3z" />
  </Icon>
);

export const ArrowLeftIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Icon>
);
