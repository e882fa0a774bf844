import { clsx } from 'clsx';
import { useState } from 'react';
import { MedalIcon } from '@/components/ui/icons';

const sizes = { md: 'size-14', lg: 'size-24' } as const;

/** A badge's own artwork (public/badges/<id>.svg, the badge's iconUrl); a plain medal if it cannot load. */
export function BadgeIcon({ iconUrl, size = 'md' }: { iconUrl: string; size?: keyof typeof sizes }) {
  const [hasFailed, setHasFailed] = useState(false);
  // Only our own icons: a path on this site.
  const isLocal = /^\/(?!\/)/.test(iconUrl);
  if (!isLocal || hasFailed) {
    return (
      <span aria-hidden="true" className={clsx('grid shrink-0 place-items-center text-highlight', sizes[size])}>
        <MedalIcon className="size-3/4" />
      </span>
    );
  }
  return (
    <img
      src={iconUrl}
      alt=""
      loading="lazy"
      onError={() => {
        setHasFailed(true);
      }}
      className={clsx('shrink-0 drop-shadow', sizes[size])}
    />
  );
}
