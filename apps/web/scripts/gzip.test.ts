import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzip } from './gzip.mjs';

// A minified script of the kind the build compresses: React's own production build.
const react = path.dirname(createRequire(import.meta.url).resolve('react/package.json'));
const script = await readFile(path.join(react, 'cjs/react.production.js'));

describe('the build’s gzip copy (ADR 058)', () => {
  it('decodes with any gzip decoder to the asset itself', async () => {
    expect(gunzipSync(await gzip(script)).equals(script)).toBe(true);
  });

  it('decodes to the text it was given as a string', async () => {
    const html = '<!doctype html><title>Scoreline · Predict every score</title>';
    expect(gunzipSync(await gzip(html)).toString()).toBe(html);
  });

  it('is smaller than zlib’s best level makes it', async () => {
    expect((await gzip(script)).length).toBeLessThan(gzipSync(script, { level: 9 }).length);
  });
});
