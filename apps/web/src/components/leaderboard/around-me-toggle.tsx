import { clsx } from 'clsx';

/** 'Around me' (issue 12): the rows just above and below the viewer instead of the page. A toggle button. */
export function AroundMeToggle({ isOn, onChange }: { isOn: boolean; onChange: (isOn: boolean) => void }) {
  return (
    <button
      type="button"
      aria-pressed={isOn}
      onClick={() => {
        onChange(!isOn);
      }}
      className={clsx(
        'display h-9 rounded-lg border px-3.5 text-sm tracking-wider transition-colors',
        isOn ? 'border-accent bg-accent text-pitch-950' : 'border-pitch-500 text-chalk hover:bg-pitch-700',
      )}
    >
      Around me
    </button>
  );
}
