import { z } from 'zod';
import type { Clock } from '@scoreline/domain';
import { backoffDelay, sleep as defaultSleep, withRetry } from '../../../../lib/retry';
import { ProviderError } from '../provider';

/**
 * The API-Football v3 HTTP client (football-data-providers guide §1.2–1.3):
 * - GET only, with the key in one configurable header and no other header of ours (the provider refuses
 *   requests with headers it does not list, e.g. Content-Type), but for `x-rapidapi-host` when a RapidAPI host
 *   is configured (RapidAPI wants both);
 * - the `errors` field is checked whatever the HTTP status and classified: token → auth, requests → daily quota
 *   (no more calls until the next UTC day), rateLimit → wait for the next minute, plan → season not allowed;
 * - the quota headers are read after every call: the per-minute limit paces the calls, a used-up minute waits
 *   for the next one and a used-up day stops the client until midnight UTC;
 * - transient failures (network, time-out, 5xx, 499, 429) are retried with exponential back-off.
 */

export interface ApiFootballQuota {
  /** x-ratelimit-requests-limit / -remaining: calls per day on the plan, and left today. */
  dailyLimit: number | undefined;
  dailyRemaining: number | undefined;
  /** X-RateLimit-Limit / -Remaining: calls per minute, and left this minute. */
  minuteLimit: number | undefined;
  minuteRemaining: number | undefined;
}

export interface ApiFootballClientOptions {
  baseUrl: string;
  apiKey: string;
  /** 'x-apisports-key' direct; 'x-rapidapi-key' through RapidAPI. */
  keyHeader: string;
  /** Sent as `x-rapidapi-host` (RapidAPI: 'api-football-v1.p.rapidapi.com'); undefined sends no such header. */
  host?: string | undefined;
  clock: Clock;
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
  /** The least time between two calls; by default 60 s / the per-minute limit (10 a minute until one is seen). */
  minIntervalMs?: number;
  timeoutMs?: number;
  /** Attempts per call in all (transient failures only). */
  attempts?: number;
  backoffBaseMs?: number;
  /** How long a rate-limited call waits before its retry (default: until the next minute, at most 61 s). */
  rateLimitWaitMs?: number;
}

/** The free plan's per-minute limit, assumed until the provider tells us ours. */
const ASSUMED_CALLS_PER_MINUTE = 10;
const MINUTE_MS = 60_000;
/** RapidAPI's header naming the API a call is for (guide §1.2). */
const RAPIDAPI_HOST_HEADER = 'x-rapidapi-host';

const envelopeSchema = z.object({
  get: z.string().optional(),
  errors: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
  results: z.number().optional(),
  response: z.unknown(),
});

function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

function headerNumber(headers: Headers, name: string): number | undefined {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function errorText(errors: unknown): string {
  if (Array.isArray(errors)) return errors.map(String).join('; ');
  if (errors && typeof errors === 'object') {
    return Object.entries(errors)
      .map(([key, value]) => `${key}: ${String(value)}`)
      .join('; ');
  }
  return String(errors);
}

function hasErrors(errors: unknown): boolean {
  if (Array.isArray(errors)) return errors.length > 0;
  return !!errors && typeof errors === 'object' && Object.keys(errors).length > 0;
}

export class ApiFootballClient {
  private readonly fetchImpl: typeof globalThis.fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly options: ApiFootballClientOptions;
  /** performance.now() before which the next call may not start. */
  private nextCallAt = 0;
  private dailyBlockedUntil: Date | undefined;
  readonly quota: ApiFootballQuota = {
    dailyLimit: undefined,
    dailyRemaining: undefined,
    minuteLimit: undefined,
    minuteRemaining: undefined,
  };
  /** Calls sent (for logs and tests). */
  calls = 0;

  constructor(options: ApiFootballClientOptions) {
    this.options = options;
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.sleep = options.sleep ?? defaultSleep;
  }

  /** Set when the day's quota is used up; calls fail without a request until then. */
  get blockedUntil(): Date | undefined {
    return this.dailyBlockedUntil;
  }

  /** Restores a daily block decided earlier (by this or another process). */
  blockUntil(until: Date | undefined): void {
    this.dailyBlockedUntil = until;
  }

  /** GET `endpoint` with `params`; resolves with the `response` field checked against `schema`. */
  async get<T>(
    endpoint: string,
    params: Record<string, string | number | undefined>,
    schema: z.ZodType<T>,
  ): Promise<T> {
    return withRetry(() => this.callOnce(endpoint, params, schema), {
      attempts: this.options.attempts ?? 3,
      sleep: this.sleep,
      delayFor: (error, attempt) => {
        if (!(error instanceof ProviderError)) return undefined;
        if (error.kind === 'transient') return backoffDelay(attempt, this.options.backoffBaseMs ?? 1_000, 30_000);
        if (error.kind === 'rate-limit') return 0; // callOnce already pushed the next call to the next minute
        return undefined;
      },
    });
  }

  private url(endpoint: string, params: Record<string, string | number | undefined>): string {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
    const search = query.toString();
    return `${this.options.baseUrl.replace(/\/+$/, '')}/${endpoint.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
  }

  /** The key, and RapidAPI's host when configured: API-Football refuses headers it does not list (guide §1.2). */
  private headers(): Record<string, string> {
    const { keyHeader, apiKey, host } = this.options;
    return host ? { [keyHeader]: apiKey, [RAPIDAPI_HOST_HEADER]: host } : { [keyHeader]: apiKey };
  }

  private intervalMs(): number {
    if (this.options.minIntervalMs !== undefined) return this.options.minIntervalMs;
    const perMinute =
      this.quota.minuteLimit && this.quota.minuteLimit > 0 ? this.quota.minuteLimit : ASSUMED_CALLS_PER_MINUTE;
    return Math.ceil(MINUTE_MS / perMinute);
  }

  private rateLimitWaitMs(): number {
    return this.options.rateLimitWaitMs ?? MINUTE_MS + 1_000;
  }

  private async pace(): Promise<void> {
    const wait = this.nextCallAt - performance.now();
    if (wait > 0) await this.sleep(wait);
    this.nextCallAt = performance.now() + this.intervalMs();
  }

  private readQuota(headers: Headers): void {
    const read = {
      dailyLimit: headerNumber(headers, 'x-ratelimit-requests-limit'),
      dailyRemaining: headerNumber(headers, 'x-ratelimit-requests-remaining'),
      minuteLimit: headerNumber(headers, 'x-ratelimit-limit'),
      minuteRemaining: headerNumber(headers, 'x-ratelimit-remaining'),
    };
    for (const [key, value] of Object.entries(read) as [keyof ApiFootballQuota, number | undefined][]) {
      if (value !== undefined) this.quota[key] = value;
    }
    if (read.minuteRemaining !== undefined && read.minuteRemaining <= 0) {
      // Nothing left this minute: the next call waits for the next one.
      this.nextCallAt = Math.max(this.nextCallAt, performance.now() + this.rateLimitWaitMs());
    }
    if (read.dailyRemaining !== undefined && read.dailyRemaining <= 0) {
      this.dailyBlockedUntil = nextUtcMidnight(this.options.clock.now());
    }
  }

  /** Records what the `status` endpoint says of today's use (it does not count against the quota). */
  noteDailyUse(current: number, limitDay: number): void {
    this.quota.dailyLimit = limitDay;
    this.quota.dailyRemaining = Math.max(0, limitDay - current);
    if (this.quota.dailyRemaining === 0) this.dailyBlockedUntil = nextUtcMidnight(this.options.clock.now());
  }

  private classify(errors: unknown): ProviderError {
    const text = errorText(errors);
    const keys = Array.isArray(errors) ? [] : Object.keys(errors as Record<string, unknown>);
    const now = this.options.clock.now();
    if (keys.includes('token')) return new ProviderError('auth', `API-Football refused the key: ${text}`);
    if (keys.includes('requests')) {
      this.dailyBlockedUntil = nextUtcMidnight(now);
      this.quota.dailyRemaining = 0;
      return new ProviderError('daily-quota', `API-Football daily quota used up: ${text}`, this.dailyBlockedUntil);
    }
    if (keys.includes('rateLimit')) {
      this.nextCallAt = Math.max(this.nextCallAt, performance.now() + this.rateLimitWaitMs());
      return new ProviderError(
        'rate-limit',
        `API-Football per-minute limit reached: ${text}`,
        new Date(now.getTime() + this.rateLimitWaitMs()),
      );
    }
    if (keys.includes('plan')) return new ProviderError('plan', `API-Football plan does not allow this: ${text}`);
    return new ProviderError('request', `API-Football rejected the request: ${text}`);
  }

  private async callOnce<T>(
    endpoint: string,
    params: Record<string, string | number | undefined>,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const now = this.options.clock.now();
    if (this.dailyBlockedUntil && now < this.dailyBlockedUntil) {
      throw new ProviderError(
        'daily-quota',
        'API-Football daily quota used up; waiting for the next day',
        this.dailyBlockedUntil,
      );
    }
    await this.pace();
    this.calls += 1;
    let response: Response;
    try {
      response = await this.fetchImpl(this.url(endpoint, params), {
        method: 'GET',
        headers: this.headers(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ProviderError('transient', `API-Football unreachable (${endpoint}): ${reason}`);
    }
    this.readQuota(response.headers);

    const text = await response.text().catch(() => '');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const envelope = envelopeSchema.safeParse(body);
    // The errors field decides, whatever the HTTP status (guide §1.3: failures come with HTTP 200).
    if (envelope.success && hasErrors(envelope.data.errors)) throw this.classify(envelope.data.errors);

    if (response.status === 429) {
      this.nextCallAt = Math.max(this.nextCallAt, performance.now() + this.rateLimitWaitMs());
      throw new ProviderError(
        'rate-limit',
        `API-Football answered 429 (${endpoint})`,
        new Date(now.getTime() + this.rateLimitWaitMs()),
      );
    }
    if (response.status >= 500 || response.status === 499) {
      throw new ProviderError('transient', `API-Football answered ${response.status} (${endpoint})`);
    }
    // A gateway refusing the key or the subscription (RapidAPI answers 401/403 with its own body, not the envelope).
    if (response.status === 401 || response.status === 403) {
      throw new ProviderError('auth', `API-Football refused the key: HTTP ${response.status} (${endpoint})`);
    }
    if (response.status === 204) return schema.parse([]);
    if (!response.ok) throw new ProviderError('request', `API-Football answered ${response.status} (${endpoint})`);
    if (!envelope.success) {
      throw new ProviderError('invalid-response', `API-Football sent an answer without an envelope (${endpoint})`);
    }
    const parsed = schema.safeParse(envelope.data.response);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ProviderError(
        'invalid-response',
        `API-Football ${endpoint} answer does not have the documented shape (${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''})`,
      );
    }
    return parsed.data;
  }
}
