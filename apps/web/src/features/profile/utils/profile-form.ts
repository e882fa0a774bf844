import { type ClearableProfileField, profileUpdateBodySchema, type User } from '@scoreline/contracts';
import { isPictureMimeType, PICTURE_FIELD, PICTURE_MAX_BYTES, profileMessages } from '@scoreline/contracts/plain';
import { z } from 'zod';

const rules = profileUpdateBodySchema.shape;

/**
 * A text field of the edit page: empty means "leave unchanged" (spec §5), anything else must pass the contract's
 * rule for that field, with its message (only the first, spec §5). The contract wraps each rule as `'' | rule`,
 * nullable and optional; the form checks the rule itself so the player reads its message, not the union's.
 */
function optionalText(rule: z.ZodType<string>) {
  return z
    .string()
    .trim()
    .superRefine((value, context) => {
      if (value === '') return;
      const issue = rule.safeParse(value).error?.issues[0];
      if (issue) context.addIssue({ code: 'custom', message: issue.message });
    });
}

export const profileFormSchema = z.object({
  nationality: optionalText(rules.nationality.unwrap().unwrap().options[1]),
  telegram_user_name: optionalText(rules.telegram_user_name.unwrap().unwrap().options[1]),
  x_profile_link: optionalText(rules.x_profile_link.unwrap().unwrap().options[1]),
  wallet: optionalText(rules.wallet.unwrap().unwrap().options[1]),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;
export type ProfileFormField = keyof ProfileFormValues;
export const profileFormFields = Object.keys(profileFormSchema.shape) as ProfileFormField[];

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
