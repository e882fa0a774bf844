import { clsx } from 'clsx';
import {
  useImperativeHandle,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { onlyDigits } from './otp-code';

export type OtpInputHandle = {
  /** Focuses a box: the given one, else the first empty one (the last when all are filled). */
  focus: (index?: number) => void;
};

export type OtpInputProps = {
  /** How many digits (spec §9: 4 by default; the API's GET /config has the live value). */
  length: number;
  /**
   * The code so far, one character per box: a digit, or a space for an empty box (trailing spaces
   * are dropped). The code is complete when it is `length` digits.
   */
  value: string;
  onChange: (value: string) => void;
  /** Names the group of boxes for assistive technology, e.g. 'One-time code'. */
  label: string;
  /** Given to the first box, so an outside <label htmlFor> lands there. */
  id?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
  ref?: Ref<OtpInputHandle>;
  className?: string;
};

const digitPattern = /^[0-9]$/;

function toBoxes(value: string, length: number): string[] {
  return Array.from({ length }, (_, index) => {
    const char = value.charAt(index);
    return digitPattern.test(char) ? char : '';
  });
}

function toValue(boxes: readonly string[]): string {
  return boxes
    .map((digit) => digit || ' ')
    .join('')
    .trimEnd();
}

/**
 * One box per digit (spec §2 OTP entry): digits only, typing moves to the next box, Backspace on an
 * empty box goes back and clears the previous one, arrow keys move, and pasting (or the phone's
 * one-time-code autofill) spreads the whole code over the boxes.
 */
export function OtpInput({
  length,
  value,
  onChange,
  label,
  id,
  disabled = false,
  autoFocus = false,
  invalid = false,
  describedBy,
  ref,
  className,
}: OtpInputProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const boxes = toBoxes(value, length);

  const focusBox = (index: number) => {
    inputs.current[Math.max(0, Math.min(length - 1, index))]?.focus();
  };

  useImperativeHandle(ref, () => ({
    focus(index?: number) {
      const firstEmpty = boxes.findIndex((digit) => digit === '');
      focusBox(index ?? (firstEmpty === -1 ? length - 1 : firstEmpty));
    },
  }));

  const update = (next: string[]) => {
    onChange(toValue(next));
  };

  const setBox = (index: number, digit: string) => {
    const next = [...boxes];
    next[index] = digit;
    update(next);
  };

  /** Writes several digits from `start` onwards (a whole code starts at the first box). */
  const spread = (start: number, digits: string) => {
    const from = digits.length >= length ? 0 : start;
    const next = [...boxes];
    for (let offset = 0; offset < digits.length && from + offset < length; offset += 1) {
      next[from + offset] = digits.charAt(offset);
    }
    update(next);
    focusBox(from + digits.length);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return; // leave copy, paste and shortcuts alone
    const { key } = event;
    if (digitPattern.test(key)) {
      // Typing over a filled box replaces its digit, wherever the caret is.
      event.preventDefault();
      setBox(index, key);
      if (index < length - 1) focusBox(index + 1);
    } else if (key === 'Backspace') {
      event.preventDefault();
      if (boxes[index]) {
        setBox(index, '');
      } else if (index > 0) {
        setBox(index - 1, '');
        focusBox(index - 1);
      }
    } else if (key === 'Delete') {
      event.preventDefault();
      setBox(index, '');
    } else if (key === 'ArrowLeft' || key === 'ArrowRight' || key === 'Home' || key === 'End') {
      event.preventDefault();
      const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: length - 1 }[key];
      focusBox(target);
    }
  };

  // Reached by input that arrives without a usable key event: phone keyboards, autofill, drag and drop.
  const handleChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const typed = onlyDigits(event.target.value);
    const current = boxes[index] ?? '';
    if (typed.length === 0) {
      setBox(index, '');
    } else if (typed.length === 1 || (typed.length === 2 && current && typed.includes(current))) {
      // One new digit, possibly typed beside the box's old one: keep the new one.
      const digit = typed.length === 1 ? typed : typed.replace(current, '');
      setBox(index, digit);
      if (index < length - 1) focusBox(index + 1);
    } else {
      spread(index, typed);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (digits) spread(index, digits);
  };

  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      className={clsx('flex justify-center gap-2 sm:gap-3', className)}
    >
      {boxes.map((digit, index) => (
        <input
          // The boxes are positions of one code: the index is their identity.
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          id={index === 0 ? id : undefined}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={invalid || undefined}
          // Only the first box asks for focus; the rest are reached by typing.
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          value={digit}
          onChange={(event) => {
            handleChange(index, event);
          }}
          onKeyDown={(event) => {
            handleKeyDown(index, event);
          }}
          onPaste={(event) => {
            handlePaste(index, event);
          }}
          onFocus={(event) => {
            event.target.select();
          }}
          className={clsx(
            'display h-14 w-0 max-w-14 min-w-0 flex-1 rounded-xl border border-pitch-500 bg-pitch-950/60 text-center text-3xl text-chalk caret-accent',
            'hover:border-pitch-400 focus-visible:border-accent aria-invalid:border-danger',
            'disabled:cursor-not-allowed disabled:opacity-60',
            digit && 'border-pitch-400 bg-pitch-900',
          )}
        />
      ))}
    </div>
  );
}
