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
