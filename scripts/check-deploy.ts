/**
 * `npm run check:deploy` (issue 57, ADR 086): compose.yaml's topology without containers (Docker Hub cannot be
 * reached here). Debian's nginx from deploy/nginx/scoreline.conf.template with a self-signed certificate, two
 * ROLE=web processes and a ROLE=worker of the built server on one fresh PostgreSQL database and Redis, configured as
 * compose.yaml configures them (NODE_ENV=production, TRUST_PROXY = the proxy's address, metrics on their own ports).
 * Checks through the proxy over HTTPS, and exits non-zero otherwise:
 * sign-up, a prediction through one web process read back through the other, a live score reaching a stream on each,
 * the worker scoring, rate limits shared, X-Forwarded-For honoured only from the proxy, and a rolling restart of the
 * web processes under a steady load of reads and predictions with no error and no non-2xx answer.
 * Needs `npm run build` first. Ports: CHECK_DEPLOY_PORT (default 4600) to +99.
 */
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  adminQuery,
  checker,
  children,
  exited,
  mailCatcher,
  pgHost,
  pgPort,
  pgUser,
  root,
  serverScript,
  sleep,
  startServer,
  stopChildren,
  until,
} from './check-lib';
import { client, ensureNginx, renderTemplate, selfSignedCertificate, startNginx } from './deploy-harness';
import { rollingRestartUnderLoad } from './deploy-load';

const base = Number(process.env.CHECK_DEPLOY_PORT ?? 4600);
const ports = { webA: base + 1, webB: base + 2, worker: base + 10, metricsA: base + 11, metricsB: base + 12 };
const proxyPorts = { https: base + 43, http: base + 80, smtp: base + 25 };
const dbName = `scoreline_deploy_${Date.now()}_${process.pid}`;
const redisUrl = process.env.CHECK_DEPLOY_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const metricsToken = 'check-deploy-metrics-token-0123456789';
const { log, check, failures } = checker('check:deploy');
const proxy = `https://localhost:${proxyPorts.https}/api/v1`;
const direct = (port: number) => `http://127.0.0.1:${port}/api/v1`;
/** A loopback address of its own for each simulated client (per-address rate limits). */
const someAddress = () => `127.${randomInt(1, 250)}.${randomInt(0, 250)}.${randomInt(2, 250)}`;

type Envelope<T> = { success: boolean; data: T; message?: string };
type MatchRow = { id: number; date: string; predictions: { prediction: string }[] };
type Round = { matches: { rows: MatchRow[] }; current_round: number | null };

async function main(): Promise<void> {
  if (!existsSync(serverScript)) throw new Error('apps/api/dist/server.js is missing: run npm run build first');
  ensureNginx(log);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'scoreline-deploy-'));
  const { cert, key } = selfSignedCertificate(dir);
  const http = client(await readFile(cert, 'utf8'));
  await adminQuery(`create database "${dbName}"`);
  const mail = await mailCatcher(proxyPorts.smtp);
  const operator = { email: 'ops@deploy.scoreline.test', password: 'Secret123' };
  const common = {
    NODE_ENV: 'production',
    DATABASE_URL: `postgres://${pgUser}@${pgHost}:${pgPort}/${dbName}`,
    REDIS_URL: redisUrl,
    PUBLIC_URL: `https://localhost:${proxyPorts.https}`,
    SMTP_URL: `smtp://127.0.0.1:${proxyPorts.smtp}`,
    ADMIN_EMAILS: operator.email,
    DEMO: 'true',
    TRUST_PROXY: '127.0.0.1',
    HOST: '127.0.0.1',
    METRICS_TOKEN: metricsToken,
    DRAIN_DELAY_MS: '1000',
    LIVE_POLL_MS: '200',
    LOG_LEVEL: 'warn',
  };
  const webEnv = (port: number, metricsPort: number) => ({
    ...common,
    ROLE: 'web',
    // The worker seeds the demo players; a restarted web process must not (the database has real accounts by then).
    DEMO: 'false',
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
  });
  const webs = {
    a: { name: 'web-a', port: ports.webA, env: webEnv(ports.webA, ports.metricsA) },
    b: { name: 'web-b', port: ports.webB, env: webEnv(ports.webB, ports.metricsB) },
  };
  const running = new Map<string, ReturnType<typeof startServer>>();
  const startWeb = (web: typeof webs.a) => running.set(web.name, startServer(web.name, web.env));
  const readyAt = (url: string) =>
    until(url, async () => ((await http.request(url)).status === 200 ? true : undefined), 120_000);
  try {
    startWeb(webs.a);
    startWeb(webs.b);
    startServer('worker', { ...common, ROLE: 'worker', METRICS_PORT: String(ports.worker) });
    for (const web of [webs.a, webs.b]) await readyAt(`${direct(web.port)}/health/ready`);
    await readyAt(`http://127.0.0.1:${ports.worker}/health/ready`);
    check(true, 'two ROLE=web processes and the worker (its health port) answer ready');
    // The image's HEALTHCHECK script, as each container runs it.
    const healthcheck = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['deploy/healthcheck.mjs'], { cwd: root, env: { ...process.env, ...env } }).status;
    check(
      healthcheck({ METRICS_PORT: String(ports.worker) }) === 0 &&
        healthcheck({ METRICS_PORT: '', PORT: String(ports.webA) }) === 0 &&
        healthcheck({ METRICS_PORT: '', PORT: String(base + 99) }) === 1,
      "deploy/healthcheck.mjs (the image's HEALTHCHECK): ready on the worker's health port and a web port, not where nothing listens",
    );

    const upstreams = [webs.a, webs.b].map((web) => `server 127.0.0.1:${web.port} max_fails=1 fail_timeout=5s;`);
    const nginx = await startNginx(
      dir,
      await renderTemplate({
        SCORELINE_UPSTREAMS: upstreams.join(' '),
        SCORELINE_SERVER_NAME: 'localhost',
        NGINX_HTTP_PORT: String(proxyPorts.http),
        NGINX_HTTPS_PORT: String(proxyPorts.https),
        NGINX_TLS_CERT: cert,
        NGINX_TLS_KEY: key,
      }),
    );
    children.push(nginx);
    await readyAt(`${proxy}/health/ready`);
    const plain = await http.request(`http://127.0.0.1:${proxyPorts.http}/`);
    check(plain.status === 301, 'nginx answers HTTPS with the template and sends plain HTTP there (301)');
    const hidden = await http.request(`https://localhost:${proxyPorts.https}/metrics`);
    const scrape = (port: number) => http.request<string>(`http://127.0.0.1:${port}/metrics`, { token: metricsToken });
    const scraped = await scrape(ports.metricsA);
    check(
      hidden.status === 404 && scraped.status === 200 && scraped.text.includes('scoreline_http_request_duration'),
      'metrics: 404 through the proxy, Prometheus text on the web process’s metrics port',
    );

    // The worker syncs the embedded season, seeds the demo players and scores the matches already played.
    const board = await until('the worker to sync, seed and score', async () => {
      const { body } = await http.request<Envelope<{ total: number; latest_completed_round: number | null }>>(
        `${proxy}/score?size=100`,
      );
      return body.data.total >= 50 && body.data.latest_completed_round !== null ? body.data : undefined;
    });
    const workerMetrics = (await scrape(ports.worker)).text;
    check(
      board.total === 50 && /scoreline_scoring_duration_seconds_count\{role="worker"\} [1-9]/.test(workerMetrics),
      `the worker scored the season: 50 demo players ranked through the proxy, scoring durations on its metrics port`,
    );

    // Sign-up through the proxy: the worker mails the code.
    // Each account from an address of its own: sign-up is limited per address and hour, in a Redis that outlives a run.
    const signUp = async (email: string, username: string) => {
      const from = someAddress();
      const created = await http.request(`${proxy}/auth/sign-up`, {
        method: 'POST',
        from,
        body: {
          email,
          firstname: 'Dee',
          lastname: 'Ploy',
          username,
          password: operator.password,
          confirmPassword: operator.password,
        },
      });
      if (created.status !== 201) throw new Error(`sign-up of ${email}: ${created.status} ${created.text}`);
      const otp = await mail.codeFor(email);
      const verified = await http.request(`${proxy}/auth/verify`, {
        method: 'POST',
        from,
        body: { email, otp, purpose: 'sign_up' },
      });
      const signedIn = await http.request<Envelope<{ accessToken: string }>>(`${proxy}/auth/sign-in`, {
        method: 'POST',
        from,
        body: { email, password: operator.password },
      });
      return { ok: created.status === 201 && verified.status === 200, token: signedIn.body.data?.accessToken };
    };
    const player = await signUp('player@deploy.scoreline.test', 'deploy_player');
    check(
      player.ok && Boolean(player.token),
      'sign-up through the proxy over HTTPS (code mailed by the worker), verify, sign in',
    );
    const ops = await signUp(operator.email, 'deploy_ops');
    const grant = spawnSync('npm', ['run', '--silent', 'admin:grant', '--', operator.email], {
      cwd: root,
      env: { ...process.env, ...common },
      encoding: 'utf8',
    });
    check(ops.ok && grant.status === 0, 'npm run admin:grant (from the build) makes the operator');
    const opsToken = (
      await http.request<Envelope<{ accessToken: string }>>(`${proxy}/auth/sign-in`, {
        method: 'POST',
        from: someAddress(),
        body: { email: operator.email, password: operator.password },
      })
    ).body.data.accessToken;

    // A prediction through web-a, read back through web-b.
    const current = (await http.request<Envelope<Round>>(`${proxy}/match`, { token: player.token })).body.data;
    const next = (
      await http.request<Envelope<Round>>(`${proxy}/match?round=${(current.current_round ?? 0) + 1}`, {
        token: player.token,
      })
    ).body.data;
    const open = next.matches.rows.filter((row) => new Date(row.date).getTime() > Date.now() + 3_600_000);
    const [picked, played] = [open[0], open[1]];
    if (!picked || !played) throw new Error('the next round has no two open matches');
    const saved = await http.request(`${direct(webs.a.port)}/prediction`, {
      method: 'POST',
      token: player.token,
      body: { matchId: picked.id, prediction: '2:1' },
    });
    const readBack = await http.request<Envelope<Round>>(
      `${direct(webs.b.port)}/match?round=${(current.current_round ?? 0) + 1}`,
      { token: player.token },
    );
    const seen = readBack.body.data.matches.rows.find((row) => row.id === picked.id);
    check(
      saved.status === 201 && seen?.predictions[0]?.prediction === '2:1',
      'a prediction saved through web-a is read back through web-b',
    );

    // A live score reaches a stream on each web process and one through the proxy.
    const streams = [
      http.stream(`${direct(webs.a.port)}/live`),
      http.stream(`${direct(webs.b.port)}/live`),
      http.stream(`${proxy}/live`),
    ];
    const statuses = await Promise.all(streams.map((stream) => stream.opened));
    const kickoff = await http.request(`${proxy}/admin/matches/${played.id}/kickoff`, {
      method: 'PUT',
      token: opsToken,
      body: { date: new Date(Date.now() - 60_000).toISOString() },
    });
    const live = await http.request(`${proxy}/admin/matches/${played.id}/live`, {
      method: 'PUT',
      token: opsToken,
      body: { home: 1, away: 0, elapsed: 12 },
    });
    const isGoal = (event: unknown) => {
      const e = event as { matchId: number; home: number | null };
      return e.matchId === played.id && e.home === 1;
    };
    const reached = await Promise.all(
      streams.map((stream) =>
        stream.next(isGoal).then(
          () => true,
          () => false,
        ),
      ),
    );
    for (const stream of streams) stream.close();
    check(
      statuses.every((status) => status === 200) &&
        kickoff.status === 200 &&
        live.status === 200 &&
        reached.every(Boolean),
      `an operator's live score reaches a stream on web-a, on web-b and through the proxy (${reached.join(', ')})`,
    );

    // Rate limits: sign-in is 20 a minute per address, counted in Redis by every process.
    const signInFrom = (url: string, from: string, forwarded?: string) =>
      http.request(`${url}/auth/sign-in`, {
        method: 'POST',
        from,
        headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
        body: { email: `nobody${randomInt(1_000_000)}@deploy.scoreline.test`, password: 'Wrong1234' },
      });
    const shared = someAddress();
    const split: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      split.push((await signInFrom(direct(attempt % 2 ? webs.b.port : webs.a.port), shared)).status);
    }
    const after = [
      (await signInFrom(direct(webs.a.port), shared)).status,
      (await signInFrom(direct(webs.b.port), shared)).status,
    ];
    check(
      split.every((status) => status === 401) && after.every((status) => status === 429),
      'rate limits are shared: 10 sign-ins on web-a and 10 on web-b from one address, then 429 on both',
    );

    // X-Forwarded-For: believed from the proxy (which writes the client's address), never from anyone else.
    const spoofer = someAddress();
    const direct21: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      direct21.push((await signInFrom(direct(webs.a.port), spoofer, someAddress())).status);
    }
    const viaProxy = someAddress();
    const proxied: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      proxied.push((await signInFrom(proxy, viaProxy, someAddress())).status);
    }
    const neighbour = (await signInFrom(proxy, someAddress())).status;
    check(
      direct21[20] === 429 && proxied.slice(0, 20).every((status) => status === 401) && proxied[20] === 429,
      'X-Forwarded-For from a client is ignored: a forged address per request still meets the limit, direct or through the proxy',
    );
    check(
      neighbour === 401,
      'through the proxy, clients are told apart by the address nginx writes (another client is not limited)',
    );

    // The rolling restart under load.
    const restart = async (web: typeof webs.a) => {
      const child = running.get(web.name)!;
      child.kill('SIGTERM');
      await exited(child);
      startWeb(web);
      await readyAt(`${direct(web.port)}/health/ready`);
      // nginx tries a server again once its fail_timeout (5 s) is over.
      await sleep(6_000);
    };
    const load = await rollingRestartUnderLoad({
      http,
      proxy,
      token: player.token!,
      matchIds: open.slice(2, 6).map((row) => row.id),
      restart: async () => {
        await sleep(2_000);
        await restart(webs.a);
        await restart(webs.b);
      },
      addresses: [someAddress(), someAddress(), someAddress(), someAddress()],
    });
    check(
      load.total > 100 && load.errors === 0 && load.non2xx === 0,
      `rolling restart of web-a then web-b under load: ${load.total} requests (${load.reads} reads, ${load.writes} predictions), ` +
        `${load.errors} errors, ${load.non2xx} non-2xx${load.samples.length ? ` (${load.samples.join('; ')})` : ''}`,
    );
  } finally {
    await stopChildren();
    http.close();
    await mail.close();
    await adminQuery(`drop database if exists "${dbName}" with (force)`);
    await rm(dir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    log(`${failures.length} check(s) failed`);
    process.exit(1);
  }
  log('all checks passed');
}

main().catch(async (error: unknown) => {
  process.stderr.write(`[check:deploy] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  for (const child of children) child.kill('SIGKILL');
  await adminQuery(`drop database if exists "${dbName}" with (force)`).catch(() => undefined);
  process.exit(1);
});
