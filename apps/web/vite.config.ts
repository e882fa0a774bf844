import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

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
    // Brotli and gzip copies of every text asset, written once at build and served as they are (issue 14).
    plugins: [react(), tailwindcss(), compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' })],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
              // The visitor forms' own shared parts (sign-in and sign-up use each one) in one chunk rather than six;
              // what they import stays where it is (a card, an input, the API errors), so no other page loads this.
              {
                name: 'auth-forms',
                includeDependenciesRecursively: false,
                test: /src[\\/](features[\\/]auth[\\/](components[\\/](email-field|text-link|auth-card)|utils[\\/](server-field-errors|auth-errors))|lib[\\/]lazy-resolver|components[\\/]ui[\\/](password-input|checkbox))\./,
              },
            ],
          },
        },
      },
    },
  };
});
