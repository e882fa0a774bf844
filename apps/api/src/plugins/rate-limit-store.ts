import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** What @fastify/rate-limit asks of a store (its `store` option): count a hit, read, make a route's own store. */
interface Counted {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result: Counted | null) => void;
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: StoreOptions & { routeInfo: { method?: string; url?: string } }): Store;
}
interface StoreOptions {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}

// The library's own two stores (CommonJS, untyped): Redis for the shared count, memory for this process's.
const load = createRequire(import.meta.url);
const RedisStore = load('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => Store;
const LocalStore = load('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;

/**
 * Issue 57 (ADR 091): per-IP and per-player limits are counted in Redis, shared by every process, and in this
 * process's memory while Redis is down (not connected, or a command fails): each process then counts alone, which is
 * weaker than shared counts but far from none (the library's `skipOnError` let every request through).
 */
export function redisWithFallbackStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  function make(options: StoreOptions, shared: Store): Store {
    const local = new LocalStore(options.continueExceeding, options.exponentialBackoff);
    const pick = (method: 'incr' | 'read') => (key: string, callback: Callback, timeWindow: number, max: number) => {
      const fallback = local[method]?.bind(local) ?? local.incr.bind(local);
      const primary = shared[method]?.bind(shared);
      if (redis.status !== 'ready' || !primary) return fallback(key, callback, timeWindow, max);
      primary(
        key,
        (error, result) => (error ? fallback(key, callback, timeWindow, max) : callback(null, result)),
        timeWindow,
        max,
      );
    };
    return {
      incr: pick('incr'),
      read: pick('read'),
      // A route's limit counts under the route's prefix; a limiter made by `createRateLimit` has no route (the library
      // would prefix its keys `undefinedundefined-`), and its key generator names the limit already.
      child: (routeOptions) =>
        make(
          routeOptions,
          routeOptions.routeInfo?.method
            ? shared.child(routeOptions)
            : new RedisStore(routeOptions.continueExceeding, routeOptions.exponentialBackoff, redis, nameSpace),
        ),
    };
  }
  class FallbackStore {
    constructor(options: StoreOptions) {
      return make(options, new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, nameSpace));
    }
  }
  return FallbackStore as unknown as FastifyRateLimitStoreCtor;
}
