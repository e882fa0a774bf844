// Where the CPU of one load goes (issue 14, `bench:league`'s POST part): the server process, PostgreSQL's processes
// and this process (the load generator: autocannon runs here), read from /proc (Linux) before and after the load,
// and the share of the machine's cores left idle. A ratio of requests per second swings with whatever else the
// machine runs; the CPU each request costs holds still, and says how far a load is from keeping the cores busy.
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';

const MICROS_PER_TICK = 1e6 / 100; // USER_HZ: 100 on Linux.

/** user + system CPU of one process, in clock ticks (0 once it has exited). */
async function ticksOf(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  if (!stat) return 0;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Every PostgreSQL process's CPU by pid (the postmaster, its backends and helpers). */
async function postgresTicks() {
  const ticks = new Map();
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const command = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '');
    if (command.trim() === 'postgres') ticks.set(pid, await ticksOf(pid));
  }
  return ticks;
}

/** The machine's idle and total ticks, over every core. */
async function machineTicks() {
  const [cpu] = (await readFile('/proc/stat', 'utf8')).split('\n');
  const values = cpu.trim().split(/\s+/).slice(1).map(Number);
  return { idle: values[3] + values[4], total: values.reduce((sum, value) => sum + value, 0) };
}

async function snapshot(serverPid) {
  return {
    server: await ticksOf(serverPid),
    postgres: await postgresTicks(),
    generator: process.cpuUsage(),
    machine: await machineTicks(),
  };
}

/**
 * Starts measuring; `stop(requests)` answers the CPU per request, in µs, of the server (`serverPid`), PostgreSQL and
 * the generator, and the idle share of the cores meanwhile. A PostgreSQL process that exits during the load is not
 * counted (the servers' pools keep theirs open).
 */
export async function cpuMeter(serverPid) {
  const before = await snapshot(serverPid);
  return {
    async stop(requests) {
      const after = await snapshot(serverPid);
      let postgres = 0;
      for (const [pid, ticks] of after.postgres) postgres += ticks - (before.postgres.get(pid) ?? 0);
      const generator = process.cpuUsage(before.generator);
      const perRequest = (micros) => Math.round(micros / Math.max(requests, 1));
      const total = after.machine.total - before.machine.total;
      return {
        serverUs: perRequest((after.server - before.server) * MICROS_PER_TICK),
        postgresUs: perRequest(postgres * MICROS_PER_TICK),
        generatorUs: perRequest(generator.user + generator.system),
        idleShare: total > 0 ? (after.machine.idle - before.machine.idle) / total : 0,
      };
    },
  };
}

/**
 * The CPU table of some loads (each `{ title, perSecond, cpu }`), and the rate each would reach with no core idle:
 * the lesser of the cores' CPU-seconds per second over what one request costs in all, and one core over the server's
 * part (its JavaScript runs on one thread).
 */
export function cpuTable(results) {
  const cores = os.cpus().length;
  console.table(
    results.map(({ title, perSecond, cpu }) => {
      const costUs = cpu.serverUs + cpu.postgresUs + cpu.generatorUs;
      return {
        call: title,
        'server µs/req': cpu.serverUs,
        'PostgreSQL µs/req': cpu.postgresUs,
        'generator µs/req': cpu.generatorUs,
        'cores idle': `${Math.round(100 * cpu.idleShare)}%`,
        'req/s': Math.round(perSecond),
        'req/s at full CPU': Math.round(Math.min((cores * 1e6) / costUs, 1e6 / Math.max(cpu.serverUs, 1))),
      };
    }),
  );
}
