import { clsx } from 'clsx';
import { useState } from 'react';
import { flagImageOfEmoji } from '@/lib/countries';
import { monogramInk, monogramOf } from './monogram';

export type CrestTeam = {
  name: string;
  shortName?: string | undefined;
  /** Three-letter code, e.g. 'ARS'. */
  code?: string | null | undefined;
  /** The provider's crest; without one (or when it fails to load) a monogram is drawn. */
  logo: string | null;
  colors?: { primary: string; secondary: string } | null | undefined;
  /** A national team's flag emoji (issue 58): drawn as its flag instead of a crest. */
  flag?: string | null | undefined;
};

const sizes = { sm: 'size-6', md: 'size-10', lg: 'size-12', xl: 'size-16 sm:size-20' } as const;
/** A flag as wide as the crest it replaces, 4:3. */
const flagSizes = { sm: 'w-6', md: 'w-10', lg: 'w-12', xl: 'w-16 sm:w-20' } as const;

const fallbackColors = { primary: '#235c39', secondary: '#f2f6ef' };

/**
 * A club crest: a national team's flag, the provider's logo, or a shield in the club's colours with its monogram (no third-party crests
 * are shipped). Decorative by default, as the team's name is always written beside it.
 */
export function TeamCrest({
  team,
  size = 'md',
  className,
  label,
}: {
  team: CrestTeam;
  size?: keyof typeof sizes;
  className?: string;
  /** An accessible name, for a crest shown without its team's name. */
  label?: string;
}) {
  const [hasFailed, setHasFailed] = useState(false);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  const flagImage = team.flag ? flagImageOfEmoji(team.flag) : undefined;

  if (flagImage) {
    // An image like every flag (ADR 073: emoji flags are letters on some systems).
    return (
      <img
        src={flagImage}
        alt={label ?? ''}
        decoding="async"
        className={clsx(
          'aspect-[4/3] shrink-0 rounded-sm object-cover ring-1 ring-white/15',
          flagSizes[size],
          className,
        )}
      />
    );
  }

  if (team.logo && !hasFailed) {
    return (
      <img
        src={team.logo}
        alt={label ?? ''}
        loading="lazy"
        onError={() => {
          setHasFailed(true);
        }}
        className={clsx('shrink-0 object-contain', sizes[size], className)}
      />
    );
  }

  const { primary, secondary } = team.colors ?? fallbackColors;
  const ink = monogramInk(primary, secondary);
  const letters = monogramOf(team);
  return (
    <svg viewBox="0 0 40 46" className={clsx('shrink-0', sizes[size], className)} {...a11y}>
      <path
        d="M20 1.5 37.5 6v15.5C37.5 33 30 40.5 20 44.5 10 40.5 2.5 33 2.5 21.5V6z"
        fill={primary}
        stroke={secondary}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M7 11h26" stroke={secondary} strokeWidth="1.5" strokeOpacity="0.7" />
      <text
        x="20"
        y="26"
        textAnchor="middle"
        dominantBaseline="middle"
        fill={ink}
        fontSize={letters.length > 2 ? 11 : 14}
        fontWeight="800"
        fontFamily="var(--font-display)"
        letterSpacing="0.3"
      >
        {letters}
      </text>
    </svg>
  );
}
