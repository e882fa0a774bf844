/**
 * What the multi-process checks share (`check:roles`, `check:deploy`): a report of checks, free ports, a throwaway
 * PostgreSQL database, waiting for a condition, the built server started as a child process, and a mail catcher
 * (the code mails the worker sends).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverScript = path.join(root, 'apps/api/dist/server.js');
export const pgHost = process.env.PGHOST ?? '127.0.0.1';
export const pgPort = Number(process.env.PGPORT ?? 5432);
export const pgUser = process.env.PGUSER ?? 'postgres';
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Checks reported as they are made; `failures` lists those that did not hold. */
export function checker(name: string) {
  const failures: string[] = [];
  const log = (message: string) => process.stdout.write(`[${name}] ${message}\n`);
  const check = (ok: boolean, what: string) => {
    log(`${ok ? '✔' : '✘'} ${what}`);
    if (!ok) failures.push(what);
  };
  return { log, check, failures };
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Runs a statement on the server's `postgres` database (create or drop the check's own database). */
export async function adminQuery(query: string): Promise<void> {
  const client = new pg.Client({ host: pgHost, port: pgPort, user: pgUser, database: 'postgres' });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** Resolves with the first value `probe` gives that is not undefined (a throw counts as undefined). */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 180_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

/** Child processes started by a check, to stop at its end. */
export const children: ChildProcess[] = [];

/** Starts the built server (apps/api/dist/server.js) with `env` over this process's environment. */
export function startServer(name: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [serverScript], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk.toString()}`));
  children.push(child);
  return child;
}

/** Resolves when the child has exited (at once when it already has). */
export const exited = (child: ChildProcess) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve),
  );

export async function stopChildren(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  for (const child of children) child.kill(signal);
  await Promise.all(children.map(exited));
}

/** An SMTP server on 127.0.0.1 keeping every mail it receives. */
export async function mailCatcher(port: number) {
  const mails: { to: string; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) mails.push({ to: to.address, raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return {
    mails,
    /** The code of the latest mail to `email` (waits for it). */
    codeFor: async (email: string) => {
      const mail = await until(`the code mail to ${email}`, async () => mails.findLast((m) => m.to === email), 60_000);
      return /^\s{4}(\d{4,8})\r?$/m.exec(mail.raw)?.[1];
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
