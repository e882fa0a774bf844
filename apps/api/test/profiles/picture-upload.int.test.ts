import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorMessages, PICTURE_FIELD, PICTURE_MAX_BYTES, profileMessages } from '@scoreline/contracts';
import { queryRows } from '../../src/db/client';
import { createPlayer, freshIp, get } from '../helpers/auth-helpers';
import { makeImage, pngBombHeader } from '../helpers/images';
import { multipartBody, postForm, type FilePart } from '../helpers/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Issue #11, docs/decisions/017: POST /upload takes only real, bounded images; a refused file leaves no trace. */
let t: TestApp;
let player: Awaited<ReturnType<typeof createPlayer>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Uploads are limited per account (10 a minute): each test has its own player.
beforeEach(async () => {
  player = await createPlayer(t.app);
});

async function storedPictures(): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    t.database.connection.db,
    sql`select count(*)::int as count from pictures`,
  );
  return Number(row?.count ?? 0);
}

async function pictureOf(id: number, token: string): Promise<string | null> {
  return (await get(t.app, `/users/${id}`, { token })).json().data.profile_picture as string | null;
}

const upload = (file: FilePart, token = player.token) => postForm(t.app, '/upload', { [PICTURE_FIELD]: file }, token);

describe('POST /upload: accepted pictures', () => {
  it.each(['png', 'jpeg', 'webp', 'gif'] as const)(
    'sets a %s as the picture, under a content-addressed name',
    async (format) => {
      const response = await upload({
        bytes: await makeImage(format),
        filename: `me.${format}`,
        type: `image/${format}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(profileMessages.pictureUpdated);
      const name = response.json().data.profile_picture as string;
      expect(name).toMatch(/^[0-9a-f]{64}\.webp$/);
      expect(await pictureOf(player.id, player.token)).toBe(name);
      expect((await get(t.app, `/uploads/${name}`)).statusCode).toBe(200);
    },
  );

  it('judges the bytes, not the name or the declared type', async () => {
    const response = await upload({ bytes: await makeImage('png'), filename: 'notes.txt', type: 'text/plain' });
    expect(response.statusCode).toBe(200);
  });
});

/** Each refusal: the status and message a client sees, and nothing stored (no row, the picture unchanged). */
async function expectRefused(
  response: Awaited<ReturnType<typeof upload>>,
  status: number,
  message: string,
  before: { pictures: number; picture: string | null },
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ success: false, message });
  expect(await storedPictures()).toBe(before.pictures);
  expect(await pictureOf(player.id, player.token)).toBe(before.picture);
}

describe('POST /upload: refused files store nothing', () => {
  let before: { pictures: number; picture: string | null };
  beforeEach(async () => {
    // The player already has a picture: a refused upload must not touch it.
    expect((await upload({ bytes: await makeImage('png', 64, 64) })).statusCode).toBe(200);
    before = { pictures: await storedPictures(), picture: await pictureOf(player.id, player.token) };
  });

  it('refuses a text file named .png', async () => {
    const response = await upload({ bytes: Buffer.from('just some notes\n'), filename: 'me.png', type: 'image/png' });
    await expectRefused(response, 415, profileMessages.pictureNotImage, before);
  });

  it('refuses an SVG, even a harmless-looking one', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const response = await upload({ bytes: Buffer.from(svg), filename: 'me.svg', type: 'image/svg+xml' });
    await expectRefused(response, 415, profileMessages.pictureNotImage, before);
  });

  it('refuses an HTML page named .jpg', async () => {
    const html = '<!doctype html><html><body><script>fetch("/api")</script></body></html>';
    const response = await upload({ bytes: Buffer.from(html), filename: 'me.jpg', type: 'image/jpeg' });
    await expectRefused(response, 415, profileMessages.pictureNotImage, before);
  });

  it('refuses an HTML/PNG polyglot (a real PNG with a page after it)', async () => {
    const page = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const response = await upload({ bytes: Buffer.concat([await makeImage('png'), page]), type: 'image/png' });
    await expectRefused(response, 415, profileMessages.pictureNotImage, before);
  });

  it('refuses a PNG with data after its end, even without markup', async () => {
    const response = await upload({ bytes: Buffer.concat([await makeImage('png'), Buffer.from('PK\u0003\u0004zip')]) });
    await expectRefused(response, 415, profileMessages.pictureNotImage, before);
  });

  it('refuses a PNG wider than 4096 pixels', async () => {
    const response = await upload({ bytes: await makeImage('png', 4097, 8) });
    await expectRefused(response, 400, profileMessages.pictureTooManyPixels, before);
  });

  it('refuses a decompression bomb from its header (60000 × 60000 declared in a few bytes)', async () => {
    const response = await upload({ bytes: pngBombHeader(60_000) });
    await expectRefused(response, 400, profileMessages.pictureTooManyPixels, before);
  });

  it('refuses a truncated PNG', async () => {
    const png = await makeImage('png', 300, 300);
    const response = await upload({ bytes: png.subarray(0, Math.floor(png.length / 2)) });
    await expectRefused(response, 400, profileMessages.pictureUnreadable, before);
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await makeImage('jpeg', 300, 300);
    const response = await upload({ bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)) });
    await expectRefused(response, 400, profileMessages.pictureUnreadable, before);
  });

  it('refuses a 3 MiB file with 413 before reading it', async () => {
    const response = await upload({ bytes: Buffer.alloc(3 * 1024 * 1024, 0xff) });
    await expectRefused(response, 413, profileMessages.pictureTooLarge, before);
  });

  it('refuses a file one byte over 2 MiB with 413', async () => {
    const bytes = Buffer.concat([await makeImage('png'), Buffer.alloc(PICTURE_MAX_BYTES, 0)]).subarray(
      0,
      PICTURE_MAX_BYTES + 1,
    );
    const response = await upload({ bytes });
    await expectRefused(response, 413, profileMessages.pictureTooLarge, before);
  });

  it('asks for a picture when the form has none', async () => {
    const response = await postForm(t.app, '/upload', { note: 'no file here' }, player.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      note: expect.any(String),
      [PICTURE_FIELD]: profileMessages.pictureMissing,
    });
    expect(await storedPictures()).toBe(before.pictures);
  });

  it('refuses a form with two files', async () => {
    const { payload, contentType } = await multipartBody({ [PICTURE_FIELD]: { bytes: await makeImage('png') } });
    const second = await multipartBody({ other: { bytes: await makeImage('png') } });
    const boundary = /boundary=(.+)$/.exec(contentType)![1]!;
    const secondBoundary = /boundary=(.+)$/.exec(second.contentType)![1]!;
    const twoFiles = Buffer.concat([
      payload.subarray(0, payload.length - `--${boundary}--\r\n`.length),
      Buffer.from(second.payload.toString('latin1').replaceAll(secondBoundary, boundary), 'latin1'),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      payload: twoFiles,
      remoteAddress: freshIp(),
      headers: { 'content-type': contentType, authorization: `Bearer ${player.token}` },
    });
    await expectRefused(response, 400, profileMessages.formUnreadable, before);
  });

  it('refuses a JSON body with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      payload: { [PICTURE_FIELD]: 'iVBORw0KGgo=' },
      remoteAddress: freshIp(),
      headers: { authorization: `Bearer ${player.token}` },
    });
    await expectRefused(response, 415, errorMessages.unsupportedMediaType, before);
  });

  it('refuses a malformed multipart body with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      payload: '--x\r\nContent-Disposition: form-data; name="profile_picture"\r\n\r\nabc',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'multipart/form-data; boundary=x', authorization: `Bearer ${player.token}` },
    });
    await expectRefused(response, 400, profileMessages.formUnreadable, before);
  });

  it('refuses a caller without a token, storing nothing', async () => {
    const response = await postForm(t.app, '/upload', { [PICTURE_FIELD]: { bytes: await makeImage('png') } });
    await expectRefused(response, 401, errorMessages.accessTokenMissing, before);
  });

  it('limits uploads to 10 a minute per account, whatever the address', async () => {
    const statuses: number[] = [];
    // The picture set in beforeEach was the first of this minute.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push((await upload({ bytes: Buffer.from('not a picture') })).statusCode);
    }
    expect(statuses.slice(0, 9).every((status) => status === 415)).toBe(true);
    expect(statuses[9]).toBe(429);
  });
});
