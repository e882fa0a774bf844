import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { buildApp } from './app';
import { assertSafeStartup } from './startup-checks';
import { startFootballSync } from './jobs/football-sync.job';

async function main(): Promise<void> {
  const bootStarted = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await runMigrations(database);
  try {
    await assertSafeStartup(config, database);
  } catch (error) {
    await database.close();
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config, database });
  await startFootballSync(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.driver,
      dataDir: database.driver === 'pglite' ? config.dataDir : undefined,
      bootMs: Math.round(performance.now() - bootStarted),
    },
    `Scoreline is ready on ${config.publicUrl ?? `http://localhost:${config.port}`}`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Scoreline failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
