/**
 * What `npm start` builds (issue 55, ADR 075): nothing when the build's inputs are the ones the last build was made
 * from. The inputs' fingerprint is a SHA-256 of every file the build reads (the workspaces' sources and settings, the
 * root's package files and lockfile, each path with its bytes) and of the VITE_* variables the web build exposes; the
 * outputs and what no build reads (dist, node_modules, tests, the embedded database) are left out.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The root's files the build reads. */
const ROOT_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
/** The folders the build reads: the API, the web app and the packages both import. */
const INPUT_DIRS = ['apps/api', 'apps/web', 'packages'];
/** Folders no build reads: its own outputs, installed packages, data and test results. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.data', '.test-data', 'coverage', 'test-results', 'test']);
/** Test files are never part of a build. */
const TEST_FILE = /\.test\.(ts|tsx|mts|mjs|js)$/;

/** Where the fingerprint of the last finished build is kept (beside the API build it describes). */
export const RECORD_FILE = 'apps/api/dist/build-inputs.sha256';

/** What a build leaves that `npm start` serves: without any of them the app cannot start, whatever the fingerprint. */
export const BUILD_OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/web/dist/prerendered/pages.json',
  'apps/api/dist/server.js',
  'apps/api/dist/migrate-cli.js',
];

async function exists(file) {
  try {
    await readFile(file);
    return true;
  } catch {
    return false;
  }
}

/** Every input file under `dir` (relative to `root`, with '/'), in no particular order. */
async function filesUnder(root, dir) {
  let entries;
  try {
    entries = await readdir(path.join(root, dir), { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(root, relative);
      return entry.isFile() && !TEST_FILE.test(entry.name) ? [relative] : [];
    }),
  );
  return nested.flat();
}

/** The fingerprint of the build's inputs in `root` with the environment `env` (hex SHA-256). */
export async function buildInputsFingerprint(root, env = process.env) {
  const dirs = await Promise.all(INPUT_DIRS.map((dir) => filesUnder(root, dir)));
  const files = [...ROOT_FILES, ...dirs.flat()].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    let bytes;
    try {
      bytes = await readFile(path.join(root, file));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
      bytes = null;
    }
    hash.update(`${file}\0${bytes === null ? 'absent' : bytes.length}\0`);
    if (bytes) hash.update(bytes);
  }
  // The web build exposes VITE_* variables to the browser bundle (vite.config.ts): a change is a change of the build.
  const exposed = Object.keys(env)
    .filter((name) => name.startsWith('VITE_'))
    .sort();
  for (const name of exposed) hash.update(`env\0${name}=${env[name]}\0`);
  return hash.digest('hex');
}

/**
 * Whether `root` needs a build before it can start, and why: no build yet (an output is missing), no record of the
 * inputs the build was made from (made by hand, or stopped before it finished), or inputs that changed since.
 */
export async function buildNeeded(root, fingerprint) {
  for (const output of BUILD_OUTPUTS) {
    if (!(await exists(path.join(root, output))))
      return { needed: true, reason: `no build yet (${output} is missing)` };
  }
  let recorded;
  try {
    recorded = (await readFile(path.join(root, RECORD_FILE), 'utf8')).trim();
  } catch {
    return { needed: true, reason: 'no record of what the last build was made from' };
  }
  if (recorded !== fingerprint) return { needed: true, reason: 'sources, packages or VITE_* settings changed' };
  return { needed: false, reason: 'nothing changed since the last build' };
}

/** Notes that the build of `root` is the one of `fingerprint` (after it finished). */
export async function recordBuild(root, fingerprint) {
  await writeFile(path.join(root, RECORD_FILE), `${fingerprint}\n`);
}

/** Forgets the record (before a build starts: a build stopped halfway must not count as done). */
export async function forgetBuild(root) {
  await rm(path.join(root, RECORD_FILE), { force: true });
}
