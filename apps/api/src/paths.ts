import { fileURLToPath } from 'node:url';

// Both src/paths.ts and the bundled dist/server.js sit one folder below apps/api.
const apiRoot = new URL('../', import.meta.url);

export const paths = {
  apiRoot: fileURLToPath(apiRoot),
  migrations: fileURLToPath(new URL('drizzle/', apiRoot)),
  webDist: fileURLToPath(new URL('../web/dist/', apiRoot)),
  embeddedData: fileURLToPath(new URL('../../data/', apiRoot)),
};
