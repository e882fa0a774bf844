import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A test picture made by sharp: red left third, blue elsewhere, so a crop or a rotation shows (and differs). */
export async function makeImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  width = 320,
  height = 200,
  options: { exif?: boolean } = {},
): Promise<Buffer> {
  const left = await sharp({
    create: { width: Math.max(1, Math.floor(width / 3)), height, channels: 3, background: '#c0392b' },
  })
    .png()
    .toBuffer();
  let image = sharp({ create: { width, height, channels: 3, background: '#2980b9' } }).composite([
    { input: left, left: 0, top: 0 },
  ]);
  if (options.exif) image = image.withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'test-artist' } });
  return image.toFormat(format).toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG header declaring `size` × `size` pixels around a few bytes of data. Decoding it
 * would inflate gigabytes; a server must refuse it from the header.
 */
export function pngBombHeader(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
