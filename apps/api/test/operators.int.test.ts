import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ManualClock } from '@scoreline/domain';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, queryRows, type DatabaseConnection } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { grantAct, operatorCommand } from '../scripts/operator-command';
import { grantOperatorByCommand, revokeOperatorByCommand } from '../src/modules/auth/operators.service';
import { createPlayer, get, post, signUpBody } from './helpers/auth-helpers';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

/**
 * Issue 10 finding 6 (docs/decisions/013): operator rights are grants in the database, given at start only to
 * accounts verified before their address was named in ADMIN_EMAILS, or through `npm run admin:grant`, audited,
 * and revoked only by `npm run admin:revoke`, audited: a start never revokes (issue 57, ADR 091).
 */

const clock = new ManualClock('2024-03-02T12:00:00Z');
const hour = 60 * 60_000;

/** Starts the app on an existing database, as a restart with these ADMIN_EMAILS would. */
async function startApp(database: DatabaseConnection, adminEmails: string): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: 'false', ADMIN_EMAILS: adminEmails });
  const app = await buildApp({ config, database, containerOptions: { clock, schedule: false }, webDist: null });
  await app.ready();
  return app;
}

async function isOperator(app: FastifyInstance, player: { id: number; token: string }): Promise<boolean> {
  const me = await get(app, `/users/${player.id}`, { token: player.token });
  expect(me.statusCode).toBe(200);
  return me.json().data.isAdmin as boolean;
}

async function grantsOf(database: DatabaseConnection, email: string) {
  const rows = await queryRows<{
    source: string;
    granted_by: string;
    granted_at: Date | string;
    revoked_reason: string | null;
  }>(
    database.db,
    sql`select source, granted_by, granted_at, revoked_reason from operator_grants where email = ${email} order by id`,
  );
  // Raw rows carry timestamps as Date on node-postgres and as text on PGlite.
  return rows.map((row) => ({ ...row, granted_at: new Date(row.granted_at) }));
}

async function auditOf(database: DatabaseConnection, userId: number) {
  const rows = await queryRows<{ action: string }>(
    database.db,
    sql`select action from audit_log where subject = ${`user:${userId}`} order by id`,
  );
  return rows.map((row) => row.action);
}

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.destroy();
});

describe('operators named in ADMIN_EMAILS', () => {
  it('cannot be claimed by signing up for a named address, even after a restart', async () => {
    let app = await startApp(t.connection, 'boss@example.com');
    clock.advance(hour);
    const claimer = await createPlayer(app, { email: 'boss@example.com' });
    expect(await isOperator(app, claimer)).toBe(false);
    await app.close();

    app = await startApp(t.connection, 'boss@example.com');
    expect(await isOperator(app, claimer)).toBe(false);
    const block = await post(app, `/admin/users/${claimer.id}/block`, {}, { token: claimer.token });
    expect(block.statusCode).toBe(403);
    expect(await grantsOf(t.connection, 'boss@example.com')).toEqual([]);
    await app.close();
  });

  it('are granted at start when the account was verified before the address was named, with who/when/how', async () => {
    let app = await startApp(t.connection, '');
    const veteran = await createPlayer(app, { email: 'veteran@example.com' });
    await app.close();

    clock.advance(hour);
    app = await startApp(t.connection, 'veteran@example.com');
    expect(await isOperator(app, veteran)).toBe(true);
    expect(await grantsOf(t.connection, 'veteran@example.com')).toEqual([
      { source: 'admin_emails', granted_by: 'start', granted_at: clock.now(), revoked_reason: null },
    ]);
    expect(await auditOf(t.connection, veteran.id)).toEqual(['operator.grant']);
    await app.close();
  });

  it('keep their rights when a process starts without their address; only the revoke command ends them, audited', async () => {
    let app = await startApp(t.connection, '');
    const early = await createPlayer(app, { email: 'early@example.com' });
    await app.close();
    clock.advance(hour);
    app = await startApp(t.connection, 'early@example.com,late@example.com');
    const late = await createPlayer(app, { email: 'late@example.com' });
    const outcome = await grantOperatorByCommand({
      db: t.connection.db,
      clock,
      adminEmails: ['early@example.com', 'late@example.com'],
      email: 'late@example.com',
      grantedBy: 'ops@host',
    });
    expect(outcome).toBe('granted');
    expect([await isOperator(app, early), await isOperator(app, late)]).toEqual([true, true]);
    await app.close();

    clock.advance(hour);
    // One process started with another list (or none): it must not strip the operators the others granted.
    app = await startApp(t.connection, '');
    expect([await isOperator(app, early), await isOperator(app, late)]).toEqual([true, true]);
    expect(await auditOf(t.connection, late.id)).toEqual(['operator.grant']);

    expect(
      await revokeOperatorByCommand({ db: t.connection.db, clock, email: 'Late@example.com', revokedBy: 'ops@host' }),
    ).toBe('revoked');
    expect(
      await revokeOperatorByCommand({ db: t.connection.db, clock, email: 'late@example.com', revokedBy: 'ops@host' }),
    ).toBe('not_operator');
    // The session survives; the rights do not, from the next request.
    expect([await isOperator(app, early), await isOperator(app, late)]).toEqual([true, false]);
    expect((await post(app, `/admin/users/${early.id}/block`, {}, { token: late.token })).statusCode).toBe(403);
    expect((await grantsOf(t.connection, 'late@example.com'))[0]).toMatchObject({
      source: 'command',
      granted_by: 'ops@host',
      revoked_reason: 'revoked by ops@host',
    });
    expect(await auditOf(t.connection, late.id)).toEqual(['operator.grant', 'operator.revoke']);
    await app.close();
  });
});

/**
 * Runs `npm run admin:grant`'s whole path in-process (arguments, the app's environment, the folder's lock, the
 * migrations, the grant, the exit code and message); `npm run check:production-install` runs the built script itself.
 */
function adminGrant(email: string, env: Record<string, string>) {
  return operatorCommand('admin:grant', ['--', email], { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }, grantAct);
}

describe('npm run admin:grant', () => {
  let dataDir: string | undefined;
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('grants a named address whose account came later, and refuses unknown and unverified ones clearly', async () => {
    // On PostgreSQL beside the running app; on PGlite in its folder, with the app stopped (one process per folder).
    const named = 'newcomer@example.com,nobody@example.com,pending@example.com';
    dataDir = t.url ? undefined : await mkdtemp(path.join(os.tmpdir(), 'scoreline-admin-grant-'));
    const database = dataDir ? await openFolderDatabase(dataDir) : t.connection;
    const env: Record<string, string> = t.url
      ? { DATABASE_URL: t.url, ADMIN_EMAILS: named }
      : { DATA_DIR: dataDir ?? '', ADMIN_EMAILS: named };
    let app = await startApp(database, named);
    const newcomer = await createPlayer(app, { email: 'newcomer@example.com' });
    await post(app, '/auth/sign-up', signUpBody({ email: 'pending@example.com' }));
    if (dataDir) {
      expect((await adminGrant('newcomer@example.com', env)).output).toMatch(/is in use by process \d+/);
      await app.close();
      await database.close();
    }

    expect(await adminGrant('nobody@example.com', env)).toEqual({
      code: 1,
      output: 'No account uses nobody@example.com. Its owner must sign up and verify the address first.',
    });
    expect(await adminGrant('pending@example.com', env)).toEqual({
      code: 1,
      output:
        'The account pending@example.com has not verified its e-mail address yet. Its owner must enter the code mailed at sign-up first.',
    });
    expect(await adminGrant('Newcomer@Example.com', env)).toEqual({
      code: 0,
      output: 'newcomer@example.com is now an operator (recorded in operator_grants and audit_log).',
    });

    const after = dataDir ? await openFolderDatabase(dataDir) : database;
    if (dataDir) app = await startApp(after, named);
    expect(await isOperator(app, newcomer)).toBe(true);
    const [grant] = await grantsOf(after, 'newcomer@example.com');
    expect(grant?.source).toBe('command');
    expect(grant?.granted_by).toMatch(/\(npm run admin:grant\)$/);
    expect(await auditOf(after, newcomer.id)).toEqual(['operator.grant']);
    await app.close();
    if (dataDir) await after.close();
  });

  it('answers a call without exactly one address with its usage, exit code 1', async () => {
    const usage = { code: 1, output: 'Usage: npm run admin:grant -- <email>' };
    expect(await operatorCommand('admin:grant', [], { NODE_ENV: 'test' }, grantAct)).toEqual(usage);
    expect(await operatorCommand('admin:grant', ['a@example.com', 'b@example.com'], {}, grantAct)).toEqual(usage);
    expect(await operatorCommand('admin:grant', ['--force'], {}, grantAct)).toEqual(usage);
  });

  it('refuses an address that is not named in ADMIN_EMAILS', async () => {
    const outcome = await grantOperatorByCommand({
      db: t.connection.db,
      clock,
      adminEmails: ['boss@example.com'],
      email: 'veteran@example.com',
      grantedBy: 'ops@host',
    });
    expect(outcome).toBe('not_named');
  });
});

async function openFolderDatabase(dataDir: string): Promise<DatabaseConnection> {
  const database = await openDatabase({
    pgliteDir: path.join(dataDir, 'pglite'),
    pgliteTemplate: inject('pgliteTemplate'),
  });
  await runMigrations(database);
  return database;
}
