import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

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
        },
      },
      {
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Route pages are lazy chunks transformed on first use; on two busy cores a first render can take seconds.
          testTimeout: 20_000,
          // msw for the network, and a clean slate after each test (apps/web/src/testing/setup.ts).
          setupFiles: ['./scripts/vitest-fail-on-console.ts', './apps/web/src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/**/*.int.test.ts'],
          // The schema is made once per run; each file's database is a copy of it (issue 56).
          globalSetup: ['./apps/api/test/setup/template-database.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          setupFiles: ['./scripts/vitest-fail-on-console.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: run files in a couple of forks, each with its own database.
          pool: 'forks',
          maxWorkers: 2,
          // Runs after the fast unit projects, as its own group.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
