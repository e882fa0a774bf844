import { COMMENT_MAX_LENGTH } from '@scoreline/contracts/plain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';

/** The counter shows from this many characters on (near the 2,000 limit). */
const COUNTER_FROM = COMMENT_MAX_LENGTH - 200;

/**
 * A comment or reply box (spec §2): the button stays disabled while the text is empty or only whitespace (spec §5);
 * a counter appears near the limit. `onSubmit` resolves true when the post succeeded (the text is then cleared); the
 * box is busy while its own post runs, so several boxes (a comment and reply boxes) post independently.
 */
export function CommentForm({
  label,
  placeholder,
  submitLabel,
  autoFocus = false,
  onSubmit,
  onCancel,
}: {
  label: string;
  placeholder: string;
  submitLabel: string;
  autoFocus?: boolean;
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [content, setContent] = useState('');
  const [isPosting, setPosting] = useState(false);
  const isEmpty = content.trim() === '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isEmpty || isPosting) return;
    setPosting(true);
    try {
      if (await onSubmit(content)) setContent('');
    } finally {
      setPosting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex min-w-0 flex-1 flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={content}
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
        placeholder={placeholder}
        autoFocus={autoFocus}
        aria-describedby={content.length >= COUNTER_FROM ? `${id}-count` : undefined}
        onChange={(event) => {
          setContent(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onCancel) onCancel();
        }}
        className="w-full resize-y rounded-lg border border-pitch-500 bg-pitch-950/60 px-3.5 py-2.5 text-base text-chalk placeholder:text-chalk-faint hover:border-pitch-400 focus-visible:border-accent"
      />
      <div className="flex flex-wrap items-center justify-end gap-2">
        {content.length >= COUNTER_FROM && (
          <p id={`${id}-count`} aria-live="polite" className="mr-auto text-sm text-chalk-muted tabular-nums">
            {content.length.toLocaleString('en-GB')} / {COMMENT_MAX_LENGTH.toLocaleString('en-GB')} characters
          </p>
        )}
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" disabled={isEmpty} isLoading={isPosting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
