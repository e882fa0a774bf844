/**
 * The parts of `npm run check:deploy` that stand in for the containers of compose.yaml: Debian's nginx run from
 * deploy/nginx/scoreline.conf.template (rendered as the official image renders it), a self-signed certificate, and an
 * HTTPS client that can choose its source address on the loopback network (each simulated player its own address).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { root } from './check-lib';

const NGINX = '/usr/sbin/nginx';

/** Installs Debian's nginx when it is missing (non-interactively, as .ci/run installs Chromium). */
export function ensureNginx(log: (line: string) => void): void {
  if (existsSync(NGINX)) return;
  log("installing Debian's nginx (nginx-light)");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { env, stdio: 'ignore' });
  if (install().status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore' });
    if (install().status !== 0) throw new Error('could not install nginx-light with apt-get');
  }
}

/** A self-signed certificate for localhost and 127.0.0.1 (openssl), valid for a day. */
export function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'fullchain.pem');
  const key = path.join(dir, 'privkey.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/**
 * Renders the template as the nginx image's entrypoint does (envsubst of the variables it is given; nginx's own
 * `$host` and the like stay), and refuses a variable left unset.
 */
export async function renderTemplate(variables: Record<string, string>): Promise<string> {
  const template = await readFile(path.join(root, 'deploy/nginx/scoreline.conf.template'), 'utf8');
  const text = template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => variables[name] ?? whole);
  const left = /\$\{[A-Z_]+\}/.exec(text.replace(/^#.*$/gm, ''));
  if (left) throw new Error(`deploy/nginx/scoreline.conf.template: ${left[0]} is not set`);
  return text;
}

/** Starts nginx in the foreground with the rendered server config inside a minimal http block of its own. */
export async function startNginx(dir: string, serverConfig: string): Promise<ChildProcess> {
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    await mkdir(path.join(dir, 'tmp', folder), { recursive: true });
  await writeFile(path.join(dir, 'scoreline.conf'), serverConfig);
  const main = `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  include ${dir}/scoreline.conf;
}
`;
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, main);
  const test = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t: ${test.stderr}`);
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[nginx] ${chunk.toString()}`));
  return child;
}

export interface Answer<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
  text: string;
}

/** An HTTPS (or HTTP) client trusting the check's certificate, from a chosen loopback source address. */
export function client(ca: string) {
  const agents = new Map<string, https.Agent>();
  const agentFor = (from: string) => {
    let agent = agents.get(from);
    if (!agent) {
      agent = new https.Agent({ keepAlive: true, ca, servername: 'localhost' });
      agents.set(from, agent);
    }
    return agent;
  };
  async function request<T = unknown>(
    url: string,
    init: { method?: string; body?: unknown; token?: string; from?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const target = new URL(url);
    const from = init.from ?? '127.0.0.1';
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const headers: Record<string, string> = { ...init.headers };
    if (body) headers['content-type'] = 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const secure = target.protocol === 'https:';
    return new Promise((resolve, reject) => {
      const req = (secure ? https : http).request(
        target,
        {
          method: init.method ?? 'GET',
          headers,
          localAddress: from,
          ...(secure ? { agent: agentFor(from) } : {}),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // not JSON: keep the text
            }
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed as T, text });
          });
          response.on('error', reject);
        },
      );
      req.setTimeout(20_000, () => req.destroy(new Error(`timeout: ${url}`)));
      req.on('error', reject);
      req.end(body);
    });
  }

  /** Opens a text/event-stream and resolves `next` with the first `score` event matching. */
  function stream(url: string) {
    const target = new URL(url);
    const events: unknown[] = [];
    const waiters: { match: (event: unknown) => boolean; resolve: (event: unknown) => void }[] = [];
    let closeIt = () => undefined as void;
    const opened = new Promise<number>((resolve, reject) => {
      const secure = target.protocol === 'https:';
      const req = (secure ? https : http).request(
        target,
        { headers: { accept: 'text/event-stream' }, ...(secure ? { ca, servername: 'localhost' } : {}) },
        (response) => {
          let buffer = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            buffer += chunk;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const frame = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              if (!/^event: score$/m.test(frame)) continue;
              const data = /^data: (.*)$/m.exec(frame)?.[1];
              if (!data) continue;
              const event = JSON.parse(data) as unknown;
              events.push(event);
              for (const waiter of [...waiters]) {
                if (waiter.match(event)) {
                  waiters.splice(waiters.indexOf(waiter), 1);
                  waiter.resolve(event);
                }
              }
            }
          });
          resolve(response.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      closeIt = () => void req.destroy();
      req.end();
    });
    return {
      opened,
      next: (match: (event: unknown) => boolean, timeoutMs = 15_000) =>
        new Promise<unknown>((resolve, reject) => {
          const found = events.find(match);
          if (found) return resolve(found);
          waiters.push({ match, resolve });
          setTimeout(() => reject(new Error(`no matching live event on ${url}`)), timeoutMs).unref();
        }),
      close: () => closeIt(),
    };
  }

  return { request, stream, close: () => agents.forEach((agent) => agent.destroy()) };
}
