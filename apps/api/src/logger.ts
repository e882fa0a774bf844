import { pino, type Logger } from 'pino';
import type { Config } from './config';

/**
 * The one logger of a process (web requests, jobs, events): pino with the configured level. Secrets and tokens
 * never reach the log, even if a serializer starts logging headers.
 */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.otp',
        '*.accessToken',
      ],
      censor: '[redacted]',
    },
  });
}
