import {
  clientMessages,
  countryCodes,
  errorMessages,
  PICTURE_ACCEPT,
  PICTURE_FIELD,
  PICTURE_MAX_BYTES,
  PICTURE_PATH,
  profileMessages,
  profileWebMessages,
} from '@scoreline/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, fail, formDataOf, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeUser } from '@/testing/handlers';
import { sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

const picture = `${'a'.repeat(64)}.webp`;

beforeEach(() => {
  // jsdom cannot make object URLs for its files; the preview only needs an address.
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
});

describe('/profile/edit (spec §2 UPDATING YOUR PROFILE)', () => {
  it('shows the identity read-only, N/A for a missing e-mail, and every country to choose from', async () => {
    await renderRoute('/profile/edit', {
      user: makeCredentials(),
      handlers: [http.get(api('/users/7'), () => ok(makeUser(7, { email: null, firstname: 'Sam', lastname: 'Kerr' })))],
    });

    expect(await screen.findByRole('heading', { name: 'UPDATING YOUR PROFILE' })).toBeDefined();
    for (const [label, value] of [
      ['FIRST NAME', 'Sam'],
      ['LAST NAME', 'Kerr'],
      ['USERNAME', 'striker'],
      ['EMAIL', 'N/A'],
    ] as const) {
      const field = await screen.findByLabelText<HTMLTextAreaElement>(label);
      expect(field.value).toBe(value);
      expect(field.readOnly).toBe(true);
      // Said to be read-only, not only styled so.
      expect(screen.getByText((_, element) => element?.id === field.getAttribute('aria-describedby')).textContent).toBe(
        profileWebMessages.identityReadOnly,
      );
    }
    const country = screen.getByRole('combobox', { name: 'COUNTRY / REGION OF RESIDENCE' });
    // (querySelectorAll: a role query over 250 options is slow in jsdom)
    const options = [...country.querySelectorAll('option')];
    expect(options[0]?.textContent).toBe('Select your country');
    expect(options).toHaveLength(countryCodes.length + 1);
    expect(countryCodes.length).toBeGreaterThanOrEqual(249);
  });

  it("shows the contract's message under each invalid field and sends nothing", async () => {
    const { input } = await renderRoute('/profile/edit', { user: makeCredentials() });

    await input.type(await screen.findByLabelText('TELEGRAM USERNAME'), 'ab');
    await input.type(screen.getByLabelText('X PROFILE LINK'), 'http://example.com/me');
    await input.type(screen.getByLabelText('WALLET ADDRESS'), 'not a wallet');
    await input.click(screen.getByRole('button', { name: 'UPDATE CHANGES' }));

    expect(await screen.findByText(profileMessages.telegramInvalid)).toBeDefined();
    expect(screen.getByText(profileMessages.xLinkInvalid)).toBeDefined();
    expect(screen.getByText(profileMessages.walletInvalid)).toBeDefined();
    expect(sentRequests('POST /profile/update')).toEqual([]);
  });

  it('says an X handle is too long, and its limit, rather than calling the link malformed', async () => {
    const { input } = await renderRoute('/profile/edit', { user: makeCredentials() });
    const link = await screen.findByLabelText('X PROFILE LINK');

    // X handles are at most 15 characters: this one has 16.
    await input.type(link, 'https://x.com/the_real_striker');
    await input.click(screen.getByRole('button', { name: 'UPDATE CHANGES' }));
    await waitFor(() => {
      expect(link.getAttribute('aria-invalid')).toBe('true');
    });
    // The message under the field, which describes it to a screen reader too.
    const error = document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(error).toMatch(/handle is too long.*at most 15 characters/);
    expect(error).toBe(profileMessages.xHandleTooLong);
    expect(sentRequests('POST /profile/update')).toEqual([]);
  });

  it('removes a saved X link when its field is emptied (ADR 040)', async () => {
    let received: FormData | undefined;
    const { input } = await renderRoute('/profile/edit', {
      user: makeCredentials({ x_profile_link: 'https://x.com/ada', wallet: 'w-1234' }),
      handlers: [
        http.post(api('/profile/update'), async ({ request }) => {
          received = await formDataOf(request);
          return ok(makeUser(7, { x_profile_link: null, wallet: 'w-1234' }), profileMessages.updated);
        }),
      ],
    });
    await input.clear(await screen.findByLabelText('X PROFILE LINK'));
    await input.click(screen.getByRole('button', { name: 'UPDATE CHANGES' }));
    expect(await screen.findByText(profileMessages.updated)).toBeDefined();
    expect(received?.get('clear')).toBe('x_profile_link');
    expect(received?.get('wallet')).toBe('w-1234');
  });

  it('removes the saved picture when asked, and says so until the update (ADR 040)', async () => {
    let received: FormData | undefined;
    const { input } = await renderRoute('/profile/edit', {
      user: makeCredentials({ profile_picture: picture }),
      handlers: [
        http.post(api('/profile/update'), async ({ request }) => {
          received = await formDataOf(request);
          return ok(makeUser(7, { profile_picture: null }), profileMessages.updated);
        }),
      ],
    });
    await input.click(await screen.findByRole('button', { name: profileWebMessages.pictureRemoveLabel }));
    expect(screen.getByText(profileWebMessages.pictureWillBeRemoved)).toBeDefined();
    await input.click(screen.getByRole('button', { name: 'UPDATE CHANGES' }));
    expect(await screen.findByText(profileMessages.updated)).toBeDefined();
    expect(received?.get('clear')).toBe(PICTURE_FIELD);
  });

  it('keeps the saved picture when the removal is undone', async () => {
    let received: FormData | undefined;
    const { input } = await renderRoute('/profile/edit', {
      user: makeCredentials({ profile_picture: picture }),
      handlers: [
        http.post(api('/profile/update'), async ({ request }) => {
          received = await formDataOf(request);
          return ok(makeUser(7, { profile_picture: picture, wallet: 'w-1234' }), profileMessages.updated);
        }),
      ],
    });
    await input.click(await screen.findByRole('button', { name: profileWebMessages.pictureRemoveLabel }));
    await input.click(screen.getByRole('button', { name: profileWebMessages.pictureKeepLabel }));
    expect(screen.queryByText(profileWebMessages.pictureWillBeRemoved)).toBeNull();
    await input.type(screen.getByLabelText('WALLET ADDRESS'), 'w-1234');
    await input.click(screen.getByRole('button', { name: 'UPDATE CHANGES' }));
    expect(await screen.findByText(profileMessages.updated)).toBeDefined();
    expect(received?.has('clear')).toBe(false);
  });

  it('refuses a picture that is not an image we store, or over 2 MiB, before sending', async () => {
    const { input } = await renderRoute('/profile/edit', { user: makeCredentials() });
    const chooser = await screen.findByLabelText('PROFILE PICTURE');
    expect(chooser.getAttribute('accept')).toBe(PICTURE_ACCEPT);

    // The picker offers the kinds we store, but a player can still pick any file ('All files'): checked before sending.
    await userEvent.upload(chooser, new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    expect(await screen.findByText(profileMessages.pictureNotImage)).toBeDefined();
    await input.upload(chooser, new File([new Uint8Array(PICTURE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText(profileMessages.pictureTooLarge)).toBeDefined();
    await input.click(screen.getByRole('button', { name: 'UPDATE CHANGES' }));
    expect(sentRequests('POST /profile/update')).toEqual([]);
  });

  it("sends only the filled fields and the picture as multipart, says 'UPDATING...', then shows the new picture", async () => {
    let received: FormData | undefined;
    let answer: () => void = () => undefined;
    const { input, router } = await renderRoute('/profile/edit', {
      user: makeCredentials({ telegram_user_name: null, wallet: null }),
      handlers: [
        http.post(api('/profile/update'), async ({ request }) => {
          received = await formDataOf(request);
          await new Promise<void>((resolve) => {
            answer = resolve;
          });
          return ok(makeUser(7, { nationality: 'NG', profile_picture: picture }), profileMessages.updated);
        }),
      ],
    });

    await input.upload(
      await screen.findByLabelText('PROFILE PICTURE'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('img', { name: 'Preview of your new profile picture' }).getAttribute('src')).toBe(
      'blob:preview',
    );
    await input.selectOptions(screen.getByRole('combobox', { name: 'COUNTRY / REGION OF RESIDENCE' }), 'NG');
    await input.click(screen.getByRole('button', { name: 'UPDATE CHANGES' }));

    const busy = await screen.findByRole('button', { name: 'UPDATING...' });
    expect(busy).toHaveProperty('disabled', true);
    await waitFor(() => {
      expect(received).toBeDefined();
    });
    expect([...(received?.keys() ?? [])]).toEqual(['nationality', PICTURE_FIELD]);
    expect(received?.get('nationality')).toBe('NG');
    // jsdom's File reaches Node's fetch as a part of its type only (name and bytes stay behind); a browser sends both.
    expect((received?.get(PICTURE_FIELD) as File).type).toBe('image/png');
    expect(sentRequests('POST /profile/update')[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);

    answer();
    expect(await screen.findByText(profileMessages.updated)).toBeDefined();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile');
    });
    // The stored credentials took the saved profile: the header shows the new picture.
    const header = screen.getByRole('banner');
    await waitFor(() => {
      expect(header.querySelector('img')?.getAttribute('src')).toBe(`${PICTURE_PATH}${picture}`);
    });
  });

  it('saves a picture that takes longer than the usual 10 s to upload (a slow mobile link)', async () => {
    const { input, router } = await renderRoute('/profile/edit', {
      user: makeCredentials(),
      handlers: [
        http.post(api('/profile/update'), async () => {
          await delay(15_000);
          return ok(makeUser(7, { profile_picture: picture }), profileMessages.updated);
        }),
      ],
    });
    await input.upload(
      await screen.findByLabelText('PROFILE PICTURE'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await input.click(screen.getByRole('button', { name: 'UPDATE CHANGES' }));
    await waitFor(() => {
      expect(sentRequests('POST /profile/update')).toHaveLength(1);
    });

    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(await screen.findByText(profileMessages.updated)).toBeDefined();
    expect(screen.queryByText(clientMessages.timeout)).toBeNull();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile');
    });
  });

  it('gives a save without a picture the usual 10 s, then says it failed', async () => {
    const { input } = await renderRoute('/profile/edit', {
      user: makeCredentials(),
      handlers: [
        http.post(api('/profile/update'), async () => {
          await delay(15_000);
          return ok(makeUser(7, { telegram_user_name: 'late_saver' }), profileMessages.updated);
        }),
      ],
    });
    await input.type(await screen.findByLabelText('TELEGRAM USERNAME'), 'late_saver');
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await input.click(screen.getByRole('button', { name: 'UPDATE CHANGES' }));
    await waitFor(() => {
      expect(sentRequests('POST /profile/update')).toHaveLength(1);
    });

    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(await screen.findByText(errorMessages.profileFailed)).toBeDefined();
    expect(screen.queryByText(profileMessages.updated)).toBeNull();
  });

  it("says the server's message when the update fails, else 'OOPPSS!! Something went wrong'", async () => {
    let refusal = () => fail(400, profileMessages.nationalityInvalid, { code: 'VALIDATION' });
    const { input } = await renderRoute('/profile/edit', {
      user: makeCredentials({ wallet: 'abcd1234' }),
      handlers: [http.post(api('/profile/update'), () => refusal())],
    });

    const button = await screen.findByRole('button', { name: 'UPDATE CHANGES' });
    await input.click(button);
    expect(await screen.findByText(profileMessages.nationalityInvalid)).toBeDefined();

    refusal = () => HttpResponse.html('<html>Bad gateway</html>', { status: 502 });
    await input.click(button);
    expect(await screen.findByText(errorMessages.profileFailed)).toBeDefined();
  });
});

describe('Avatar (the stored picture, or the default avatar)', () => {
  it('falls back to the initial when the picture cannot be loaded', async () => {
    await renderRoute('/profile', { user: makeCredentials({ profile_picture: picture }) });

    const link = await screen.findByRole('link', { name: 'Your profile, @striker' });
    const image = link.querySelector('img');
    expect(image?.getAttribute('src')).toBe(`${PICTURE_PATH}${picture}`);
    image?.dispatchEvent(new Event('error'));
    await waitFor(() => {
      expect(link.querySelector('img')).toBeNull();
    });
    expect(link.textContent).toContain('S');
  });
});
