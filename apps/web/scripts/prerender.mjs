/**
 * issue 14: after `vite build`, renders the visitors' pages (src/prerender.tsx) into copies of dist/index.html under
 * dist/prerendered/, with their brotli and gzip copies and pages.json, which tells the server which path gets which
 * file and the hash its CSP must allow for the session check in <head>.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'vite';
import { gzip } from './gzip.mjs';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(webRoot, 'dist');
// Inside the workspace, so the server bundle resolves react and react-router from node_modules.
const ssrOut = path.join(webRoot, 'node_modules/.cache/scoreline-prerender');

await build({
  root: webRoot,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
});
const { prerenderedPages, renderPage, sessionGate } = await import(
  pathToFileURL(path.join(ssrOut, 'prerender.js')).href
);

const template = await readFile(path.join(dist, 'index.html'), 'utf8');
const templateTitle = /<title>[^<]*<\/title>/.exec(template)?.[0];
if (!templateTitle) throw new Error('index.html has no <title>');
const scriptHash = `'sha256-${createHash('sha256').update(sessionGate).digest('base64')}'`;
const outDir = path.join(dist, 'prerendered');
await mkdir(outDir, { recursive: true });

/** Replaces the one `search` of `text`, or fails the build (index.html changed shape). */
function replaceOnce(text, search, replacement) {
  if (text.split(search).length !== 2) throw new Error(`index.html should hold ${search} exactly once`);
  return text.replace(search, () => replacement);
}

for (const [url, file] of Object.entries(prerenderedPages)) {
  const { title, markup } = await renderPage(url);
  let html = replaceOnce(template, templateTitle, `<title>${title}</title>`);
  // Before the stylesheet and the scripts: the first paint already knows whether a session is stored.
  const charset = '<meta charset="UTF-8" />';
  html = replaceOnce(html, charset, `${charset}\n    <script>${sessionGate}</script>`);
  html = replaceOnce(html, '<div id="root"></div>', `<div id="prerendered" inert>${markup}</div><div id="root"></div>`);
  const target = path.join(outDir, file);
  await writeFile(target, html);
  await writeFile(`${target}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${target}.gz`, await gzip(html));
}
await writeFile(
  path.join(outDir, 'pages.json'),
  `${JSON.stringify({ pages: prerenderedPages, scriptSrc: [scriptHash] }, null, 2)}\n`,
);
await rm(ssrOut, { recursive: true, force: true });
process.stdout.write(`pre-rendered ${Object.keys(prerenderedPages).join(', ')} into dist/prerendered\n`);
