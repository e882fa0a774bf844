import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages, profileMessages, type User } from '@scoreline/contracts';
import { createPlayer, freshIp, get } from '../helpers/auth-helpers';
import { multipartBody } from '../helpers/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Issue #11: PUT /users (spec §2 Edit profile, §5 profile rules, §7) and what GET /users/{id} shows to whom. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof createPlayer>>;

function putUsers(body: unknown, token?: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/users',
    payload: body as Record<string, unknown>,
    remoteAddress: freshIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function view(viewer: Player, id: number): Promise<User> {
  const response = await get(t.app, `/users/${id}`, { token: viewer.token });
  expect(response.statusCode).toBe(200);
  return response.json().data as User;
}

const fullProfile = {
  biography: 'Gunner since 1998.\nPredicts with the heart.',
  nationality: 'GB',
  telegram_user_name: 'ada_lovelace',
  x_profile_link: 'https://x.com/ada_lovelace',
  wallet: '0xAbC123def456',
};

describe('PUT /users', () => {
  it('saves the given fields and answers the saved user', async () => {
    const player = await createPlayer(t.app);
    const response = await putUsers(fullProfile, player.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(profileMessages.updated);
    expect(response.json().data).toMatchObject({ id: player.id, ...fullProfile });
    expect(await view(player, player.id)).toMatchObject(fullProfile);
  });

  it("stores a Telegram name without the '@' people type", async () => {
    const player = await createPlayer(t.app);
    const response = await putUsers({ telegram_user_name: '@ada_lovelace' }, player.token);
    expect(response.statusCode).toBe(200);
    expect((await view(player, player.id)).telegram_user_name).toBe('ada_lovelace');
  });

  it('leaves empty and null fields unchanged (spec §5)', async () => {
    const player = await createPlayer(t.app);
    await putUsers(fullProfile, player.token);
    const response = await putUsers({ biography: '', nationality: null, wallet: 'wallet-2' }, player.token);
    expect(response.statusCode).toBe(200);
    expect(await view(player, player.id)).toMatchObject({ ...fullProfile, wallet: 'wallet-2' });
  });

  it("answers 'Nothing to update' with the user unchanged when every field is empty", async () => {
    const player = await createPlayer(t.app);
    await putUsers({ biography: 'Before' }, player.token);
    const response = await putUsers({ biography: '', x_profile_link: null }, player.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(profileMessages.nothingToUpdate);
    expect(response.json().data.biography).toBe('Before');
  });

  it('empties the fields named in clear and keeps the others (ADR 040)', async () => {
    const player = await createPlayer(t.app);
    await putUsers(fullProfile, player.token);
    const response = await putUsers({ clear: 'x_profile_link,biography' }, player.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(profileMessages.updated);
    expect(await view(player, player.id)).toMatchObject({
      ...fullProfile,
      biography: null,
      x_profile_link: null,
    });
  });

  it('refuses a field both given and cleared, and saves nothing', async () => {
    const player = await createPlayer(t.app);
    await putUsers(fullProfile, player.token);
    const response = await putUsers({ wallet: 'wallet-2', nationality: 'FR', clear: 'wallet' }, player.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ wallet: profileMessages.clearAndSet });
    expect(await view(player, player.id)).toMatchObject(fullProfile);
  });

  it.each(['email', 'wallet;biography', 'wallet,', 'username,wallet'])(
    'refuses clear=%s: only the clearable fields, by name',
    async (clear) => {
      const player = await createPlayer(t.app);
      const response = await putUsers({ clear }, player.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ clear: profileMessages.clearInvalid });
    },
  );

  it.each(['firstname', 'lastname', 'username', 'email'])('refuses to change %s and keeps it', async (field) => {
    const player = await createPlayer(t.app);
    const before = await view(player, player.id);
    const response = await putUsers({ [field]: 'changed@example.com', biography: 'With it' }, player.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(profileMessages.identityImmutable);
    // Nothing of the request is saved, not even the allowed field beside it.
    expect(await view(player, player.id)).toEqual(before);
  });

  it.each([
    ['biography', '501 characters', 'é'.repeat(501), profileMessages.biographyTooLong],
    ['nationality', 'ZZ', 'ZZ', profileMessages.nationalityInvalid],
    ['nationality', 'gb', 'gb', profileMessages.nationalityInvalid],
    ['telegram_user_name', 'abcd', 'abcd', profileMessages.telegramInvalid],
    ['telegram_user_name', '1abcde', '1abcde', profileMessages.telegramInvalid],
    ['telegram_user_name', 'abcde_', 'abcde_', profileMessages.telegramInvalid],
    ['telegram_user_name', 'abc-def', 'abc-def', profileMessages.telegramInvalid],
    ['x_profile_link', 'https://example.com/ada', 'https://example.com/ada', profileMessages.xLinkInvalid],
    ['x_profile_link', 'http://x.com/ada', 'http://x.com/ada', profileMessages.xLinkInvalid],
    [
      'x_profile_link',
      'https://x.com.evil.example/ada',
      'https://x.com.evil.example/ada',
      profileMessages.xLinkInvalid,
    ],
    ['x_profile_link', 'javascript:alert(1)//x.com/a', 'javascript:alert(1)//x.com/a', profileMessages.xLinkInvalid],
    ['wallet', 'abc', 'abc', profileMessages.walletInvalid],
    ['wallet', 'abc def!', 'abc def!', profileMessages.walletInvalid],
    ['wallet', 'the number 42', 42, profileMessages.walletInvalid],
  ])('refuses %s %s with its message and saves nothing', async (field, _label, value, message) => {
    const player = await createPlayer(t.app);
    const before = await view(player, player.id);
    const response = await putUsers({ [field]: value }, player.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION', errors: { [field]: message } });
    expect(await view(player, player.id)).toEqual(before);
  });

  it('accepts a 500-character bio and the old twitter.com host', async () => {
    const player = await createPlayer(t.app);
    const body = { biography: 'é'.repeat(500), x_profile_link: 'https://twitter.com/ada' };
    const response = await putUsers(body, player.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject(body);
  });

  it("changes only the caller's record: another player's stays as it was", async () => {
    const [caller, other] = [await createPlayer(t.app), await createPlayer(t.app)];
    const before = await view(other, other.id);
    // There is no id in the call: an id in the body is an unknown field, refused.
    const withId = await putUsers({ id: other.id, biography: 'Taken over' }, caller.token);
    expect(withId.statusCode).toBe(400);
    expect((await putUsers(fullProfile, caller.token)).statusCode).toBe(200);
    expect(await view(other, other.id)).toEqual(before);
    expect(await view(caller, caller.id)).toMatchObject(fullProfile);
  });

  it('still reads only JSON: a multipart body is a 415 here (only the upload routes read forms)', async () => {
    const player = await createPlayer(t.app);
    const { payload, contentType } = await multipartBody({ biography: 'As a form' });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users',
      payload,
      remoteAddress: freshIp(),
      headers: { 'content-type': contentType, authorization: `Bearer ${player.token}` },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(errorMessages.unsupportedMediaType);
  });

  it('keeps the small JSON body limit (413 over 8 KB)', async () => {
    const player = await createPlayer(t.app);
    const response = await putUsers({ biography: 'x'.repeat(9_000) }, player.token);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(errorMessages.payloadTooLarge);
  });

  it('refuses a caller without a token', async () => {
    const response = await putUsers({ biography: 'Anonymous' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(errorMessages.accessTokenMissing);
  });
});

describe('GET /users/{id}: what other players see', () => {
  it("never shows another player's e-mail or wallet", async () => {
    const [owner, visitor] = [await createPlayer(t.app), await createPlayer(t.app)];
    await putUsers(fullProfile, owner.token);
    const seen = await view(visitor, owner.id);
    expect(seen.email).toBeNull();
    expect(seen.wallet).toBeNull();
    expect(seen).not.toHaveProperty('isAdmin');
    expect(JSON.stringify(seen)).not.toContain(owner.email);
    expect(JSON.stringify(seen)).not.toContain(fullProfile.wallet);
  });

  it("shows another player's public profile: bio, country and social links", async () => {
    const [owner, visitor] = [await createPlayer(t.app), await createPlayer(t.app)];
    await putUsers(fullProfile, owner.token);
    const { wallet: _wallet, ...shown } = fullProfile;
    expect(await view(visitor, owner.id)).toMatchObject(shown);
  });

  it('shows the owner their own e-mail and wallet', async () => {
    const owner = await createPlayer(t.app);
    await putUsers(fullProfile, owner.token);
    expect(await view(owner, owner.id)).toMatchObject({ email: owner.email, wallet: fullProfile.wallet });
  });
});
