import type { ClearableProfileField, User } from '@scoreline/contracts';
import { isPictureMimeType, PICTURE_FIELD, PICTURE_MAX_BYTES, profileMessages } from '@scoreline/contracts/plain';

/**
 * The edit form's values and what is sent, without zod: the page loads this module with it; the checks are in
 * profile-form-schema.ts, loaded when the form is first used (ADR 042).
 */

/** The text fields of the edit form, in its order (the picture is sent on its own). */
export const profileFormFields = ['nationality', 'telegram_user_name', 'x_profile_link', 'wallet'] as const;
export type ProfileFormField = (typeof profileFormFields)[number];
export type ProfileFormValues = Record<ProfileFormField, string>;

export function profileFormDefaults(user: User): ProfileFormValues {
  return {
    nationality: user.nationality ?? '',
    telegram_user_name: user.telegram_user_name ?? '',
    x_profile_link: user.x_profile_link ?? '',
    wallet: user.wallet ?? '',
  };
}

/**
 * The client's checks before sending (the API checks again): an image of a kind we store (PICTURE_MIME_TYPES, spec §5
 * "the chosen picture must be an image"), at most 2 MiB.
 */
export function pictureProblem(file: File): string | undefined {
  if (!isPictureMimeType(file.type)) return profileMessages.pictureNotImage;
  if (file.size > PICTURE_MAX_BYTES) return profileMessages.pictureTooLarge;
  return undefined;
}

/**
 * spec §5: the multipart body of POST /profile/update carries only the fields with a value, and the new picture. A
 * field that had a value (`saved`) and is now empty is named in `clear` (docs/decisions/040): an empty value alone
 * would mean "leave unchanged"; so is the saved picture when the player removes it (`removePicture`).
 */
export function toProfileFormData(
  values: ProfileFormValues,
  picture: File | null,
  saved?: ProfileFormValues,
  removePicture = false,
): FormData {
  const form = new FormData();
  const cleared: ClearableProfileField[] = [];
  for (const field of profileFormFields) {
    const value = values[field].trim();
    if (value !== '') form.append(field, value);
    else if (saved?.[field].trim()) cleared.push(field);
  }
  if (removePicture && !picture) cleared.push(PICTURE_FIELD);
  if (cleared.length > 0) form.append('clear', cleared.join(','));
  // The file goes last: a multipart reader that stops at the file has every text field by then.
  if (picture) form.append(PICTURE_FIELD, picture, picture.name);
  return form;
}
