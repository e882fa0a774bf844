import { dirname } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { viteStaticCopy } from 'vite-plugin-static-copy';
import { gzip } from './scripts/gzip.mjs';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The country codes come from i18n-iso-countries' own table (packages/contracts/src/country-codes.ts), whose rows also
 * hold the alpha-3 code, the numeric code and a subdivision page; the profile form reads the first column only. The
 * browser build keeps that column (2.2 KiB gzip less on /profile/edit, ADR 053); the API and the tests read the whole
 * table.
 */
const countryCodesFirstColumn: Plugin = {
  name: 'scoreline:country-codes-first-column',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]i18n-iso-countries[\\/]codes\.json$/.test(id)) return null;
    const rows = JSON.parse(code) as string[][];
    return { code: JSON.stringify(rows.map(([alpha2]) => [alpha2])), map: null };
  },
};

/**
 * React Router's package points every import at its development build, whose dev-only warnings stay in a production
 * bundle (remix-run/react-router#14102, open); its production build, in the same package, is that build with them off.
 * The browser build takes it (ADR 045).
 */
const reactRouterProduction = fileURLToPath(
  new URL('dist/production/index.mjs', import.meta.resolve('react-router/package.json')),
);

/**
 * React Router's production build declares each component as `var Form = React.forwardRef(…); Form.displayName = …`
 * with no pure annotation, so a bundler must keep every one of them, used or not (its forms, fetchers, prefetching
 * and server-component handlers: 1.3 KiB gzip of every page's entry). forwardRef has no side effect and a display
 * name only names a component in developer tools, so the browser build marks the one and drops the other (ADR 046).
 */
const reactRouterTreeShaking: Plugin = {
  name: 'scoreline:react-router-tree-shaking',
  enforce: 'pre',
  transform(code, id) {
    if (!id.startsWith(dirname(reactRouterProduction))) return null;
    const edited = code
      .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(')
      .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
    // Lines stay where they were, so the package's own source map still holds (a null map keeps it).
    return { code: edited, map: null };
  },
};

/**
 * The country flags (flag-icons, MIT): one SVG per ISO 3166-1 alpha-2 code, copied as they are to `/flags/<code>.svg`
 * (and served from there by the development server), so a page loads the one flag it draws and no font or script
 * carries them (ADR 073).
 */
const flagsDir = fileURLToPath(new URL('flags/4x3', import.meta.resolve('flag-icons/package.json')));

export default defineConfig(({ mode, command, isSsrBuild }) => {
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
      ...(command === 'build' && !isSsrBuild ? [reactRouterTreeShaking, countryCodesFirstColumn] : []),
      react(),
      tailwindcss(),
      // Brotli and gzip copies of every text asset, written once at build and served as they are (issue 14); the gzip
      // copy by zopfli (ADR 058), written as `[path][base].gz` like the plugin's own.
      compression({ algorithms: ['brotliCompress', defineAlgorithm(gzip)], logLevel: 'silent' }),
      viteStaticCopy({
        targets: [{ src: `${flagsDir}/*.svg`, dest: 'flags', rename: { stripBase: true } }],
        silent: true,
      }),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        ...(command === 'build' && !isSsrBuild ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      ],
    },
    server: { port: 5173, strictPort: true, proxy: apiProxy },
    preview: { port: 4173, proxy: apiProxy },
    build: {
      outDir: fileURLToPath(new URL('./dist', import.meta.url)),
      emptyOutDir: true,
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
