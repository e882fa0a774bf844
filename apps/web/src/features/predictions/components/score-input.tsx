import { MAX_PREDICTED_GOALS } from '@scoreline/domain';
import { clsx } from 'clsx';
import type { KeyboardEvent } from 'react';

const maxDigits = String(MAX_PREDICTED_GOALS).length;

/**
 * Enter moves on (issue 13): to the next score box of the page, and from the last one to the round's Save all button,
 * so a whole round is typed without the mouse.
 */
function moveOnFromEnter(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  const boxes = [...document.querySelectorAll<HTMLInputElement>('input[data-score-input]:not([readonly])')];
  const next = boxes[boxes.indexOf(event.currentTarget) + 1];
  if (next) {
    next.focus();
    next.select();
    return;
  }
  document.querySelector<HTMLButtonElement>('[data-save-all]:not([disabled])')?.focus();
}

/** One side's predicted goals: digits only, 0–99 (numeric keypad on phones). */
export function ScoreInput({
  label,
  value,
  onChange,
  isLocked,
  errorId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  isLocked: boolean;
  /** The id of the message saying what is wrong with this pick, when something is. */
  errorId?: string | undefined;
}) {
  return (
    <input
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      enterKeyHint="next"
      data-score-input=""
      maxLength={maxDigits}
      aria-label={label}
      value={value}
      placeholder={isLocked ? '–' : undefined}
      readOnly={isLocked}
      aria-readonly={isLocked || undefined}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      onKeyDown={moveOnFromEnter}
      onChange={(event) => {
        onChange(event.target.value.replace(/\D/g, '').slice(0, maxDigits));
      }}
      className={clsx(
        'display size-12 rounded-lg border text-center text-2xl sm:size-14 sm:text-3xl',
        isLocked
          ? 'cursor-not-allowed border-pitch-600 bg-pitch-900/80 text-chalk-muted placeholder:text-chalk-faint'
          : 'border-pitch-400 bg-pitch-950/70 text-chalk placeholder:text-pitch-400 hover:border-accent/70 focus-visible:border-accent',
        errorId && 'border-danger',
      )}
    />
  );
}
