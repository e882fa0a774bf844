/**
 * Issue #11: the profile's limits and every message a player can meet about a profile
 * (spec §5). Zod-free (served by @scoreline/contracts/plain); profiles.ts builds the schemas from them.
 */

export const BIOGRAPHY_MAX_LENGTH = 500;
export const WALLET_MAX_LENGTH = 128;
export const X_PROFILE_LINK_MAX_LENGTH = 200;
/** X's own limit on a handle (the name after x.com/): 1 to 15 letters, digits or underscores. */
export const X_HANDLE_MAX_LENGTH = 15;
/** Uploads (issue #11): at most 2 MiB of bytes and 4096 × 4096 pixels; stored as a square WebP of this size. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const PICTURE_MAX_DIMENSION = 4096;
export const PICTURE_STORED_SIZE = 256;
/** The multipart field that carries the picture (spec §7 "multipart profile picture"). */
export const PICTURE_FIELD = 'profile_picture';
/**
 * The profile fields a player may empty again (2026-12-02, docs/decisions/040): sent by name in `clear`, because an
 * empty value means "leave unchanged" (spec §5).
 */
export const CLEARABLE_PROFILE_FIELDS = [
  'biography',
  'nationality',
  'telegram_user_name',
  'x_profile_link',
  'wallet',
  'profile_picture',
] as const;
export type ClearableProfileField = (typeof CLEARABLE_PROFILE_FIELDS)[number];

export const profileMessages = {
  updated: 'Profile updated successfully',
  pictureUpdated: 'Profile picture updated successfully',
  favouriteTeamUpdated: 'Favourite team updated successfully',
  biographyTooLong: `Bio must be at most ${BIOGRAPHY_MAX_LENGTH} characters`,
  nationalityInvalid: 'Choose a country from the list',
  telegramInvalid:
    'Telegram usernames are 5 to 32 letters, digits or underscores, start with a letter and do not end with an underscore',
  xLinkInvalid: 'Enter your X profile link, like https://x.com/yourname',
  xHandleTooLong: `That X handle is too long: handles are at most ${X_HANDLE_MAX_LENGTH} characters`,
  xLinkTooLong: `That link is too long: X profile links are at most ${X_PROFILE_LINK_MAX_LENGTH} characters`,
  walletInvalid: `Wallet addresses are 4 to ${WALLET_MAX_LENGTH} letters, digits, ':', '.', '_' or '-'`,
  identityImmutable: 'First name, last name, username and e-mail cannot be changed',
  nothingToUpdate: 'Nothing to update',
  clearInvalid: `Only these fields can be cleared: ${CLEARABLE_PROFILE_FIELDS.join(', ')} (names separated by commas)`,
  clearAndSet: 'A field cannot be given a value and cleared at once',
  pictureMissing: 'Choose a picture to upload',
  pictureNotImage: 'The file must be a JPEG, PNG, WebP or GIF image',
  pictureTooLarge: 'The picture must be at most 2 MB',
  pictureTooManyPixels: `The picture must be at most ${PICTURE_MAX_DIMENSION} × ${PICTURE_MAX_DIMENSION} pixels`,
  pictureUnreadable: 'The picture could not be read. Try another image',
  pictureNotFound: 'Picture not found',
  fieldInvalid: 'This field is not valid',
  formUnreadable: 'The form could not be read. Send it as multipart/form-data',
  teamInvalid: 'Favourite team must be a positive whole number',
  teamNotFound: 'That team does not play in our competition',
  noBio: 'This player does not have bio',
  ownBioPlaceholder: 'Tell other players who you are, who you support and how you predict.',
} as const;

/** Badges per page of a player's badge list. */
export const BADGES_PAGE_SIZE = 10;

/** The catalogue's ids; the rules and names live in packages/domain (badges). */
export const badgeIds = [
  'monthly-first',
  'monthly-second',
  'monthly-third',
  'round-winner',
  'sharpshooter',
  'top-100',
  'top-10',
  'number-one',
  'streak-5',
] as const;
export type BadgeId = (typeof badgeIds)[number];
