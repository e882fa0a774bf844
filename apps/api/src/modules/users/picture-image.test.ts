import { describe, expect, it } from 'vitest';
import { formatBySignature, hasMarkup, hasTrailingData, pictureKeyOf } from './picture-image';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const riff = (size: number, total: number) => {
  const bytes = Buffer.alloc(total);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(size, 4);
  bytes.write('WEBP', 8, 'latin1');
  return bytes;
};

describe('formatBySignature', () => {
  it.each([
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['png', png],
    ['gif', Buffer.from('GIF89a\u0001\u0000')],
    ['gif', Buffer.from('GIF87a\u0001\u0000')],
    ['webp', riff(4, 12)],
  ])('reads %s from the magic number', (format, bytes) => {
    expect(formatBySignature(bytes)).toBe(format);
  });

  it.each([
    ['text', Buffer.from('hello')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a RIFF that is not WebP', Buffer.from('RIFF\u0004\u0000\u0000\u0000WAVE')],
    ['BMP', Buffer.from('BM\u0000\u0000')],
    ['nothing', Buffer.alloc(0)],
    ['half a PNG signature', png.subarray(0, 4)],
  ])('knows no format for %s', (_label, bytes) => {
    expect(formatBySignature(bytes)).toBeUndefined();
  });
});

describe('polyglot checks', () => {
  it('finds markup anywhere, whatever its case', () => {
    expect(hasMarkup(Buffer.concat([png, Buffer.from('<ScRiPt>alert(1)</script>')]))).toBe(true);
    expect(hasMarkup(Buffer.concat([Buffer.from('<?PHP echo 1;'), png]))).toBe(true);
    expect(hasMarkup(png)).toBe(false);
  });

  it('finds data after the end of a PNG, a GIF or a WebP', () => {
    expect(hasTrailingData(png, 'png')).toBe(false);
    expect(hasTrailingData(Buffer.concat([png, Buffer.from('PK')]), 'png')).toBe(true);
    expect(hasTrailingData(Buffer.from('GIF89a;'), 'gif')).toBe(false);
    expect(hasTrailingData(Buffer.from('GIF89a;zip'), 'gif')).toBe(true);
    expect(hasTrailingData(riff(8, 16), 'webp')).toBe(false);
    expect(hasTrailingData(riff(8, 20), 'webp')).toBe(true);
  });

  it('does not judge JPEG by what follows its image (cameras append data)', () => {
    expect(hasTrailingData(Buffer.from([0xff, 0xd8, 0xff, 0xd9, 1, 2, 3]), 'jpeg')).toBe(false);
  });
});

describe('pictureKeyOf', () => {
  it('accepts only a stored name: 64 lower-case hex digits and .webp', () => {
    expect(pictureKeyOf(`${'a1'.repeat(32)}.webp`)).toBe('a1'.repeat(32));
    expect(pictureKeyOf(`${'A1'.repeat(32)}.webp`)).toBeUndefined();
    expect(pictureKeyOf('../x.webp')).toBeUndefined();
    expect(pictureKeyOf(`${'a1'.repeat(32)}.webp.png`)).toBeUndefined();
  });
});
