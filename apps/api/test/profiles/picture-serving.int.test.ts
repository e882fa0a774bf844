import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_FIELD, PICTURE_PATH, PICTURE_STORED_SIZE, profileMessages } from '@scoreline/contracts';
import { createPlayer, freshIp, get } from '../helpers/auth-helpers';
import { makeImage } from '../helpers/images';
import { postForm, type FormFields } from '../helpers/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue #11, docs/decisions/017: GET /uploads/{file} serves the stored WebP to anyone; POST /profile/update saves
 * fields and picture together or not at all; a replaced picture is deleted once nobody shows it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof createPlayer>>;

async function uploadPicture(player: Player, bytes: Buffer): Promise<string> {
  const response = await postForm(t.app, '/upload', { [PICTURE_FIELD]: { bytes } }, player.token);
  expect(response.statusCode).toBe(200);
  return response.json().data.profile_picture as string;
}

const served = (name: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${PICTURE_PATH}${name}`, headers });

async function profileOf(player: Player) {
  return (await get(t.app, `/users/${player.id}`, { token: player.token })).json().data as Record<string, unknown>;
}

describe('GET /uploads/{file}', () => {
  it('serves a 256 × 256 WebP without the metadata of the upload, to anyone', async () => {
    const name = await uploadPicture(await createPlayer(t.app), await makeImage('jpeg', 640, 480, { exif: true }));
    const response = await served(name);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: PICTURE_STORED_SIZE, height: PICTURE_STORED_SIZE });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(response.rawPayload.includes('secret-owner')).toBe(false);
  });

  it('lets browsers and proxies keep it for a year, and never sniff it as something else', async () => {
    const name = await uploadPicture(await createPlayer(t.app), await makeImage('png', 100, 90));
    const response = await served(name);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toBe(`"${name.replace('.webp', '')}"`);
  });

  it('answers 304 to a client that already holds it', async () => {
    const name = await uploadPicture(await createPlayer(t.app), await makeImage('png', 101, 90));
    const etag = (await served(name)).headers.etag as string;
    const response = await served(name, { 'if-none-match': etag });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload.length).toBe(0);
  });

  it('turns a sideways phone photo upright (EXIF orientation)', async () => {
    // Left half red, right half blue, stored sideways with "rotate 90° clockwise to show": upright, red is on top.
    const sideways = await sharp(await makeImage('jpeg', 400, 200))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const name = await uploadPicture(await createPlayer(t.app), sideways);
    const { data, info } = await sharp((await served(name)).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) =>
      data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3);
    const [topRed, , topBlue] = pixel(128, 10);
    const [bottomRed, , bottomBlue] = pixel(128, 245);
    expect(topRed).toBeGreaterThan(topBlue!);
    expect(bottomBlue).toBeGreaterThan(bottomRed!);
  });

  it('answers 404 with an envelope for a picture that does not exist', async () => {
    const response = await served(`${'0'.repeat(64)}.webp`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: profileMessages.pictureNotFound });
  });

  it('refuses a name that is not a stored picture name', async () => {
    const response = await served('..%2F..%2Fetc%2Fpasswd');
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});

describe('replacing a picture', () => {
  it('deletes the old picture when nobody else shows it', async () => {
    const player = await createPlayer(t.app);
    const first = await uploadPicture(player, await makeImage('png', 120, 80));
    const second = await uploadPicture(player, await makeImage('png', 80, 120));
    expect(second).not.toBe(first);
    expect((await served(first)).statusCode).toBe(404);
    expect((await served(second)).statusCode).toBe(200);
    expect((await profileOf(player)).profile_picture).toBe(second);
  });

  it('keeps a picture another player still shows (same bytes, one stored file)', async () => {
    const [ada, bob] = [await createPlayer(t.app), await createPlayer(t.app)];
    const shared = await makeImage('png', 130, 70);
    const adaPicture = await uploadPicture(ada, shared);
    expect(await uploadPicture(bob, shared)).toBe(adaPicture);
    await uploadPicture(ada, await makeImage('png', 70, 130));
    expect((await served(adaPicture)).statusCode).toBe(200);
    expect((await profileOf(bob)).profile_picture).toBe(adaPicture);
  });
});

describe('POST /profile/update', () => {
  const post = (player: Player, fields: FormFields) => postForm(t.app, '/profile/update', fields, player.token);

  it('saves the fields and the picture together', async () => {
    const player = await createPlayer(t.app);
    const response = await post(player, {
      biography: 'From the edit page',
      nationality: 'NG',
      telegram_user_name: '@edit_page',
      x_profile_link: '',
      [PICTURE_FIELD]: { bytes: await makeImage('webp', 90, 60), filename: 'me.webp' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(profileMessages.updated);
    const saved = await profileOf(player);
    expect(saved).toMatchObject({
      biography: 'From the edit page',
      nationality: 'NG',
      telegram_user_name: 'edit_page',
    });
    expect((await served(saved.profile_picture as string)).statusCode).toBe(200);
  });

  it('saves fields alone when no picture is chosen', async () => {
    const player = await createPlayer(t.app);
    const response = await post(player, { wallet: 'wallet-from-form' });
    expect(response.statusCode).toBe(200);
    expect(await profileOf(player)).toMatchObject({ wallet: 'wallet-from-form', profile_picture: null });
  });

  it('empties the fields named in the clear part (ADR 040)', async () => {
    const player = await createPlayer(t.app);
    await post(player, { wallet: 'wallet-from-form', nationality: 'NG' });
    const response = await post(player, { clear: 'wallet,nationality', telegram_user_name: 'edit_page' });
    expect(response.statusCode).toBe(200);
    expect(await profileOf(player)).toMatchObject({ wallet: null, nationality: null, telegram_user_name: 'edit_page' });
  });

  it('removes the picture when clear names it, and no longer serves it (ADR 040)', async () => {
    const player = await createPlayer(t.app);
    await post(player, { [PICTURE_FIELD]: { bytes: await makeImage('png', 120, 80), filename: 'me.png' } });
    const name = (await profileOf(player)).profile_picture as string;
    expect((await served(name)).statusCode).toBe(200);
    const response = await post(player, { clear: 'profile_picture' });
    expect(response.statusCode).toBe(200);
    expect((await profileOf(player)).profile_picture).toBeNull();
    expect((await served(name)).statusCode).toBe(404);
  });

  it('refuses a new picture together with clear=profile_picture, and keeps the picture', async () => {
    const player = await createPlayer(t.app);
    await post(player, { [PICTURE_FIELD]: { bytes: await makeImage('png', 120, 80), filename: 'me.png' } });
    const before = await profileOf(player);
    const response = await post(player, {
      clear: 'profile_picture',
      [PICTURE_FIELD]: { bytes: await makeImage('png', 90, 90), filename: 'new.png' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [PICTURE_FIELD]: profileMessages.clearAndSet });
    expect(await profileOf(player)).toEqual(before);
  });

  it('saves nothing, not even the picture, when a field is invalid', async () => {
    const player = await createPlayer(t.app);
    const before = await profileOf(player);
    const response = await post(player, {
      nationality: 'ZZ',
      [PICTURE_FIELD]: { bytes: await makeImage('png', 140, 60) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ nationality: profileMessages.nationalityInvalid });
    expect(await profileOf(player)).toEqual(before);
  });

  it('saves nothing, not even the fields, when the picture is refused', async () => {
    const player = await createPlayer(t.app);
    const before = await profileOf(player);
    const response = await post(player, {
      biography: 'Should not be saved',
      [PICTURE_FIELD]: { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), filename: 'me.png' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(profileMessages.pictureNotImage);
    expect(await profileOf(player)).toEqual(before);
  });

  it('answers an empty form with the unchanged profile, and a form cut before its end with 400', async () => {
    const player = await createPlayer(t.app);
    const before = await profileOf(player);
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/profile/update',
        payload,
        remoteAddress: freshIp(),
        headers: { 'content-type': 'multipart/form-data; boundary=b', authorization: `Bearer ${player.token}` },
      });
    const empty = await send('--b--\r\n');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().message).toBe(profileMessages.nothingToUpdate);
    const cut = await send('--b');
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe(profileMessages.formUnreadable);
    expect(await profileOf(player)).toEqual(before);
  });

  it('refuses identity fields sent as form fields', async () => {
    const player = await createPlayer(t.app);
    const response = await post(player, { username: 'someone_else' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.username).toBe(profileMessages.identityImmutable);
    expect((await profileOf(player)).username).toBe(player.username);
  });
});
