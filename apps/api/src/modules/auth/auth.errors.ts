import { AppError } from '../../lib/app-error';

/** A throttled attempt (docs/decisions/013): 429 with the product's message and a Retry-After header. */
export class ThrottledError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: (seconds: number) => string, retryAfterMs: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super('RATE_LIMITED', message(seconds));
    this.retryAfterSeconds = seconds;
  }
}
