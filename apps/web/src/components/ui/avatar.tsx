import { clsx } from 'clsx';
import { useState } from 'react';

const sizes = {
  sm: 'size-8 text-sm',
  md: 'size-10 text-base',
  lg: 'size-16 text-2xl',
  xl: 'size-20 text-3xl sm:size-24 sm:text-4xl',
} as const;

/** A picture is shown only when it is an address the browser can load (a bare stored file name is not). */
function pictureSource(picture: string | null | undefined): string | undefined {
  if (!picture) return undefined;
  return /^(https?:\/\/|\/|data:image\/)/.test(picture) ? picture : undefined;
}

/** The first letter or digit of a name, upper-cased; '?' when there is none. */
export function avatarInitial(name: string): string {
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
        'display grid shrink-0 place-items-center rounded-full bg-pitch-600 text-accent ring-2 ring-pitch-500',
        sizes[size],
        className,
      )}
    >
      {avatarInitial(name)}
    </span>
  );
}
