import { MAX_PREDICTED_GOALS } from '@scoreline/domain';
import { clsx } from 'clsx';

const maxDigits = String(MAX_PREDICTED_GOALS).length;

/** One side's predicted goals: digits only, 0–99 (numeric keypad on phones). */
export function ScoreInput({
  label,
  value,
  onChange,
  isLocked,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  isLocked: boolean;
}) {
  return (
    <input
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      maxLength={maxDigits}
      aria-label={label}
      value={value}
      placeholder={isLocked ? '–' : undefined}
      readOnly={isLocked}
      aria-readonly={isLocked || undefined}
      onChange={(event) => {
        onChange(event.target.value.replace(/\D/g, '').slice(0, maxDigits));
      }}
      className={clsx(
        'display size-12 rounded-lg border text-center text-2xl sm:size-14 sm:text-3xl',
        isLocked
          ? 'cursor-not-allowed border-pitch-600 bg-pitch-900/80 text-chalk-muted placeholder:text-chalk-faint'
          : 'border-pitch-400 bg-pitch-950/70 text-chalk placeholder:text-pitch-400 hover:border-accent/70 focus-visible:border-accent',
      )}
    />
  );
}
