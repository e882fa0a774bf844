// Bundles the API into dist/server.js: our own code and the workspace packages (TypeScript source)
// are bundled; every npm dependency stays external and loads from node_modules at run time.
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';

const ownCode = /^(\.|\/|@scoreline\/)/;

await build({
  entryPoints: {
    server: 'src/server.ts',
    'migrate-cli': 'src/db/migrate-cli.ts',
    'pglite-template-cli': 'src/db/pglite-template-cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-dependencies',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /.*/ }, (args) => {
          if (args.kind === 'entry-point' || ownCode.test(args.path)) return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
});

// The migrated empty cluster a new embedded database starts from (src/db/pglite-template.ts).
const template = spawnSync(process.execPath, ['dist/pglite-template-cli.js'], { stdio: 'inherit' });
if (template.status !== 0) process.exit(template.status ?? 1);
