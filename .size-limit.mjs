/**
 * Size budgets (issue 57, ADR 098): `npm run check:size` after `npm run build`. Each check is what a browser fetches
 * to show one lazy chunk of the web app — a page of `src/app/routes/`, or a part a page loads later (a dialog, the
 * charts, the toaster) — together with the entry it runs in: the chunk, every chunk it imports statically and the
 * entry's own, as the build's manifest (`apps/web/dist/.vite/manifest.json`) lists them, JavaScript only, measured in
 * brotli at quality 11 (@size-limit/file), the encoding browsers ask for. Limits are in `apps/web/size-budget.json`;
 * a chunk without a budget, or a budget without a chunk, fails the check as well.
 */
import { readFileSync } from 'node:fs';

const dist = 'apps/web/dist';
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
const budgets = JSON.parse(readFileSync('apps/web/size-budget.json', 'utf8'));

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function filesOf(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(imported, files);
  return files;
}

/** A chunk's name in the budget: its source, without the workspace's way up to node_modules. */
const nameOf = (key) => key.replace(/^(\.\.\/)+/, '');

const entry = filesOf('index.html');
const lazy = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
const names = new Set(lazy.map(nameOf));
const missing = [...names].filter((name) => !(name in budgets.limits));
const stale = Object.keys(budgets.limits).filter((name) => name !== 'index.html' && !names.has(name));
if (missing.length > 0 || stale.length > 0) {
  throw new Error(
    `apps/web/size-budget.json does not match the build: ` +
      [
        missing.length ? `no budget for ${missing.join(', ')}` : '',
        stale.length ? `no chunk for ${stale.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
  );
}

export default [
  {
    name: 'entry (index.html)',
    path: [...entry].map((file) => `${dist}/${file}`),
    limit: budgets.limits['index.html'],
  },
  ...lazy.map((key) => ({
    name: nameOf(key),
    path: [...new Set([...entry, ...filesOf(key)])].map((file) => `${dist}/${file}`),
    limit: budgets.limits[nameOf(key)],
  })),
];
