/**
 * The installable app's PNG icons (issue 60, ADR 116), drawn from apps/web/public/favicon.svg by Chromium (the one the
 * end-to-end tests drive) and committed: run again only when the favicon changes.
 *
 *   node scripts/make-app-icons.mjs
 *
 * - icon-192.png, icon-512.png: the favicon as it is (its own rounded square), for `purpose: any`.
 * - icon-maskable-512.png: the favicon's mark on a full square of its background colour, within the central 80% circle
 *   a launcher may keep (the maskable safe zone), for `purpose: maskable`.
 * - apple-touch-icon.png (180): a full square too, since iOS rounds the corners itself.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const publicDir = new URL('../apps/web/public/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const background = '#061a10';
const svgUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** The page drawing one icon: the favicon at `inset` of the square's side, on the background colour or none. */
const pageOf = (size, { inset, filled }) => `<!doctype html><html><body style="margin:0">
  <div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:${filled ? background : 'transparent'}">
    <img src="${svgUrl}" style="width:${Math.round(size * inset)}px;height:${Math.round(size * inset)}px" alt="">
  </div></body></html>`;

const icons = [
  { file: 'icons/icon-192.png', size: 192, inset: 1, filled: false },
  { file: 'icons/icon-512.png', size: 512, inset: 1, filled: false },
  // The mark's circle has a radius of 10/32 of the favicon; drawn at 76% it stays well inside the 40% safe radius.
  { file: 'icons/icon-maskable-512.png', size: 512, inset: 0.76, filled: true },
  { file: 'apple-touch-icon.png', size: 180, inset: 0.86, filled: true },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const { file, size, inset, filled } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(pageOf(size, { inset, filled }));
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: new URL(file, publicDir).pathname, omitBackground: !filled });
    await page.close();
    console.log(`${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
