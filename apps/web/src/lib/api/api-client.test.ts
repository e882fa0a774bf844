import { errorMessages, successEnvelope } from '@scoreline/contracts';
import { REQUEST_TIMEOUT_MS } from '@scoreline/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest } from './api-client';
import { onAccountBlocked, readCredentials, saveCredentials } from '../credentials';
import { makeCredentials } from '@/testing/credentials';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that never answers, but rejects like the real one when its signal aborts. */
function hangingFetch(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => {
      reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
  });
}

function sentRequest(call = 0) {
  const [url, init = {}] = fetchMock.mock.calls[call] ?? [];
  return { url, init, headers: new Headers(init.headers) };
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
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(jsonResponse({ success: true, data: null }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
  sessionStorage.clear();
});

describe('apiRequest: requests', () => {
  it('calls the versioned API with JSON and the query string', async () => {
    saveCredentials(makeCredentials());
    await apiRequest('/prediction', {
      method: 'POST',
      body: { matchId: 3, prediction: '2:1' },
      query: { round: 4, x: undefined },
    });

    const { url, init, headers } = sentRequest();
    expect(url).toBe('/api/v1/prediction?round=4');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"matchId":3,"prediction":"2:1"}');
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
    expect(fetchMock).not.toHaveBeenCalled();
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
    await apiRequest('/upload', { method: 'POST', body: form });
    expect(sentRequest().init.body).toBe(form);
    expect(sentRequest().headers.has('Content-Type')).toBe(false);
  });
});

describe('apiRequest: answers', () => {
  const schema = successEnvelope(z.object({ email: z.string() }));

  it('returns the envelope validated by the given schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, message: 'Created', data: { email: 'a@b.co' } }));
    await expect(apiRequest('/auth/sign-up', { method: 'POST', body: {}, schema })).resolves.toEqual({
      success: true,
      message: 'Created',
      data: { email: 'a@b.co' },
    });
  });

  it("rejects an answer that does not match the schema with 'An error occurred'", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: { mail: 'a@b.co' } }));
    const error = await caught(apiRequest('/auth/sign-up', { schema }));
    expect(error.message).toBe(errorMessages.generic);
    expect(error.status).toBe(200);
  });

  it("shows the server's message and field errors from an error envelope", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, message: 'Invalid fields', errors: { email: 'Email is required' } }, 400),
    );
    const error = await caught(apiRequest('/auth/sign-in', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 400, message: 'Invalid fields', errors: { email: 'Email is required' } });
  });

  it("keeps the envelope's business code so callers can tell reasons apart", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, message: 'Email verification sent', code: 'EMAIL_NOT_VERIFIED' }, 403),
    );
    const error = await caught(apiRequest('/auth/sign-in', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Email verification sent' });
  });

  it('treats success: false as a failure even with status 200', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Email verification sent' }));
    const error = await caught(apiRequest('/auth/sign-in', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 200, message: 'Email verification sent' });
  });

  it("falls back to 'An error occurred' when a failure has no envelope", async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await caught(apiRequest('/auth/sign-in'));
    expect(error).toMatchObject({ status: 502, message: errorMessages.generic });
  });

  it("reports the client's own message when the network fails", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(apiRequest('/auth/sign-in'));
    expect(error).toMatchObject({ status: 0, message: 'Failed to fetch', isCancelled: false, isTimeout: false });
  });
});

describe('apiRequest: timeout and cancellation', () => {
  it(`times out after ${REQUEST_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const pending = caught(apiRequest('/auth/sign-in'));

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(sentRequest().init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await pending;
    expect(error).toMatchObject({ isTimeout: true, isCancelled: false, status: 0 });
  });

  it("is marked cancelled when the caller's signal aborts, so the UI can stay silent", async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const pending = caught(apiRequest('/auth/sign-in', { signal: controller.signal }));

    controller.abort();

    const error = await pending;
    expect(error).toMatchObject({ isCancelled: true, isTimeout: false });
  });

  it('does not send a request whose signal is already aborted', async () => {
    const error = await caught(apiRequest('/auth/sign-in', { signal: AbortSignal.abort() }));
    expect(error.isCancelled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('apiRequest: rejected sessions', () => {
  it('clears the credentials and tells the app when the server says the account is blocked', async () => {
    saveCredentials(makeCredentials());
    const listener = vi.fn();
    const unsubscribe = onAccountBlocked(listener);
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: errorMessages.accountBlocked }, 403));

    const error = await caught(apiRequest('/users/7'));

    unsubscribe();
    expect(error).toMatchObject({ status: 403, message: errorMessages.accountBlocked });
    expect(readCredentials()).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
  });

  it('forgets credentials whose token the server no longer accepts', async () => {
    saveCredentials(makeCredentials());
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: errorMessages.invalidToken }, 401));
    const error = await caught(apiRequest('/users/7'));
    expect(error).toMatchObject({ status: 401, message: errorMessages.invalidToken });
    expect(readCredentials()).toBeNull();
  });

  it('keeps the stored credentials when a given token is rejected', async () => {
    saveCredentials(makeCredentials());
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: errorMessages.invalidToken }, 401));
    await caught(apiRequest('/auth/reset-password', { method: 'POST', body: {}, bearerToken: 'reset-9' }));
    expect(readCredentials()).not.toBeNull();
  });

  it('keeps the credentials on any other 403', async () => {
    saveCredentials(makeCredentials());
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: errorMessages.forbidden }, 403));
    await caught(apiRequest('/users/8'));
    expect(readCredentials()).toMatchObject({ accessToken: 'token-1' });
  });
});
