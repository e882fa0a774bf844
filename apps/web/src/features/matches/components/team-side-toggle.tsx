import { clsx } from 'clsx';

export type Side = 'home' | 'away';

/** spec §2 Line Up: below extra-large screens one team at a time, chosen with 'Home Team' / 'Away Team'. */
export function TeamSideToggle({ side, onChange }: { side: Side; onChange: (side: Side) => void }) {
  return (
    <div
      role="group"
      aria-label="Team"
      className="mb-5 grid grid-cols-2 gap-1 rounded-xl border border-pitch-600 bg-pitch-800/70 p-1 sm:inline-grid xl:hidden"
    >
      {(['home', 'away'] as const).map((key) => (
        <button
          key={key}
          type="button"
          aria-pressed={side === key}
          onClick={() => {
            onChange(key);
          }}
          className={clsx(
            'display rounded-lg px-5 py-2.5 text-base tracking-wider transition-colors',
            side === key ? 'bg-pitch-500 text-chalk' : 'text-chalk-muted hover:bg-pitch-700 hover:text-chalk',
          )}
        >
          {key === 'home' ? 'Home Team' : 'Away Team'}
        </button>
      ))}
    </div>
  );
}
