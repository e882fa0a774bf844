import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon, type IconProps } from '@/components/ui/icons';

const CopyIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </Icon>
);

const CheckIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

/** How long 'Copied' stays after a copy. */
const COPIED_FOR_MS = 2_000;

type CopyFieldProps = {
  label: string;
  value: string;
  /** Said for a moment after a copy. */
  copiedText: string;
  /** Said when the browser offers no clipboard: the text is selected for the player to copy. */
  manualText: string;
  className?: string;
};

/**
 * A read-only value with a copy icon (spec §2's invite code, the calendar link; the word beside it from 640 px): the
 * clipboard when the browser offers it (then `copiedText` for a moment), else the text is selected for the player to
 * copy themselves, and they are told how. Keyed by the value: a new value (a new invite code) starts without
 * `copiedText`, which was said of the old one.
 */
export function CopyField(props: CopyFieldProps) {
  return <ValueCopyField key={props.value} {...props} />;
}

function ValueCopyField({ label, value, copiedText, manualText, className }: CopyFieldProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'idle' | 'copied' | 'manual'>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      clearTimeout(resetTimer.current);
    },
    [],
  );

  const copy = async () => {
    clearTimeout(resetTimer.current);
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setStatus('copied');
      resetTimer.current = setTimeout(() => {
        setStatus('idle');
      }, COPIED_FOR_MS);
    } catch {
      field.current?.focus();
      field.current?.select();
      setStatus('manual');
    }
  };

  return (
    <div className={className}>
      <label htmlFor={id} className="text-xs font-semibold tracking-wider text-chalk-muted uppercase">
        {label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          ref={field}
          readOnly
          value={value}
          onFocus={(event) => {
            event.target.select();
          }}
          className="h-11 min-w-0 flex-1 rounded-lg border border-pitch-500 bg-pitch-950/60 px-3 font-mono text-base tracking-wider text-chalk"
        />
        <Button variant="secondary" onClick={() => void copy()} aria-label={`Copy ${label.toLowerCase()}`}>
          {status === 'copied' ? <CheckIcon className="size-5" /> : <CopyIcon className="size-5" />}
          <span className="hidden sm:inline">{status === 'copied' ? copiedText : 'Copy'}</span>
        </Button>
      </div>
      <p aria-live="polite" className="mt-1 min-h-5 text-sm text-chalk-muted">
        {status === 'copied' ? copiedText : status === 'manual' ? manualText : ''}
      </p>
    </div>
  );
}
