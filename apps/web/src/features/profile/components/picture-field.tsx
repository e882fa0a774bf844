import { PICTURE_ACCEPT, profileWebMessages } from '@scoreline/contracts/plain';
import { clsx } from 'clsx';
import { useEffect, useId, useMemo } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { CameraIcon } from '@/components/ui/icons';

/**
 * spec §2 Profile picture: a file chooser for images and a preview of the chosen file (an object URL, released when
 * it is replaced or the page closes). Shows the check's message (`error`) under it. A saved picture can be marked
 * for removal (`isRemoving`, docs/decisions/040): the initial shows meanwhile, and Keep undoes it.
 */
export function PictureField({
  username,
  currentPicture,
  file,
  error,
  onChoose,
  isRemoving,
  onRemove,
}: {
  username: string;
  currentPicture: string | null;
  file: File | null;
  error: string | undefined;
  onChoose: (file: File | null) => void;
  isRemoving: boolean;
  onRemove: (isRemoving: boolean) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const preview = useMemo(() => (file && !error ? URL.createObjectURL(file) : null), [file, error]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-center sm:gap-5">
      {preview ? (
        <img
          src={preview}
          alt="Preview of your new profile picture"
          className="size-24 shrink-0 rounded-full object-cover ring-2 ring-accent"
        />
      ) : (
        <Avatar name={username} picture={isRemoving ? null : currentPicture} size="xl" />
      )}
      <div className="flex flex-col items-center gap-1.5 sm:items-start">
        <label
          htmlFor={inputId}
          className={clsx(
            'display inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-pitch-500 bg-pitch-800 px-3.5 text-sm tracking-wider',
            'hover:border-pitch-400 hover:bg-pitch-700 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent',
          )}
        >
          <CameraIcon className="size-4" />
          PROFILE PICTURE
          <input
            id={inputId}
            type="file"
            // spec §2: images of the kinds we store; a picker can still offer any file, so the kind and the size
            // are checked before sending (pictureProblem).
            accept={PICTURE_ACCEPT}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="sr-only"
            onChange={(event) => {
              onChoose(event.target.files?.[0] ?? null);
            }}
          />
        </label>
        <p className="text-xs text-chalk-faint">{profileWebMessages.pictureHint}</p>
        {currentPicture && !file && (
          <button
            type="button"
            className="text-sm font-medium text-chalk-muted underline underline-offset-4 hover:text-chalk"
            onClick={() => {
              onRemove(!isRemoving);
            }}
          >
            {isRemoving ? profileWebMessages.pictureKeepLabel : profileWebMessages.pictureRemoveLabel}
          </button>
        )}
        {isRemoving && !file && (
          <p role="status" className="text-sm text-chalk-muted">
            {profileWebMessages.pictureWillBeRemoved}
          </p>
        )}
        {error && (
          <p id={errorId} role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
