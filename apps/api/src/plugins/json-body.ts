import type { FastifyInstance } from 'fastify';
import { errorMessages } from '@scoreline/contracts';
import { AppError } from '../lib/app-error';

/**
 * True when JSON text nests arrays or objects deeper than `maxDepth`. A single pass over the text, before
 * `JSON.parse` builds anything: an 8 KB `[[[…]]]` costs microseconds here (issue #10). Brackets inside strings
 * do not count.
 */
export function isJsonNestedDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
      continue;
    }
    if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}

/** A JSON media type's charset parameter, lower-cased, or undefined when there is none. */
function charsetOf(contentType: string): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType);
  return match ? (match[1] ?? '').toLowerCase() : undefined;
}

const isJsonMediaType = (contentType: string) => /^\s*application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i.test(contentType);

/**
 * Issue 57 (ADR 089): every body is read as sent, so one announced as compressed (`Content-Encoding` other than
 * `identity`) is refused with 415, and a JSON body declared in a charset other than UTF-8 with 400: both before a
 * byte of the body is read.
 */
function refuseUnreadableBodies(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const { headers } = request;
    const hasBody = headers['transfer-encoding'] !== undefined || (headers['content-length'] ?? '0') !== '0';
    if (!hasBody) return payload;
    const encoding = headers['content-encoding']?.trim().toLowerCase();
    if (encoding && encoding !== 'identity') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', errorMessages.contentEncodingRefused);
    }
    const contentType = headers['content-type'] ?? '';
    const charset = isJsonMediaType(contentType) ? charsetOf(contentType) : undefined;
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      throw new AppError('VALIDATION', errorMessages.jsonNotUtf8);
    }
    return payload;
  });
}

/**
 * Fastify's own JSON parser (secure-json-parse: `__proto__` and `constructor.prototype` refused) behind a nesting
 * bound. Fastify has no depth option, so the bound is this one pass; the body limit already capped the length.
 */
export function registerJsonBodyParser(app: FastifyInstance, maxDepth: number): void {
  refuseUnreadableBodies(app);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // The JSON parser would skip a byte-order mark silently; JSON over HTTP has none (RFC 8259 §8.1).
    if (text.charCodeAt(0) === 0xfeff) {
      done(new AppError('VALIDATION', errorMessages.jsonNotUtf8), undefined);
      return;
    }
    if (isJsonNestedDeeperThan(text, maxDepth)) {
      done(new AppError('VALIDATION', errorMessages.jsonTooDeep), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
