import { clsx } from 'clsx';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { CalendarIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { formatLeaderboardDate, parseEnGbDate } from '../utils/leaderboard-filter';

/**
 * A date typed in en-GB order (spec §9: dd/mm/yyyy, whatever the browser's language) with a calendar button that
 * opens the browser's own date picker; the picked day is written back in en-GB.
 *
 * The picker is the browser's date input, not displayed until the button first asks for it: a displayed date input
 * builds its locale's fields when the page is first styled, ~3 ms each in Chromium on this machine, inside the
 * leaderboard's first render (issue 14). `showPicker` needs it rendered, so the button displays it first.
 */
export function DateField({
  id,
  label,
  text,
  min,
  isInvalid,
  describedBy,
  onTextChange,
}: {
  id: string;
  label: string;
  text: string;
  /** YYYY-MM-DD: the picker's first day. */
  min?: string | undefined;
  isInvalid: boolean;
  describedBy: string | undefined;
  onTextChange: (text: string) => void;
}) {
  const pickerRef = useRef<HTMLInputElement>(null);
  const [isPickerShown, setPickerShown] = useState(false);
  const openPicker = () => {
    if (!isPickerShown) flushSync(() => setPickerShown(true));
    const picker = pickerRef.current;
    if (!picker) return;
    // Chromium places its calendar at the input's box as last laid out: lay the just-displayed input out first, or the
    // calendar opens at the window's corner.
    picker.getBoundingClientRect();
    try {
      picker.showPicker();
    } catch {
      // No picker in this browser: the field still takes a typed date.
      document.getElementById(id)?.focus();
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-semibold tracking-wider text-chalk-muted uppercase">
        {label}
      </label>
      <div className="relative">
        <Input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/yyyy"
          value={text}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            onTextChange(event.target.value);
          }}
          className="pr-10 pl-3 tabular-nums"
        />
        <button
          type="button"
          aria-label={`Pick the ${label.toLowerCase()} date from a calendar`}
          onClick={openPicker}
          className="absolute top-1/2 right-1 grid size-8 -translate-y-1/2 place-items-center rounded-md text-chalk-muted hover:bg-pitch-700 hover:text-accent"
        >
          <CalendarIcon className="size-5" />
        </button>
        {/* The browser's calendar, opened by the button; never focused or read out itself. */}
        <input
          ref={pickerRef}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          min={min}
          value={parseEnGbDate(text) ?? ''}
          onChange={(event) => {
            if (event.target.value) onTextChange(formatLeaderboardDate(event.target.value));
          }}
          className={clsx(
            'pointer-events-none absolute right-0 bottom-0 h-0 w-0 opacity-0 [color-scheme:dark]',
            !isPickerShown && 'hidden',
          )}
        />
      </div>
    </div>
  );
}
