import { useRef } from 'react';
import { CalendarIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { formatLeaderboardDate, parseEnGbDate } from '../utils/leaderboard-filter';

/**
 * A date typed in en-GB order (spec §9: dd/mm/yyyy, whatever the browser's language) with a calendar button that
 * opens the browser's own date picker; the picked day is written back in en-GB.
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
  const openPicker = () => {
    const picker = pickerRef.current;
    if (!picker) return;
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
          className="pointer-events-none absolute right-0 bottom-0 h-0 w-0 opacity-0 [color-scheme:dark]"
        />
      </div>
    </div>
  );
}
