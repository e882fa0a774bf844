import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@scoreline/contracts';
import { freshIp } from '../helpers/auth-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Issue 57 (audit): bodies are read as sent, in UTF-8 (ADR 089). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist: null });
});
afterAll(() => t.close());

const credentials = JSON.stringify({ email: 'ada@example.com', password: 'Secret123!' });

function signIn(payload: string | Buffer, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload,
    remoteAddress: freshIp(),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('request bodies: encodings and charsets', () => {
  it('refuses a JSON body with Content-Encoding with 415, whatever the encoding', async () => {
    for (const encoding of ['gzip', 'br', 'deflate', 'x-unknown', 'gzip, identity']) {
      const response = await signIn(gzipSync(credentials), { 'content-encoding': encoding });
      expect(response.statusCode, encoding).toBe(415);
      expect(response.json(), encoding).toEqual({
        success: false,
        message: errorMessages.contentEncodingRefused,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    }
  });

  it('refuses a JSON body starting with a byte-order mark with 400', async () => {
    const response = await signIn(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(credentials)]), {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: errorMessages.jsonNotUtf8, code: 'VALIDATION' });
  });

  it('refuses a JSON body declared in a charset other than UTF-8 with 400', async () => {
    for (const contentType of [
      'application/json; charset=iso-8859-1',
      'application/json;charset="utf-16"',
      'application/json; charset=',
    ]) {
      const response = await signIn(credentials, { 'content-type': contentType });
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json(), contentType).toEqual({
        success: false,
        message: errorMessages.jsonNotUtf8,
        code: 'VALIDATION',
      });
    }
  });

  it('reads plain UTF-8 JSON, with or without the charset, and Content-Encoding: identity', async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { 'content-type': 'application/json; charset=utf-8' },
      { 'content-type': 'application/json; charset=UTF8' },
      { 'content-encoding': 'identity' },
    ]) {
      // No such account: the body was read and the credentials judged.
      const response = await signIn(credentials, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
    }
  });
});
