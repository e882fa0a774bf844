import { PICTURE_FIELD, PICTURE_MAX_BYTES, profileMessages } from '@scoreline/contracts';
import { describe, expect, it } from 'vitest';
import { pictureProblem, profileFormFields, toProfileFormData } from './profile-form';
import { profileFormSchema } from './profile-form-schema';

const empty = { nationality: '', telegram_user_name: '', x_profile_link: '', wallet: '' };

describe('the edit profile form rules', () => {
  it('checks each field the form sends, in its order', () => {
    expect(Object.keys(profileFormSchema.shape)).toEqual(profileFormFields);
  });

  it("reports each field's own contract message, and lets empty fields through", () => {
    expect(profileFormSchema.safeParse(empty).success).toBe(true);
    const result = profileFormSchema.safeParse({
      nationality: 'ZZ',
      telegram_user_name: 'ab',
      x_profile_link: 'http://example.com/me',
      wallet: 'no spaces allowed',
    });
    const messages = Object.fromEntries(result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []);
    expect(messages).toEqual({
      nationality: profileMessages.nationalityInvalid,
      telegram_user_name: profileMessages.telegramInvalid,
      x_profile_link: profileMessages.xLinkInvalid,
      wallet: profileMessages.walletInvalid,
    });
  });

  it('names an X handle over 15 characters, and a link over 200, as too long', () => {
    const xLinkError = (x_profile_link: string) =>
      profileFormSchema.safeParse({ ...empty, x_profile_link }).error?.issues[0]?.message;
    expect(xLinkError('https://x.com/abcdefghijklmno')).toBeUndefined();
    expect(xLinkError('https://x.com/abcdefghijklmnop')).toBe(profileMessages.xHandleTooLong);
    expect(xLinkError(`https://twitter.com/${'a'.repeat(300)}/`)).toBe(profileMessages.xHandleTooLong);
    expect(xLinkError(`https://x.com/ada?s=${'1'.repeat(200)}`)).toBe(profileMessages.xLinkTooLong);
    expect(xLinkError('https://x.com/ada-lovelace')).toBe(profileMessages.xLinkInvalid);
  });

  it('checks a picture is an image we store and at most 2 MiB', () => {
    expect(pictureProblem(new File(['x'], 'me.png', { type: 'image/png' }))).toBeUndefined();
    expect(pictureProblem(new File(['x'], 'me.svg', { type: 'image/svg+xml' }))).toBe(profileMessages.pictureNotImage);
    expect(pictureProblem(new File([new Uint8Array(PICTURE_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' }))).toBe(
      profileMessages.pictureTooLarge,
    );
  });

  it('sends only the fields with a value, and the picture', () => {
    const picture = new File(['x'], 'me.png', { type: 'image/png' });
    const form = toProfileFormData({ ...empty, nationality: 'NG', wallet: '  ' }, picture);
    expect([...form.keys()]).toEqual(['nationality', PICTURE_FIELD]);
    expect(form.get('nationality')).toBe('NG');
  });

  it('names in clear the fields that had a value and were emptied, and only those', () => {
    const saved = { nationality: 'NG', telegram_user_name: '', x_profile_link: 'https://x.com/ada', wallet: 'w-1234' };
    const form = toProfileFormData({ ...saved, nationality: '', x_profile_link: ' ' }, null, saved);
    expect(form.get('clear')).toBe('nationality,x_profile_link');
    expect(form.get('wallet')).toBe('w-1234');
    expect(form.has('telegram_user_name')).toBe(false);
  });
});
