import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { viteStaticCopy } from 'vite-plugin-static-copy';
import { gzip } from './scripts/gzip.mjs';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The country flags (flag-icons, MIT): one SVG per ISO 3166-1 alpha-2 code, copied as they are to `/flags/<code>.svg`
 * (and served from there by the development server), so a page loads the one flag it draws and no font or script
 * carries them (ADR 073).
 */
const flagsDir = fileURLToPath(new URL('flags/4x3', import.meta.resolve('flag-icons/package.json')));

export default defineConfig(({ mode }) => {
  // Non-VITE_ variables stay on the dev machine: API_PROXY_TARGET is never exposed to the browser.
  const env = loadEnv(mode, webRoot, '');
  const target = env.API_PROXY_TARGET || 'http://127.0.0.1:3000';
  // /dev serves the development outbox (mail without SMTP); it does not exist in production.
  const apiProxy = {
    '/api': { target, changeOrigin: true },
    '/dev': { target, changeOrigin: true },
  };

  return {
    root: webRoot,
    plugins: [
      react(),
      tailwindcss(),
      // Brotli and gzip copies of every text asset, written once at build and served as they are (issue 14); the gzip
      // copy by zopfli (ADR 058), written as `[path][base].gz` like the plugin's own.
      compression({ algorithms: ['brotliCompress', defineAlgorithm(gzip)], logLevel: 'silent' }),
      // The service worker (issue 60, ADR 116): src/sw.ts built to /sw.js with the precache list injected; the app
      // registers it itself after the page has loaded (app/service-worker.ts), and the manifest is public/'s own.
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          // The app shell: the document, every script and style of the build (the entry and each page's chunk: the
          // pages a player opens offline), the icons. Not the 270 flags, the badge pictures or the compressed copies.
          globPatterns: ['index.html', 'assets/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg', 'warm-intl.js'],
          globIgnores: ['**/*.br', '**/*.gz', 'prerendered/**', 'flags/**', 'badges/**'],
        },
        devOptions: { enabled: false },
      }),
      viteStaticCopy({
        targets: [{ src: `${flagsDir}/*.svg`, dest: 'flags', rename: { stripBase: true } }],
        silent: true,
      }),
    ],
    resolve: {
      alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
    },
    server: { port: 5173, strictPort: true, proxy: apiProxy },
    preview: { port: 4173, proxy: apiProxy },
    build: {
      outDir: fileURLToPath(new URL('./dist', import.meta.url)),
      emptyOutDir: true,
      // dist/.vite/manifest.json: which chunks each page loads, read by the size budget (.size-limit.mjs, ADR 098).
      manifest: true,
      // docs/decisions/044: fewer, larger chunks on a first load (each chunk is compressed on its own).
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Every module the entry loads statically goes into the entry's one chunk: rolldown would otherwise
              // split what the lazy pages share with it into small chunks that every page fetches anyway.
              { name: 'app', tags: ['$initial'] },
              // What every visitor page shares (the card, the links, the API errors' words), OTP pages included; their
              // forms' parts are the next group, so a page without a form (the OTP step) loads no react-hook-form.
              {
                name: 'auth-pages',
                includeDependenciesRecursively: false,
                test: /src[\\/]features[\\/]auth[\\/](components[\\/](text-link|auth-card)|utils[\\/]auth-errors)\./,
              },
              // The visitor forms' own shared parts (sign-in and sign-up use each one) in one chunk rather than four;
              // what they import stays where it is (a card, an input, the API errors), so no other page loads this.
              {
                name: 'auth-forms',
                includeDependenciesRecursively: false,
                test: /src[\\/](features[\\/]auth[\\/](components[\\/]email-field|utils[\\/]server-field-errors)|components[\\/]ui[\\/](password-input|checkbox))\./,
              },
              // The small parts the data pages draw while loading or failing, and the hook that draws their lists (ADR
              // 050): one chunk of ~1 KiB instead of five of 0.2–0.3, each with its own compression and imports.
              {
                name: 'page-parts',
                includeDependenciesRecursively: false,
                test: /src[\\/](components[\\/]ui[\\/](load-error|empty-state|skeleton|loading-text)|hooks[\\/]use-drawn-answer)\./,
              },
            ],
          },
        },
      },
    },
  };
});
