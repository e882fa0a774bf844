import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';

/**
 * A failed statement's error (drizzle's DrizzleQueryError) carries the statement's parameters, in `params` and in its
 * message and stack. They can be secrets: a code being stored before it is mailed, a hash, a player's text. The log
 * keeps the statement and says the parameters were there.
 */
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
function serializeError(error: Error): ReturnType<typeof stdSerializers.err> {
  const serialized = stdSerializers.err(error);
  if (!('params' in serialized)) return serialized;
  return {
    ...serialized,
    params: '[redacted]',
    message: serialized.message.replace(PARAMS_IN_TEXT, '\nparams: [redacted]'),
    stack: serialized.stack.replace(PARAMS_IN_TEXT, '\nparams: [redacted]'),
  };
}

/**
 * A league's invitation code admits whoever holds it (ADR 020), and its share link is a page address (`/join/CODE`,
 * also carried through sign-in as `next=%2Fjoin%2FCODE`): request lines keep the path, not the code.
 */
const JOIN_CODE = /(\/|%2F)join(\/|%2F)[^/?&#%]+/gi;
const withoutJoinCode = (url: string) => url.replace(JOIN_CODE, '$1join$2[redacted]');

/** Fastify's request line (its own serializer's fields), the URL without an invitation code. */
function serializeRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: withoutJoinCode(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The one logger of a process (web requests, jobs, events): pino with the configured level. Secrets and tokens
 * never reach the log, even if a serializer starts logging headers: a mail's subject (it starts with the code), a
 * failed statement's parameters and a league's invitation code in a request's URL are left out too.
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    serializers: { err: serializeError, req: serializeRequest },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.otp',
        '*.accessToken',
        'subject',
        '*.subject',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
