import { PICTURE_PATH } from '@scoreline/contracts/plain';

/**
 * Where a player's picture loads from: the API stores a file name (spec §3 profile_picture) served under
 * PICTURE_PATH (spec §7 "base + folder + file name"); an address the browser can load as it is (absolute, or a
 * local preview) is kept. Anything else has no picture.
 */
export function pictureSource(picture: string | null | undefined): string | undefined {
  if (!picture) return undefined;
  if (/^(https?:\/\/|\/(?!\/)|data:image\/|blob:)/.test(picture)) return picture;
  return /^[\w.-]+$/.test(picture) && !picture.startsWith('.') ? `${PICTURE_PATH}${picture}` : undefined;
}
