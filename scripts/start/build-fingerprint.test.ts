import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, buildInputsFingerprint, buildNeeded, forgetBuild, recordBuild } from './build-fingerprint.mjs';

/** A checkout in miniature: the files the build reads, and the kinds it does not. */
const tree: Record<string, string> = {
  'package.json': '{"name":"scoreline"}',
  'package-lock.json': '{"lockfileVersion":3}',
  'tsconfig.base.json': '{}',
  'apps/web/index.html': '<div id="root"></div>',
  'apps/web/src/main.tsx': 'render()',
  'apps/web/src/main.test.tsx': 'test()',
  'apps/web/node_modules/.cache/x.js': 'cache',
  'apps/api/src/server.ts': 'listen()',
  'apps/api/test/app.int.test.ts': 'test()',
  'apps/api/.data/pglite/PG_VERSION': '17',
  'packages/domain/src/scoring.ts': 'export const points = 5;',
  'README.md': '# Scoreline',
};

let root: string;

async function put(file: string, text: string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
}

async function built() {
  for (const output of BUILD_OUTPUTS) await put(output, 'built');
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'scoreline-fingerprint-'));
  for (const [file, text] of Object.entries(tree)) await put(file, text);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("npm start's build fingerprint (issue 55)", () => {
  it('is the same for the same inputs, and changes with a source, a package setting or the lockfile', async () => {
    const first = await buildInputsFingerprint(root, {});
    expect(await buildInputsFingerprint(root, {})).toBe(first);
    for (const [file, text] of [
      ['apps/web/src/main.tsx', 'render(<App />)'],
      ['apps/web/src/new-page.tsx', 'page()'],
      ['packages/domain/src/scoring.ts', 'export const points = 3;'],
      ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
      ['apps/api/package.json', '{"name":"@scoreline/api"}'],
    ] as const) {
      const before = await buildInputsFingerprint(root, {});
      await put(file, text);
      expect(await buildInputsFingerprint(root, {}), file).not.toBe(before);
    }
  });

  it('ignores what no build reads: outputs, installed packages, tests, data, other files', async () => {
    const first = await buildInputsFingerprint(root, {});
    await built();
    await put('apps/web/node_modules/.cache/y.js', 'more cache');
    await put('apps/web/src/main.test.tsx', 'test(again)');
    await put('apps/api/test/other.int.test.ts', 'test()');
    await put('apps/api/.data/pglite/base', 'rows');
    await put('README.md', '# Scoreline, edited');
    expect(await buildInputsFingerprint(root, {})).toBe(first);
  });

  it('changes with the VITE_* variables the web build exposes, not with the others', async () => {
    const first = await buildInputsFingerprint(root, { PORT: '3000' });
    expect(await buildInputsFingerprint(root, { PORT: '4300', DATABASE_URL: 'postgres://x' })).toBe(first);
    expect(await buildInputsFingerprint(root, { VITE_FEATURE: 'on' })).not.toBe(first);
  });

  it('asks for a build until one is recorded, then only when an input changed or an output went missing', async () => {
    const fingerprint = await buildInputsFingerprint(root, {});
    expect(await buildNeeded(root, fingerprint)).toMatchObject({ needed: true, reason: /no build yet/ });
    await built();
    expect(await buildNeeded(root, fingerprint)).toMatchObject({ needed: true, reason: /no record/ });
    await recordBuild(root, fingerprint);
    expect(await buildNeeded(root, fingerprint)).toEqual({
      needed: false,
      reason: 'nothing changed since the last build',
    });

    await put('apps/api/src/server.ts', 'listen(4300)');
    const changed = await buildInputsFingerprint(root, {});
    expect(await buildNeeded(root, changed)).toMatchObject({ needed: true, reason: /changed/ });

    await rm(path.join(root, 'apps/web/dist/index.html'));
    expect(await buildNeeded(root, fingerprint)).toMatchObject({ needed: true, reason: /index\.html is missing/ });
  });

  it('forgets the record when a build starts, so a build stopped halfway is made again', async () => {
    await built();
    const fingerprint = await buildInputsFingerprint(root, {});
    await recordBuild(root, fingerprint);
    await forgetBuild(root);
    expect(await buildNeeded(root, fingerprint)).toMatchObject({ needed: true, reason: /no record/ });
  });
});
