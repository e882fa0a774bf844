/** True when a PostgreSQL error (either driver) is a unique violation, optionally of one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // Drizzle wraps driver errors; walk the cause chain.
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (!constraint) return true;
      if (candidate.constraint === constraint) return true;
      if (typeof candidate.message === 'string' && candidate.message.includes(constraint)) return true;
      return false;
    }
    current = candidate.cause;
  }
  return false;
}

/** The SQLSTATE of a PostgreSQL error (either driver, through Drizzle's wrapping), if there is one. */
export function pgErrorCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate.code;
    current = candidate.cause;
  }
  return undefined;
}

/** A deadlock or serialization failure: the statement was rolled back whole and can simply run again. */
export function isTransientConflict(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === '40P01' || code === '40001';
}

/**
 * SQLSTATE class 22, "data exception" (numeric value out of range, invalid datetime, invalid byte sequence, …):
 * the value a client sent cannot be stored or compared, so the request is at fault (400, issue #10), never 500.
 */
export function isDataException(error: unknown): boolean {
  return pgErrorCode(error)?.startsWith('22') ?? false;
}

/** Socket errors that mean the database (or the network to it) is not there right now. */
const connectionErrnos = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATEs of a server that refuses or drops connections: class 08 (connection exception), 57P01–57P03
 * (shutting down, crashed, starting up), 53300 (too many connections).
 */
function isConnectionState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

// node-postgres reports a lost or timed-out connection with a bare Error and no code.
const connectionMessages = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection refused/i,
];

/**
 * True when an error means the database cannot be reached (issue #10): answered 503 with Retry-After rather
 * than 500. Walks Drizzle's cause chain and the AggregateError node-postgres throws when every address failed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  const seen = new Set<unknown>();
  while (pending.length > 0) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof candidate.code === 'string') {
      if (connectionErrnos.has(candidate.code)) return true;
      if (/^[0-9A-Z]{5}$/.test(candidate.code) && isConnectionState(candidate.code)) return true;
    }
    if (
      typeof candidate.message === 'string' &&
      connectionMessages.some((pattern) => pattern.test(candidate.message as string))
    ) {
      return true;
    }
    pending.push(candidate.cause);
    if (Array.isArray(candidate.errors)) pending.push(...(candidate.errors as unknown[]));
  }
  return false;
}
