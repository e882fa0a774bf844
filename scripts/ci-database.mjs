// Creates or drops a throwaway PostgreSQL database for CI: `node scripts/ci-database.mjs create|drop NAME`.
// Connects to the server's `postgres` database as PGUSER (trust auth on the CI machine).
import pg from 'pg';

const [action, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action ?? '') || !/^[a-z0-9_]+$/.test(name ?? '')) {
  console.error('usage: node scripts/ci-database.mjs create|drop <name: a-z 0-9 _>');
  process.exit(2);
}
const client = new pg.Client({
  host: process.env.PGHOST ?? '127.0.0.1',
  port: Number(process.env.PGPORT ?? 5432),
  user: process.env.PGUSER ?? 'postgres',
  database: 'postgres',
});
await client.connect();
try {
  await client.query(
    action === 'create' ? `create database "${name}"` : `drop database if exists "${name}" with (force)`,
  );
  console.log(`${action === 'create' ? 'created' : 'dropped'} database ${name}`);
} finally {
  await client.end();
}
