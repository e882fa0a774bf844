/**
 * The formats a profile picture may arrive in (spec §5 "the chosen picture must be an image"; docs/decisions/017): the
 * web app's file picker and its check before sending, and the API's check of the bytes, read them from here. Zod-free
 * (served by @scoreline/contracts/plain).
 */

/**
 * Where a stored picture is served: this path + the user's `profile_picture` (a content-addressed file name). Here
 * rather than with the profile's messages: every page's header shows the player's picture, and the web app's entry
 * takes only this module, not the profile's messages with it (ADR 046).
 */
export const PICTURE_PATH = '/api/v1/uploads/';

/** The formats by name, as the API names what a file's bytes are. */
export const PICTURE_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** The media type of each format (what a browser gives `File.type`). */
export const PICTURE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
] as const satisfies readonly `image/${PictureFormat}`[];
export type PictureMimeType = (typeof PICTURE_MIME_TYPES)[number];

/** The file name endings of those formats, for pickers that go by name. */
export const PICTURE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.gif'] as const;

/** A file input's `accept`: the types and the endings (the client still checks the type, the API the bytes). */
export const PICTURE_ACCEPT = [...PICTURE_MIME_TYPES, ...PICTURE_EXTENSIONS].join(',');

export function isPictureMimeType(type: string): type is PictureMimeType {
  return (PICTURE_MIME_TYPES as readonly string[]).includes(type);
}
