// Bundles the API into dist/server.js with its npm dependencies (issue 14, ADR 028): one file loads faster than the
// hundreds of files of node_modules Node would otherwise resolve, read and link one by one. What must stay a package
// of its own loads from node_modules at run time: native addons (sharp, argon2, file locks, resvg), PGlite (its
// WebAssembly and data files sit beside its code), pino (its worker threads load files by path), the OpenAPI
// page's static files, and pg's optional native binding.
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';

await build({
  entryPoints: {
    server: 'src/start.ts',
    'migrate-cli': 'src/db/migrate-cli.ts',
    'pglite-template-cli': 'src/db/pglite-template-cli.ts',
    // Operator commands run from the build, so a production install (`npm ci --omit=dev`) has them (ADR 087).
    'admin-grant': 'scripts/admin-grant.ts',
    backup: 'scripts/backup.ts',
    restore: 'scripts/restore.ts',
    'export-postgres': 'scripts/export-postgres.ts',
    'admin-revoke': 'scripts/admin-revoke.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  // Whitespace and syntax only: names stay as written, for stack traces and profiles.
  minifyWhitespace: true,
  minifySyntax: true,
  // Bundled CommonJS packages call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
  // A package named here stays external with every path inside it.
  external: [
    '@electric-sql/pglite',
    'sharp',
    '@node-rs/argon2',
    'fs-native-extensions',
    'pino',
    '@fastify/swagger-ui',
    'pg-native',
    // The recap image's renderer (ADR 117): a native addon per platform.
    '@resvg/resvg-js',
  ],
});

// The migrated empty cluster a new embedded database starts from (src/db/pglite-template.ts).
const template = spawnSync(process.execPath, ['dist/pglite-template-cli.js'], { stdio: 'inherit' });
if (template.status !== 0) process.exit(template.status ?? 1);
