/**
 * Runs before the e2e server (playwright.config.ts `webServer.command`), with the same environment. An address in
 * ADMIN_EMAILS is not an operator by itself (docs/decisions/013), so the journeys' operator is made the way a
 * real one is: the built app starts on the e2e data folder (mail to its development outbox, on a spare port), the
 * operator signs up and verifies through the API, the app stops, and `npm run admin:grant` grants the account
 * (PGlite takes one process per folder). Then the e2e server starts on the same folder.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { operatorAccount } from './operator';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SMTP_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const exited = once(server, 'exit');

async function call(path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

async function waitUntilReady(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the app stopped while starting (exit ${server.exitCode})`);
    // Ready, not only listening: the season is prepared before the app stops (issue 14).
    const ready = await call('/api/v1/health/ready').then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the app did not start within 2 minutes');
}

/** The operator's code, once its mail has left through the job queue (a few seconds at most). */
async function codeFromOutbox(): Promise<string | undefined> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const outbox = (await call('/dev/mail.json')).json as { data: { to: string; text: string }[] };
    const mail = outbox.data.find((entry) => entry.to === operatorAccount.email);
    const otp = mail && /^\s{4}(\d{4,8})$/m.exec(mail.text)?.[1];
    if (otp) return otp;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}

try {
  await waitUntilReady();
  const signUp = await call('/api/v1/auth/sign-up', { ...operatorAccount, confirmPassword: operatorAccount.password });
  // 409: a reused E2E_DATA_DIR already holds the operator.
  if (signUp.status !== 409) {
    if (signUp.status !== 201) throw new Error(`operator sign-up: ${JSON.stringify(signUp.json)}`);
    const otp = await codeFromOutbox();
    if (!otp) throw new Error('no code in the development outbox for the operator');
    const verify = await call('/api/v1/auth/verify', { email: operatorAccount.email, otp, purpose: 'sign_up' });
    if (verify.status !== 200) throw new Error(`operator verification: ${JSON.stringify(verify.json)}`);
  }
} finally {
  server.kill('SIGTERM');
  await exited;
}

const grant = spawnSync('npm', ['run', '--silent', 'admin:grant', '--', operatorAccount.email], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (grant.status !== 0) throw new Error(`npm run admin:grant failed (exit ${grant.status})`);
