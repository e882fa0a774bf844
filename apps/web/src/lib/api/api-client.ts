import type { ErrorEnvelope, SuccessEnvelope } from '@scoreline/contracts';
import type { AnswerCheck } from '@scoreline/contracts/answers';
import { clientMessages, errorMessages, isErrorEnvelope, isSuccessEnvelope } from '@scoreline/contracts/plain';
import { REQUEST_TIMEOUT_MS } from '@scoreline/domain';
import { endStoredSession, readCredentials } from '../credentials';

const apiBase = '/api/v1';

/**
 * The timeout of a request that uploads a file (POST /profile/update with a picture of up to 2 MiB), instead of
 * REQUEST_TIMEOUT_MS (spec §9's 10 s, for everything else): on a slow mobile link the upload alone can take longer.
 */
export const UPLOAD_TIMEOUT_MS = 60_000;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (not sent, network failure, timeout, cancellation). */
  readonly status: number;
  /**
   * The envelope's stable reason (`errorCodes` in @scoreline/contracts: ACCOUNT_BLOCKED, EMAIL_NOT_VERIFIED, …), when
   * the server gave one. Decisions are taken on it (`hasErrorCode`), never on the message text.
   */
  readonly code: string | undefined;
  /** The message is the server's own (an error envelope with a message arrived), not one the client made up. */
  readonly hasServerMessage: boolean;
  /** First failing rule per field (spec §5), from the error envelope. */
  readonly errors: Record<string, string>;
  /** Cancelled by the caller (e.g. TanStack Query): UIs stay silent (spec §8). */
  readonly isCancelled: boolean;
  readonly isTimeout: boolean;

  constructor(
    message: string,
    options: {
      status?: number;
      code?: string | undefined;
      errors?: Record<string, string> | undefined;
      hasServerMessage?: boolean;
      isCancelled?: boolean;
      isTimeout?: boolean;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status ?? 0;
    this.code = options.code;
    this.errors = options.errors ?? {};
    this.hasServerMessage = options.hasServerMessage ?? false;
    this.isCancelled = options.isCancelled ?? false;
    this.isTimeout = options.isTimeout ?? false;
  }
}

/**
 * - `required`: sends the stored bearer token; without one the call fails with 'Access token is missing'
 *   and nothing is sent (spec §7).
 * - `optional`: sends the token when there is one (public reads such as the landing page's).
 * - `none`: never sends it.
 */
export type AuthMode = 'required' | 'optional' | 'none';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON, FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Defaults to `none` for /auth/ paths and `required` for all others (spec §7). */
  auth?: AuthMode;
  /** A token to send instead of the stored one, e.g. the password-reset token of POST /auth/reset-password. */
  bearerToken?: string;
  signal?: AbortSignal;
  /** How long to wait for the answer; REQUEST_TIMEOUT_MS unless given (UPLOAD_TIMEOUT_MS for an upload). */
  timeoutMs?: number;
  /**
   * The check of the answer's schema from `@scoreline/contracts/answers` (`leaderboardResponseCheck` for
   * `leaderboardResponseSchema`); an answer it does not accept fails as 'An error occurred'. The checks apply the
   * contracts' schemas without zod (docs/decisions/043). Without one, any success envelope is accepted. A function
   * that imports the check loads it while the request is on its way (a form page's first load: docs/decisions/042).
   */
  schema?: CheckOf<SuccessEnvelope<unknown>>;
};

/** An answer check, or a function that imports it. */
export type CheckOf<Envelope> = AnswerCheck<Envelope> | (() => Promise<AnswerCheck<Envelope>>);

function buildUrl(path: string, query: RequestOptions['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return `${apiBase}${path}${search ? `?${search}` : ''}`;
}

function buildHeaders(body: unknown, token: string | undefined): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // empty or not JSON (e.g. a proxy's HTML error page): a malformed answer
  }
}

/** The stored session ends when the server rejects its token: blocked (spec §6), or expired or revoked. */
function endRejectedSession(status: number, code: string | undefined): void {
  if (code === 'ACCOUNT_BLOCKED') endStoredSession('blocked');
  else if (status === 401) endStoredSession('expired');
}

function toApiError(status: number, envelope: ErrorEnvelope | undefined, sentStoredToken: boolean): ApiError {
  if (!envelope) return new ApiError(errorMessages.generic, { status });
  if (sentStoredToken) endRejectedSession(status, envelope.code);
  // spec §8: the server's message, else 'An error occurred'.
  return new ApiError(envelope.message || errorMessages.generic, {
    status,
    code: envelope.code,
    errors: envelope.errors,
    hasServerMessage: envelope.message !== '',
  });
}

/** Calls the API and returns its success envelope; every failure is thrown as an ApiError. */
export function apiRequest<Envelope extends SuccessEnvelope<unknown>>(
  path: string,
  options: RequestOptions & { schema: CheckOf<Envelope> },
): Promise<Envelope>;
export function apiRequest(path: string, options?: RequestOptions): Promise<SuccessEnvelope<unknown>>;
export async function apiRequest(
  path: string,
  {
    method = 'GET',
    body,
    query,
    auth,
    bearerToken,
    signal,
    timeoutMs = REQUEST_TIMEOUT_MS,
    schema,
  }: RequestOptions = {},
): Promise<SuccessEnvelope<unknown>> {
  const authMode = auth ?? (path.startsWith('/auth/') ? 'none' : 'required');
  const storedToken = bearerToken || authMode === 'none' ? undefined : readCredentials()?.accessToken;
  const token = bearerToken ?? storedToken;
  if (!token && authMode === 'required') throw new ApiError(errorMessages.accessTokenMissing);
  const headers = buildHeaders(body, token);
  if (signal?.aborted) throw new ApiError(clientMessages.cancelled, { isCancelled: true });

  // spec §9: 10000 ms timeout (longer for an upload), combined with the caller's signal so either can abort the request.
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, timeoutMs);
  const cancel = () => {
    controller.abort();
  };
  signal?.addEventListener('abort', cancel);

  try {
    const checkLoading = typeof schema === 'function' ? schema() : Promise.resolve(schema);
    // Read after the answer; a failed load is then reported as the call's failure, never as an unhandled rejection.
    checkLoading.catch(() => undefined);
    const response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      signal: controller.signal,
    });
    const json = await readJson(response);
    const failure = isErrorEnvelope(json) ? json : undefined;
    if (!response.ok || failure) throw toApiError(response.status, failure, storedToken !== undefined);
    const check = await checkLoading.catch((error: unknown) => {
      throw new ApiError(errorMessages.generic, { status: response.status, cause: error });
    });
    if (!check) {
      if (!isSuccessEnvelope(json)) throw new ApiError(errorMessages.generic, { status: response.status });
      return json;
    }
    if (!check.accepts(json)) {
      throw new ApiError(errorMessages.generic, { status: response.status, cause: new Error(check.explain(json)) });
    }
    return json;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (signal?.aborted) throw new ApiError(clientMessages.cancelled, { isCancelled: true, cause: error });
    // Not the caller, so the timer aborted it.
    if (controller.signal.aborted) throw new ApiError(clientMessages.timeout, { isTimeout: true, cause: error });
    // spec §8: a network failure reports the client's own error message.
    const message = error instanceof Error && error.message ? error.message : errorMessages.generic;
    throw new ApiError(message, { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/** How long a file download may take (a whole table of 100,000 players is a few megabytes). */
const DOWNLOAD_TIMEOUT_MS = 60_000;

/**
 * A file the API answers (a CSV export, issue 60), fetched with the stored session: its bytes, or the ApiError its
 * answer says (the same messages and session handling as apiRequest).
 */
export async function apiDownload(path: string, query?: RequestOptions['query']): Promise<Blob> {
  const token = readCredentials()?.accessToken;
  if (!token) throw new ApiError(errorMessages.accessTokenMissing);
  try {
    const response = await fetch(buildUrl(path, query), {
      headers: buildHeaders(undefined, token),
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
    });
    if (response.ok) return await response.blob();
    const json = await readJson(response);
    throw toApiError(response.status, isErrorEnvelope(json) ? json : undefined, true);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError(clientMessages.timeout, { isTimeout: true, cause: error });
    }
    const message = error instanceof Error && error.message ? error.message : errorMessages.generic;
    throw new ApiError(message, { cause: error });
  }
}
