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

/**
 * Fastify's own JSON parser (secure-json-parse: `__proto__` and `constructor.prototype` refused) behind a nesting
 * bound. Fastify has no depth option, so the bound is this one pass; the body limit already capped the length.
 */
export function registerJsonBodyParser(app: FastifyInstance, maxDepth: number): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (isJsonNestedDeeperThan(text, maxDepth)) {
      done(new AppError('VALIDATION', errorMessages.jsonTooDeep), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
