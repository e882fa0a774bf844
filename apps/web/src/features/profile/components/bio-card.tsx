import type { User } from '@scoreline/contracts';
import { BIOGRAPHY_MAX_LENGTH, profileMessages } from '@scoreline/contracts/plain';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useUpdateBiography } from '../api/update-biography';
import { PROFILE_TOAST_ID, profileErrorMessage } from '../utils/profile-error';
import { PencilIcon } from './pencil-icon';

/**
 * spec §2/§4 Bio: view → edit (a textarea and Save) → back to view once saved. Only the owner has the pencil;
 * another player without a bio 'does not have bio', one's own empty bio shows a prompt instead.
 */
export function BioCard({ user, isOwn }: { user: User; isOwn: boolean }) {
  const [draft, setDraft] = useState<string | null>(null);
  const save = useUpdateBiography();
  const headingId = useId();
  const fieldId = useId();
  const countId = useId();
  const isEditing = isOwn && draft !== null;
  const bio = user.biography?.trim() ? user.biography : null;
  const isTooLong = (draft ?? '').length > BIOGRAPHY_MAX_LENGTH;
  // Save and Cancel go with the form: focus goes back to the pencil that opened it, once it is there again.
  const pencil = useRef<HTMLButtonElement>(null);
  const isReturningFocus = useRef(false);
  useEffect(() => {
    if (!isReturningFocus.current || isEditing) return;
    isReturningFocus.current = false;
    pencil.current?.focus();
  }, [isEditing]);
  const closeEditor = () => {
    isReturningFocus.current = true;
    setDraft(null);
  };

  const submit = () => {
    if (draft === null || isTooLong) return;
    save.mutate(draft.trim(), {
      onSuccess: ({ message }) => {
        toast.success(message ?? profileMessages.updated, { id: PROFILE_TOAST_ID });
        closeEditor();
      },
      onError: (error) => {
        toast.error(profileErrorMessage(error), { id: PROFILE_TOAST_ID });
      },
    });
  };

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="display text-xl tracking-wider">
          Bio
        </h2>
        {isOwn && !isEditing && (
          <button
            ref={pencil}
            type="button"
            aria-label="Edit bio"
            onClick={() => {
              setDraft(user.biography ?? '');
            }}
            className="grid size-9 place-items-center rounded-lg text-chalk-muted hover:bg-pitch-700 hover:text-accent"
          >
            <PencilIcon className="size-5" />
          </button>
        )}
      </div>
      {isEditing ? (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor={fieldId} className="sr-only">
            Bio
          </label>
          <textarea
            id={fieldId}
            value={draft}
            rows={5}
            // The pencil moved focus here on purpose: the player asked to write.
            autoFocus
            aria-describedby={countId}
            aria-invalid={isTooLong || undefined}
            onChange={(event) => {
              setDraft(event.target.value);
            }}
            className="w-full resize-y rounded-lg border border-pitch-500 bg-pitch-950/60 px-3.5 py-3 text-base text-chalk placeholder:text-chalk-faint focus-visible:border-accent aria-invalid:border-danger"
            placeholder={profileMessages.ownBioPlaceholder}
          />
          <p id={countId} className={isTooLong ? 'text-sm font-medium text-danger' : 'text-sm text-chalk-faint'}>
            {isTooLong ? profileMessages.biographyTooLong : `${draft.length} / ${BIOGRAPHY_MAX_LENGTH}`}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              size="sm"
              isLoading={save.isPending}
              disabled={isTooLong || (draft.trim() === '' && !bio)}
            >
              {save.isPending ? 'Saving...' : 'Save'}
            </Button>
            <Button variant="ghost" size="sm" disabled={save.isPending} onClick={closeEditor}>
              Cancel
            </Button>
          </div>
        </form>
      ) : bio ? (
        <p className="whitespace-pre-line break-words text-chalk">{bio}</p>
      ) : (
        <p className="text-chalk-muted italic">{isOwn ? profileMessages.ownBioPlaceholder : profileMessages.noBio}</p>
      )}
    </Card>
  );
}
