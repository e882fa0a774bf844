import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir, openDatabase, openPgliteEarly } from './client';

/** A second process that takes the same OS lock and holds it until killed. */
function holdLockInAnotherProcess(lockPath: string): Promise<ChildProcess> {
  const script = `
    const fs = require('node:fs');
    const { tryLock } = require('fs-native-extensions');
    const fd = fs.openSync(${JSON.stringify(lockPath)}, 'a+');
    if (!tryLock(fd)) process.exit(3);
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, String(process.pid));
    process.stdout.write('locked\\n');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('the PGlite data folder lock (issue #10)', () => {
  const releases: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(releases.splice(0).map((release) => release()));
  });

  async function folder() {
    return path.join(await mkdtemp(path.join(os.tmpdir(), 'scoreline-lock-')), 'pglite');
  }

  it('starts over a lock file left by a crashed run whose pid is now another live process', async () => {
    const dir = await folder();
    // pid 1 is always alive: the old pid-file lock refused to start here for ever.
    await writeFile(`${dir}.lock`, '1');
    releases.push(await lockDataDir(dir));
  });

  it('refuses a second process while the first holds the folder, naming it', async () => {
    const dir = await folder();
    const holder = await holdLockInAnotherProcess(`${dir}.lock`);
    try {
      await expect(lockDataDir(dir)).rejects.toThrow(`is in use by process ${holder.pid}`);
    } finally {
      await killed(holder);
    }
  });

  it('is free again the moment its holder dies, however it died', async () => {
    const dir = await folder();
    const holder = await holdLockInAnotherProcess(`${dir}.lock`);
    await killed(holder);
    releases.push(await lockDataDir(dir));
  });

  it('refuses a second open in the same process too', async () => {
    const dir = await folder();
    releases.push(await lockDataDir(dir));
    await expect(lockDataDir(dir)).rejects.toThrow('is in use by process');
  });

  it('holds the folder for as long as the database is open', async () => {
    const dir = await folder();
    const database = await openDatabase({ pgliteDir: dir });
    await expect(lockDataDir(dir)).rejects.toThrow(`is in use by process ${process.pid}`);
    await database.close();
    releases.push(await lockDataDir(dir));
  }, 60_000); // creating PGlite files on disk takes seconds on a busy machine

  it('opened early by the entry, is the database the server then opens, locked until it is closed', async () => {
    const dir = await folder();
    await openPgliteEarly(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(`is in use by process ${process.pid}`);
    const database = await openDatabase({ pgliteDir: dir });
    expect(await database.ping()).toBeGreaterThanOrEqual(0);
    await database.close();
    releases.push(await lockDataDir(dir));
  }, 60_000);

  it('opened early while another process holds the folder, is refused when the server opens it, naming that process', async () => {
    const dir = await folder();
    const holder = await holdLockInAnotherProcess(`${dir}.lock`);
    try {
      await openPgliteEarly(dir);
      await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(`is in use by process ${holder.pid}`);
    } finally {
      await killed(holder);
    }
  });
});
