import type { User } from '@scoreline/contracts';
import { profileMessages, profileWebMessages } from '@scoreline/contracts/plain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api/errors';
import { countryOptions } from '@/lib/country-options';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILE_TOAST_ID, profileErrorMessage } from '../utils/profile-error';
import {
  pictureProblem,
  profileFormDefaults,
  profileFormFields,
  toProfileFormData,
  type ProfileFormValues,
} from '../utils/profile-form';
import { PictureField } from './picture-field';

/** zod and the form's rules load when the player first types or chooses (ADR 042), not with the page. */
const checks = lazyZodResolver<ProfileFormValues, ProfileFormValues>(() =>
  import('../utils/profile-form-schema').then((schemas) => schemas.profileFormSchema),
);

const selectClass =
  'h-11 w-full rounded-lg border border-pitch-500 bg-pitch-950/60 px-3 text-base text-chalk hover:border-pitch-400 focus-visible:border-accent aria-invalid:border-danger';

/**
 * A field of the identity (spec §2 read-only): muted and borderless so it does not pass for an input, said to be
 * unchangeable (its hint describes it), and a textarea that grows to the value, so a long name is never clipped.
 */
function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <Field label={label} hint={profileWebMessages.identityReadOnly}>
      {(control) => (
        <textarea
          {...control}
          readOnly
          rows={1}
          value={value}
          className="field-sizing-content min-h-11 w-full resize-none rounded-lg bg-pitch-900/70 px-3.5 py-2.5 text-base break-words text-chalk-muted focus-visible:outline-accent"
        />
      )}
    </Field>
  );
}

/**
 * spec §2 'UPDATING YOUR PROFILE': picture, the read-only identity (spec §5: it cannot be edited), country, Telegram,
 * X and wallet. Sends POST /profile/update with only the fields that have a value (spec §5); `onSaved` after the
 * saved user is in the cache and the stored credentials.
 */
export function EditProfileForm({ user, onSaved }: { user: User; onSaved: () => void }) {
  const update = useUpdateProfile();
  const [picture, setPicture] = useState<File | null>(null);
  const [isRemovingPicture, setRemovingPicture] = useState(false);
  const [pictureError, setPictureError] = useState<string | undefined>(undefined);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, ProfileFormValues>({
    resolver: checks.resolver,
    defaultValues: profileFormDefaults(user),
  });

  const choosePicture = (file: File | null) => {
    setPicture(file);
    if (file) setRemovingPicture(false);
    setPictureError(file ? pictureProblem(file) : undefined);
  };

  const onSubmit = (values: ProfileFormValues) => {
    if (pictureError) return;
    update.mutate(toProfileFormData(values, picture, profileFormDefaults(user), isRemovingPicture), {
      onSuccess: ({ message }) => {
        toast.success(message ?? profileMessages.updated, { id: PROFILE_TOAST_ID });
        onSaved();
      },
      onError: (error) => {
        // The API's first message per field (spec §5) goes under the field it names.
        if (isApiError(error)) {
          for (const field of profileFormFields) {
            const message = error.errors[field];
            if (message) setError(field, { message });
          }
        }
        toast.error(profileErrorMessage(error), { id: PROFILE_TOAST_ID });
      },
    });
  };

  return (
    <form
      noValidate
      // The first keystroke or choice starts loading the checks (a field focused as the page opens would load them at
      // once), so they are ready when the form is sent.
      onInput={checks.preload}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="flex flex-col gap-6"
    >
      <PictureField
        username={user.username}
        currentPicture={user.profile_picture}
        file={picture}
        error={pictureError}
        onChoose={choosePicture}
        isRemoving={isRemovingPicture}
        onRemove={setRemovingPicture}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <ReadOnlyField label="FIRST NAME" value={user.firstname} />
        <ReadOnlyField label="LAST NAME" value={user.lastname} />
        <ReadOnlyField label="USERNAME" value={user.username} />
        <ReadOnlyField label="EMAIL" value={user.email ?? 'N/A'} />
        <Field label="COUNTRY / REGION OF RESIDENCE" error={errors.nationality?.message} className="sm:col-span-2">
          {(control) => (
            <select {...control} {...register('nationality')} className={selectClass}>
              <option value="">Select your country</option>
              {countryOptions().map((country) => (
                <option key={country.value} value={country.value}>
                  {country.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="TELEGRAM USERNAME" error={errors.telegram_user_name?.message}>
          {(control) => (
            <Input {...control} {...register('telegram_user_name')} autoComplete="off" placeholder="@yourname" />
          )}
        </Field>
        <Field label="X PROFILE LINK" error={errors.x_profile_link?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('x_profile_link')}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://x.com/yourname"
            />
          )}
        </Field>
        <Field label="WALLET ADDRESS" error={errors.wallet?.message} className="sm:col-span-2">
          {(control) => <Input {...control} {...register('wallet')} autoComplete="off" spellCheck={false} />}
        </Field>
      </div>
      <Button type="submit" size="lg" isLoading={update.isPending} className="w-full sm:w-auto sm:self-start">
        {update.isPending ? 'UPDATING...' : 'UPDATE CHANGES'}
      </Button>
    </form>
  );
}
