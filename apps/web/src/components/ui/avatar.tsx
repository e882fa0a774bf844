import { clsx } from 'clsx';
import { useState } from 'react';
import { pictureSource } from '@/lib/picture';

const sizes = {
  sm: 'size-8 text-sm',
  md: 'size-10 text-base',
  lg: 'size-16 text-2xl',
  xl: 'size-20 text-3xl sm:size-24 sm:text-4xl',
} as const;

/** Fallback colours, picked by the name so a player keeps theirs everywhere. */
const fallbackTones = [
  'bg-pitch-600 text-accent',
  'bg-[#173f4d] text-[#9fe3ff]',
  'bg-[#4a3a12] text-highlight',
  'bg-[#382250] text-[#e0b8ff]',
  'bg-[#542323] text-[#ffb4a8]',
  'bg-[#25402f] text-chalk',
] as const;

function toneOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return fallbackTones[hash % fallbackTones.length] ?? fallbackTones[0];
}

/** The first letter or digit of a name, upper-cased; '?' when there is none. */
function avatarInitial(name: string): string {
  const letter = /[\p{L}\p{N}]/u.exec(name)?.[0];
  return letter ? letter.toUpperCase() : '?';
}

/**
 * A person's picture, or a round badge with their initial when there is none or it fails to load (spec §2 "dummy
 * avatar fallback"). Decorative, as the name is written beside it.
 */
export function Avatar({
  name,
  picture,
  size = 'md',
  className,
}: {
  name: string;
  picture?: string | null | undefined;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const source = pictureSource(picture);
  const [failedSource, setFailedSource] = useState<string | undefined>(undefined);

  if (source && failedSource !== source) {
    return (
      <img
        src={source}
        alt=""
        loading="lazy"
        onError={() => {
          setFailedSource(source);
        }}
        className={clsx('shrink-0 rounded-full object-cover ring-2 ring-pitch-500', sizes[size], className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'display grid shrink-0 place-items-center rounded-full ring-2 ring-pitch-500',
        toneOf(name),
        sizes[size],
        className,
      )}
    >
      {avatarInitial(name)}
    </span>
  );
}
