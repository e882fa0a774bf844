import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const webFeatures = existsSync('apps/web/src/features')
  ? readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

const webZones = [
  { target: './apps/web/src', from: './apps/api', message: 'The web app talks to the API over HTTP only.' },
  {
    target: [
      './apps/web/src/components',
      './apps/web/src/lib',
      './apps/web/src/config',
      './apps/web/src/hooks',
      './apps/web/src/utils',
    ],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared code (including the API layer in lib/api) must not import features or the app.',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features must not import the app layer.',
  },
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in src/app/routes.',
  })),
];

const neutralPackagePatterns = [
  { group: ['node:*', 'fs', 'path', 'os', 'crypto'], message: 'packages/* are runtime-neutral.' },
  {
    group: ['react', 'react-dom', 'fastify', '@scoreline/api', '@scoreline/web'],
    message: 'packages/* depend on no app.',
  },
];
const webSources = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  ignores: ['apps/web/src/testing/**', '**/*.test.{ts,tsx}'],
};
const toastModules = ['apps/web/src/lib/toast.ts', 'apps/web/src/lib/configured-toaster.tsx'];
/** The web modules that build forms' zod schemas (the forms load them when first used, ADR 042). */
const formModules = [
  'apps/web/src/features/auth/utils/schemas.ts',
  'apps/web/src/features/profile/utils/profile-form-schema.ts',
  'apps/web/src/features/bonus/utils/bonus-answer-schema.ts',
];
const toastImport = {
  name: 'react-hot-toast',
  message: "Use { toast } from '@/lib/toast': react-hot-toast loads with the first toast.",
  allowTypeImports: true,
};
const contractsImport = {
  name: '@scoreline/contracts',
  message:
    "Import values from '@scoreline/contracts/plain' (messages, limits, names) or '@scoreline/contracts/answers' " +
    '(answer checks): the main entry builds every zod schema, which only forms load (ADRs 024, 042, 043).',
  allowTypeImports: true,
};
const routerLinkImport = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message:
    "Use { Link, NavLink } from '@/components/link': React Router's carry prefetching this app never uses (ADR 046).",
};
const zodImport = {
  name: 'zod',
  message: 'Only the modules that build form schemas use zod in the web app (ADRs 024, 042, 043).',
  allowTypeImports: true,
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.test-data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import/resolver': {
        typescript: { project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true },
        node: true,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import/no-cycle': 'error',
      'import/no-self-import': 'error',
      'no-console': 'error',
    },
  },
  // Shared packages are runtime-neutral: no Node built-ins, no DOM, and never the apps.
  {
    files: ['packages/**/*.ts'],
    ignores: ['packages/*/scripts/**'], // Node scripts run at build time (npm run generate:answers)
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: neutralPackagePatterns,
        },
      ],
    },
  },
  // The web app imports the domain's rules: they take values from the contracts' zod-free entry only (ADR 043).
  {
    files: ['packages/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: neutralPackagePatterns, paths: [contractsImport] }],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    ignores: ['packages/*/scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...neutralPackagePatterns,
            { group: ['@scoreline/domain'], message: 'contracts must not depend on domain rules.' },
          ],
        },
      ],
    },
  },
  // The API: routes → services → repositories; modules don't reach into each other's repositories.
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/api/src', from: './apps/web', message: 'The API never imports the web app.' },
            { target: './packages', from: './apps', message: 'Packages never import apps.' },
          ],
        },
      ],
    },
  },
  // A module uses its own repositories; another module's data comes through that module's service or its events.
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repository', '../../*/*.repository', '**/modules/*/*.repository'],
              message: "A module never imports another module's repository: ask its service (engineering guide).",
            },
          ],
        },
      ],
    },
  },
  // The web app: shared (components, lib — with the shared API layer lib/api —, config, hooks) → features → app
  // (its layouts and the route pages that compose features) is the only direction.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
      'import/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  // The test helpers (renderRoute, msw handlers) are for tests only.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webZones,
            {
              target: './apps/web/src',
              from: './apps/web/src/testing',
              message: 'Only tests import src/testing.',
            },
          ],
        },
      ],
    },
  },
  // Toasts go through lib/toast.ts, which loads react-hot-toast with the first one (ADR 036). Values come from the
  // contracts' zod-free entries: the main entry builds every zod schema, which only the forms load (ADRs 024, 042, 043).
  {
    ...webSources,
    ignores: [...webSources.ignores, ...toastModules, ...formModules],
    rules: {
      'no-restricted-imports': ['error', { paths: [toastImport, contractsImport, zodImport, routerLinkImport] }],
    },
  },
  { files: formModules, rules: { 'no-restricted-imports': ['error', { paths: [toastImport] }] } },
  { files: toastModules, rules: { 'no-restricted-imports': ['error', { paths: [contractsImport, zodImport] }] } },
  {
    files: [
      '**/*.test.{ts,tsx}',
      'e2e/**/*.ts',
      'scripts/**/*.{ts,mjs,js}',
      'apps/*/scripts/**/*.ts',
      'apps/api/build.mjs',
      '*.config.{ts,js}',
    ],
    rules: { 'no-console': 'off' },
  },
);
