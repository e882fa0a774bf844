// Bundles the API into dist/server.js: our own code and the workspace packages (TypeScript source)
// are bundled; every npm dependency stays external and loads from node_modules at run time.
import { build } from 'esbuild';

const ownCode = /^(\.|\/|@scoreline\/)/;

await build({
  entryPoints: { server: 'src/server.ts', 'migrate-cli': 'src/db/migrate-cli.ts' },
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
