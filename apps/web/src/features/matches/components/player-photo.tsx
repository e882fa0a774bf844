import { useState } from 'react';

/** A player's photo, or his initials when there is none or it fails to load. */
export function PlayerPhoto({ name, photo }: { name: string; photo: string | null }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (photo && !hasFailed) {
    return (
      <img
        src={photo}
        alt=""
        loading="lazy"
        onError={() => {
          setHasFailed(true);
        }}
        className="size-10 shrink-0 rounded-full bg-pitch-700 object-cover"
      />
    );
  }
  const initials = name
    .split(/[\s.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className="display grid size-10 shrink-0 place-items-center rounded-full bg-pitch-700 text-sm text-chalk-muted"
    >
      {initials}
    </span>
  );
}
