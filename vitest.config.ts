import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

const webTests = {
  include: ['apps/web/src/**/*.test.{ts,tsx}'],
  environment: 'jsdom',
  // Route pages are lazy chunks transformed on first use; on two busy cores a first render can take seconds.
  testTimeout: 20_000,
  // msw for the network, and a clean slate after each test (apps/web/src/testing/setup.ts).
  setupFiles: ['./scripts/vitest-fail-on-console.ts', './apps/web/src/testing/setup.ts'],
};

// Web tests that need modules nobody has loaded yet: the toaster's lazy loading (ADR 036), and the build-time
// pre-render, whose server renderer leaves React's contexts marked as its own for any later client render.
const freshModuleFiles = ['apps/web/src/lib/toaster.test.tsx', 'apps/web/src/prerender.test.tsx'];

// The suites that send every route of the OpenAPI document hostile or unauthorised requests: in CI they run once, on
// PostgreSQL (the production database; .ci/run's second pass), not on PGlite as well: four minutes of two cores for
// checks of the HTTP layer, which answers alike on both (docs/decisions/095). A developer's `npm test` runs them.
const postgresOnlyInCi =
  process.env.CI && !process.env.DATABASE_URL
    ? ['apps/api/test/security/fuzz.int.test.ts', 'apps/api/test/security/authorization-matrix.int.test.ts']
    : [];

// Three levels of tests (docs/ARCHITECTURE.md): unit beside the code, integration against a real
// database (PGlite by default, PostgreSQL with DATABASE_URL), e2e with Playwright (not here).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/web/scripts/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          setupFiles: ['./scripts/vitest-fail-on-console.ts'],
          // A few unit tests open an in-memory PGlite (its initdb alone takes seconds on two busy cores).
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // Modules are loaded once per worker, not once per file (docs/decisions/095); no test mocks a module.
          isolate: false,
        },
      },
      {
        resolve: { alias: { '@': webSrc } },
        test: {
          ...webTests,
          name: 'web',
          exclude: [...freshModuleFiles, '**/node_modules/**'],
          // One jsdom and one module graph per worker, not per file: loading jsdom, React and the app anew for each
          // of ~65 files was two thirds of the project's time (docs/decisions/095). setup.ts empties what a test
          // leaves behind (DOM, storage, handlers, timers, toasts).
          isolate: false,
        },
      },
      {
        resolve: { alias: { '@': webSrc } },
        test: { ...webTests, name: 'web-fresh', include: freshModuleFiles },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/**/*.int.test.ts'],
          // The schema is made once per run; each file's database is a copy of it (issue 56).
          globalSetup: ['./apps/api/test/setup/template-database.ts'],
          exclude: ['**/node_modules/**', ...postgresOnlyInCi],
          environment: 'node',
          setupFiles: ['./scripts/vitest-fail-on-console.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: run files in a couple of forks, each file with its own database. A fork keeps its modules from
          // one file to the next (the app, its routes, the embedded season's data are loaded once per fork, not once
          // per file: docs/decisions/095); every file closes the apps and databases it opens.
          pool: 'forks',
          maxWorkers: 2,
          isolate: false,
          // Runs after the fast unit projects, as its own group.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
