import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';
import {
  PICTURE_FORMATS,
  PICTURE_MAX_BYTES,
  PICTURE_MAX_DIMENSION,
  PICTURE_STORED_SIZE,
  profileMessages,
  type PictureFormat,
} from '@scoreline/contracts';
import { AppError } from '../../lib/app-error';

/** The formats a picture may arrive in (spec §5 "the chosen picture must be an image"; docs/decisions/017). */
export type { PictureFormat };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IEND = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

/** Each accepted format's magic number: a format added to the contracts' list fails the type check until it has one. */
const signatures = {
  jpeg: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  png: (bytes) => startsWith(bytes, PNG),
  gif: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  webp: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
} satisfies Record<PictureFormat, (bytes: Uint8Array) => boolean>;

/**
 * Markup a browser, an XML reader or a server-side interpreter would act on. No image needs it, and a picture that
 * carries it is built to be read as something else as well (a polyglot).
 */
const markupPattern = /<(?:script|html|svg|!doctype|\?php|iframe|object|embed|body)\b/i;

/**
 * The format the bytes themselves say (magic numbers), whatever the file name or declared type claims; undefined for
 * anything else (SVG, HTML, text, other formats).
 */
export function formatBySignature(bytes: Uint8Array): PictureFormat | undefined {
  return PICTURE_FORMATS.find((format) => signatures[format](bytes));
}

/** Whether the bytes carry markup: checked before anything is decoded. */
export function hasMarkup(bytes: Uint8Array): boolean {
  return markupPattern.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
}

/**
 * Whether a file that decoded cleanly goes on after its image: bytes after PNG's IEND chunk, after GIF's trailer or
 * beyond WebP's RIFF size (a polyglot: an image that is also something else). JPEG is not judged this way: cameras
 * legitimately append data after the first image (MPF, maker notes); the markup check still applies to it.
 */
export function hasTrailingData(bytes: Uint8Array, format: PictureFormat): boolean {
  switch (format) {
    case 'png':
      return !startsWith(bytes, PNG_IEND, bytes.length - PNG_IEND.length);
    case 'gif':
      return bytes[bytes.length - 1] !== 0x3b;
    case 'webp':
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).readUInt32LE(4) + 8 !== bytes.length;
    default:
      return false;
  }
}

export interface StoredPicture {
  /** SHA-256 of the stored WebP, lower-case hex: the picture's key and name. */
  sha256: string;
  /** `<sha256>.webp`, what `users.profile_picture` holds and the URL ends with. */
  fileName: string;
  bytes: Buffer;
}

const notImage = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', profileMessages.pictureNotImage, {
    profile_picture: profileMessages.pictureNotImage,
  });
const invalid = (message: string) => new AppError('VALIDATION', message, { profile_picture: message });

/**
 * Turns an uploaded file into the stored picture (docs/decisions/017): the signature decides the format, the header's
 * dimensions are checked before any pixel is decoded, then sharp decodes (`limitInputPixels` as a second guard,
 * `failOn: 'warning'` refusing truncated or corrupt data), applies the EXIF orientation and re-encodes a square
 * 256 × 256 WebP (cover crop) without any metadata. Markup anywhere or data after the image is a polyglot and refused.
 * Throws an AppError with the profile message on every refusal.
 */
export async function toStoredPicture(bytes: Uint8Array): Promise<StoredPicture> {
  if (bytes.length > PICTURE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', profileMessages.pictureTooLarge, {
      profile_picture: profileMessages.pictureTooLarge,
    });
  }
  const format = formatBySignature(bytes);
  if (!format || hasMarkup(bytes)) throw notImage();

  const options = {
    limitInputPixels: PICTURE_MAX_DIMENSION * PICTURE_MAX_DIMENSION,
    failOn: 'warning',
    // Animated GIF and WebP: the first frame only.
    pages: 1,
  } as const;
  // sharp (libvips and its binding) is loaded with the first picture, not with the server (docs/decisions/063).
  const { default: sharp } = await import('sharp');
  let metadata: Metadata;
  try {
    // Reads the header only (no pixel is decoded, so no pixel limit yet): a decompression bomb is refused below with
    // the message about its dimensions, before anything is inflated.
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw invalid(profileMessages.pictureUnreadable);
  }
  // The decoder must agree with the signature (a PNG header in front of something else is not a PNG).
  if (metadata.format !== format) throw notImage();
  const height = metadata.pageHeight ?? metadata.height;
  if (!metadata.width || !height) throw invalid(profileMessages.pictureUnreadable);
  if (metadata.width > PICTURE_MAX_DIMENSION || height > PICTURE_MAX_DIMENSION) {
    throw invalid(profileMessages.pictureTooManyPixels);
  }

  let stored: Buffer;
  try {
    stored = await sharp(bytes, options)
      .rotate()
      .resize(PICTURE_STORED_SIZE, PICTURE_STORED_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Truncated or corrupt data (libvips warns, and `failOn: 'warning'` makes that an error).
    throw invalid(profileMessages.pictureUnreadable);
  }
  // Only now: a truncated file also "ends early", and must be reported as unreadable, not as a polyglot.
  if (hasTrailingData(bytes, format)) throw notImage();
  const sha256 = createHash('sha256').update(stored).digest('hex');
  return { sha256, fileName: `${sha256}.webp`, bytes: stored };
}

/** The key of a stored picture's file name (`<sha256>.webp`), or undefined for any other name. */
export function pictureKeyOf(fileName: string): string | undefined {
  return /^([0-9a-f]{64})\.webp$/.exec(fileName)?.[1];
}
