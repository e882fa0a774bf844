import { clsx } from 'clsx';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';

/**
 * A modal dialog on the platform's own `<dialog>`: `showModal()` puts it in the top layer and makes the rest of the
 * page inert (focus stays inside), Escape closes it, and it is labelled by its title. Rendered only while open; focus
 * goes to the control marked `data-autofocus`, else to its first control, and returns to where it was when it closes.
 */
export function Dialog({
  title,
  description,
  onClose,
  children,
  footer,
  closeLabel = 'Close',
  focusClose = false,
  className,
  returnFocus,
}: {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Actions under the scrolling body (a Close button is always there). */
  footer?: ReactNode;
  /** The label of the always-present closing button ('Cancel' for a question). */
  closeLabel?: string;
  /** Open with focus on the closing button (a question: Enter held or pressed twice must not confirm it). */
  focusClose?: boolean;
  className?: string;
  /**
   * Where focus goes on closing, when not back to the opener: e.g. the opener was a form's button that the success
   * disabled or removed, so focus would fall to the page's body.
   */
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    returnFocusRef.current = returnFocus;
  });
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // The marked control first (one selector list would take whichever comes first in the document), else the first.
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>('button, [href], input, select, textarea');
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      const target = returnFocusRef.current?.() ?? opener;
      target?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape: the browser's close request (cancel), and the key itself where no close request comes.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself, outside its panel.
        if (event.target === event.currentTarget) onClose();
      }}
      className={clsx(
        'm-auto w-[min(32rem,calc(100%-2rem))] overflow-hidden rounded-2xl border border-pitch-500 bg-pitch-800 p-0 text-chalk',
        'shadow-2xl shadow-black/60 backdrop:bg-black/70 backdrop:backdrop-blur-sm',
        className,
      )}
    >
      <div className="flex max-h-[85vh] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-pitch-600 px-5 pt-5 pb-4">
          <div className="min-w-0">
            <h2 id={titleId} className="display text-2xl break-words">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-chalk-muted">
                {description}
              </p>
            )}
          </div>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        <div className="flex flex-wrap justify-end gap-2 border-t border-pitch-600 px-5 py-4">
          {footer}
          <Button variant="secondary" size="sm" onClick={onClose} data-autofocus={focusClose || undefined}>
            {closeLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}

/**
 * A yes/no question before something that cannot be undone (delete, leave, remove). It opens on Cancel, so an Enter
 * held down or pressed twice on the button that asked cannot confirm it.
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  isBusy = false,
  onConfirm,
  onClose,
  returnFocus,
}: {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  isBusy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes on closing, when not back to the opener (e.g. the confirmed action removed it). */
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      closeLabel="Cancel"
      focusClose
      returnFocus={returnFocus}
      footer={
        <Button size="sm" onClick={onConfirm} isLoading={isBusy} className="bg-danger text-pitch-950 hover:bg-danger">
          {confirmLabel}
        </Button>
      }
    >
      <p className="text-chalk-muted">{body}</p>
    </Dialog>
  );
}
