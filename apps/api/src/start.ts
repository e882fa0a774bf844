import cluster from 'node:cluster';
import { loadConfig, pgliteDirOf } from './config';
import { openPgliteEarly } from './db/client';

/**
 * The server's entry (docs/decisions/064). The embedded run (no DATABASE_URL) opens its database first and loads the
 * rest of the server afterwards: PGlite's start ends with ~0.3 s of background compilation that the first turn of the
 * event loop would wait for, and loading the server fills that time instead. `server.ts` then takes the open database
 * (`openDatabase` of the same folder) and reports any problem, a configuration error or a locked folder, as before.
 */
try {
  const config = loadConfig();
  if (cluster.isPrimary && !config.databaseUrl) await openPgliteEarly(pgliteDirOf(config));
} catch {
  // A configuration error: server.ts says what it is.
}
await import('./server');
