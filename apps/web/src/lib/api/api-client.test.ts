import { errorMessages } from '@scoreline/contracts';
import { publicConfigResponseCheck } from '@scoreline/contracts/answers';
import { REQUEST_TIMEOUT_MS } from '@scoreline/domain';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';
import { onSessionEnded, readCredentials, saveCredentials } from '../credentials';
import { makeCredentials } from '@/testing/credentials';
import { server } from '@/testing/network';

/** Every API call of these tests is answered with `answer` (a success envelope with no data by default). */
let answer: () => Response | Promise<Response> = () => HttpResponse.json({ success: true, data: null });
const sent: Request[] = [];

const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

/** An answer that never comes; the request ends only when it is aborted. */
const never = () => new Promise<Response>(() => undefined);

function sentRequest(call = 0) {
  const request = sent[call];
  if (!request) throw new Error(`no request #${call}`);
  const url = new URL(request.url);
  return { url: `${url.pathname}${url.search}`, request, headers: request.headers };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  answer = () => json({ success: true, data: null });
  server.use(
    http.all('/api/v1/*', ({ request }) => {
      sent.push(request.clone());
      return answer();
    }),
  );
});

afterEach(() => {
  sent.length = 0;
});

describe('apiRequest: requests', () => {
  it('calls the versioned API with JSON and the query string', async () => {
    saveCredentials(makeCredentials());
    await apiRequest('/prediction', {
      method: 'POST',
      body: { matchId: 3, prediction: '2:1' },
      query: { round: 4, x: undefined },
    });

    const { url, request, headers } = sentRequest();
    expect(url).toBe('/api/v1/prediction?round=4');
    expect(request.method).toBe('POST');
    expect(await request.text()).toBe('{"matchId":3,"prediction":"2:1"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('sends the stored access token as a bearer header', async () => {
    saveCredentials(makeCredentials());
    await apiRequest('/users/7');
    expect(sentRequest().headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('sends no bearer header on /auth/ calls, even when signed in', async () => {
    saveCredentials(makeCredentials());
    await apiRequest('/auth/sign-in', { method: 'POST', body: { email: 'a@b.co', password: 'x' } });
    expect(sentRequest().headers.has('Authorization')).toBe(false);
  });

  it("fails with 'Access token is missing' without sending a token-required call", async () => {
    const error = await caught(apiRequest('/users/7'));
    expect(error.message).toBe(errorMessages.accessTokenMissing);
    expect(sent).toEqual([]);
  });

  it('sends an optional-auth call without a token when signed out', async () => {
    await apiRequest('/match/home', { auth: 'optional' });
    expect(sentRequest().headers.has('Authorization')).toBe(false);
  });

  it('sends a given token instead of the stored one (the password-reset token)', async () => {
    saveCredentials(makeCredentials());
    await apiRequest('/auth/reset-password', {
      method: 'POST',
      body: { newPassword: 'Secret1' },
      bearerToken: 'reset-9',
    });
    expect(sentRequest().headers.get('Authorization')).toBe('Bearer reset-9');
  });

  it('sends a form as multipart, leaving the boundary header to fetch', async () => {
    saveCredentials(makeCredentials());
    const form = new FormData();
    form.append('caption', 'Goal!');
    await apiRequest('/upload', { method: 'POST', body: form });
    // fetch wrote the multipart body and its boundary itself.
    expect(sentRequest().headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await sentRequest().request.formData()).get('caption')).toBe('Goal!');
  });
});

describe('apiRequest: answers', () => {
  const config = {
    otpLength: 6,
    otpResendSeconds: 60,
    demo: false,
    socialLinks: { instagram: null, x: null, discord: null, telegram: null },
    footballData: 'embedded',
  };

  it('returns the envelope its check accepts', async () => {
    answer = () => json({ success: true, message: 'Config', data: config });
    await expect(apiRequest('/config', { auth: 'none', schema: publicConfigResponseCheck })).resolves.toEqual({
      success: true,
      message: 'Config',
      data: config,
    });
  });

  it("rejects an answer that its check refuses with 'An error occurred'", async () => {
    answer = () => json({ success: true, data: { ...config, otpLength: '6' } });
    const error = await caught(apiRequest('/config', { auth: 'none', schema: publicConfigResponseCheck }));
    expect(error.message).toBe(errorMessages.generic);
    expect(error.status).toBe(200);
  });

  it('imports a check given as a function with the request, and applies it', async () => {
    answer = () => json({ success: true, data: { ...config, otpLength: '6' } });
    const schema = () => import('@scoreline/contracts/answers').then((answers) => answers.publicConfigResponseCheck);
    const error = await caught(apiRequest('/config', { auth: 'none', schema }));
    expect(error.message).toBe(errorMessages.generic);
  });

  it("shows the server's message and field errors from an error envelope", async () => {
    answer = () => json({ success: false, message: 'Invalid fields', errors: { email: 'Email is required' } }, 400);
    const error = await caught(apiRequest('/auth/sign-in', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 400, message: 'Invalid fields', errors: { email: 'Email is required' } });
  });

  it("keeps the envelope's business code so callers can tell reasons apart", async () => {
    answer = () => json({ success: false, message: 'Email verification sent', code: 'EMAIL_NOT_VERIFIED' }, 403);
    const error = await caught(apiRequest('/auth/sign-in', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Email verification sent' });
    expect(error.hasServerMessage).toBe(true);
  });

  it('treats success: false as a failure even with status 200', async () => {
    answer = () => json({ success: false, message: 'Email verification sent' });
    const error = await caught(apiRequest('/auth/sign-in', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 200, message: 'Email verification sent' });
  });

  it("falls back to 'An error occurred' when a failure has no envelope", async () => {
    answer = () => new HttpResponse('<html>Bad gateway</html>', { status: 502 });
    const error = await caught(apiRequest('/auth/sign-in'));
    expect(error).toMatchObject({ status: 502, message: errorMessages.generic });
  });

  it("reports the client's own message when the network fails", async () => {
    answer = () => HttpResponse.error();
    const error = await caught(apiRequest('/auth/sign-in'));
    expect(error).toMatchObject({ status: 0, message: 'Failed to fetch', isCancelled: false, isTimeout: false });
    expect(error.hasServerMessage).toBe(false);
  });
});

describe('apiRequest: timeout and cancellation', () => {
  it(`times out after ${REQUEST_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer = never;
    let isSettled = false;
    const pending = caught(apiRequest('/auth/sign-in')).finally(() => {
      isSettled = true;
    });

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(isSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await pending;
    expect(error).toMatchObject({ isTimeout: true, isCancelled: false, status: 0 });
  });

  it("is marked cancelled when the caller's signal aborts, so the UI can stay silent", async () => {
    answer = never;
    const controller = new AbortController();
    const pending = caught(apiRequest('/auth/sign-in', { signal: controller.signal }));

    controller.abort();

    const error = await pending;
    expect(error).toMatchObject({ isCancelled: true, isTimeout: false });
  });

  it('does not send a request whose signal is already aborted', async () => {
    const error = await caught(apiRequest('/auth/sign-in', { signal: AbortSignal.abort() }));
    expect(error.isCancelled).toBe(true);
    expect(sent).toEqual([]);
  });
});

describe('apiRequest: rejected sessions', () => {
  it('clears the credentials and tells the app when the server says the account is blocked', async () => {
    saveCredentials(makeCredentials());
    const listener = vi.fn();
    const unsubscribe = onSessionEnded(listener);
    answer = () => json({ success: false, message: errorMessages.accountBlocked, code: 'ACCOUNT_BLOCKED' }, 403);

    const error = await caught(apiRequest('/users/7'));

    unsubscribe();
    expect(error).toMatchObject({ status: 403, message: errorMessages.accountBlocked });
    expect(readCredentials()).toBeNull();
    expect(listener).toHaveBeenCalledExactlyOnceWith('blocked');
  });

  it('forgets credentials whose token the server no longer accepts, and tells the app the session ended', async () => {
    saveCredentials(makeCredentials());
    const listener = vi.fn();
    const unsubscribe = onSessionEnded(listener);
    answer = () => json({ success: false, message: errorMessages.invalidToken, code: 'INVALID_CREDENTIALS' }, 401);
    const error = await caught(apiRequest('/users/7'));
    unsubscribe();
    expect(error).toMatchObject({ status: 401, message: errorMessages.invalidToken });
    expect(readCredentials()).toBeNull();
    expect(listener).toHaveBeenCalledExactlyOnceWith('expired');
  });

  it('keeps the stored credentials when a given token is rejected', async () => {
    saveCredentials(makeCredentials());
    answer = () => json({ success: false, message: errorMessages.invalidToken }, 401);
    await caught(apiRequest('/auth/reset-password', { method: 'POST', body: {}, bearerToken: 'reset-9' }));
    expect(readCredentials()).not.toBeNull();
  });

  it('keeps the credentials on any other 403', async () => {
    saveCredentials(makeCredentials());
    answer = () => json({ success: false, message: errorMessages.forbidden, code: 'FORBIDDEN' }, 403);
    await caught(apiRequest('/users/8'));
    expect(readCredentials()).toMatchObject({ accessToken: 'token-1' });
  });

  it('decides on the code, not the words: a 403 that only reads like the blocked message keeps the session', async () => {
    saveCredentials(makeCredentials());
    const listener = vi.fn();
    const unsubscribe = onSessionEnded(listener);
    answer = () => json({ success: false, message: errorMessages.accountBlocked, code: 'FORBIDDEN' }, 403);
    await caught(apiRequest('/users/8'));
    unsubscribe();
    expect(readCredentials()).toMatchObject({ accessToken: 'token-1' });
    expect(listener).not.toHaveBeenCalled();
  });
});
