import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseConnection } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { LiveScores } from '../live/live-scores';
import type { Reads } from '../reads/read-cache';

/** The queue whose jobs score a finished match: its durations are the scoring duration. */
const SCORING_QUEUE = 'score-match';

/** What the metrics read when Prometheus asks (issue 57, docs/decisions/084). */
export interface WatchedParts {
  database: DatabaseConnection;
  jobs: JobQueue;
  live: LiveScores;
  reads: Reads;
}

/**
 * One process's Prometheus metrics (prom-client, docs/decisions/084): a registry of its own (tests build many apps
 * in one process), Node's default series, and Scoreline's:
 * - `scoreline_http_request_duration_seconds{method,route,status}`: latency and status by route pattern;
 * - `scoreline_db_pool_connections{state}` and `scoreline_db_pool_max` (PostgreSQL);
 * - `scoreline_queue_jobs{queue,state}` (the whole queue, read from its tables), `scoreline_jobs_total{queue,outcome}`
 *   and `scoreline_job_duration_seconds{queue}` (jobs this process ran);
 * - `scoreline_scoring_duration_seconds`: the scoring of one finished match;
 * - `scoreline_live_streams_open`;
 * - `scoreline_cache_lookups_total{cache,result}`: read-cache hits and misses (hit rate = hits / all).
 */
export class Metrics {
  readonly registry = new Registry();
  readonly #http: Histogram<'method' | 'route' | 'status'>;
  readonly #jobs: Counter<'queue' | 'outcome'>;
  readonly #jobDuration: Histogram<'queue'>;
  readonly #scoring: Histogram;

  constructor(role: string) {
    this.registry.setDefaultLabels({ role });
    collectDefaultMetrics({ register: this.registry, prefix: 'scoreline_' });
    this.#http = new Histogram({
      name: 'scoreline_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status: latency in seconds',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    this.#jobs = new Counter({
      name: 'scoreline_jobs_total',
      help: 'Jobs this process ran, by queue and outcome (completed or failed)',
      labelNames: ['queue', 'outcome'],
      registers: [this.registry],
    });
    this.#jobDuration = new Histogram({
      name: 'scoreline_job_duration_seconds',
      help: 'How long the jobs this process ran took, by queue',
      labelNames: ['queue'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
      registers: [this.registry],
    });
    this.#scoring = new Histogram({
      name: 'scoreline_scoring_duration_seconds',
      help: 'How long scoring one finished match took (its score-match job)',
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15, 60],
      registers: [this.registry],
    });
  }

  /** An HTTP answer sent: `route` is the route's pattern (never the raw URL, which would grow the series). */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.#http.observe({ method, route, status: String(status) }, seconds);
  }

  /** A job this process ran. */
  observeJob(queue: string, seconds: number, failed: boolean): void {
    this.#jobs.inc({ queue, outcome: failed ? 'failed' : 'completed' });
    this.#jobDuration.observe({ queue }, seconds);
    if (queue === SCORING_QUEUE && !failed) this.#scoring.observe(seconds);
  }

  /** The series read at each scrape from the process's parts. */
  watch({ database, jobs, live, reads }: WatchedParts): void {
    const registers = [this.registry];
    if (database.pool) this.#watchPool(database.pool);
    new Gauge({
      name: 'scoreline_queue_jobs',
      help: 'Jobs in the queue by queue and state (created, retry, active, failed, ...), for every process',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        this.reset();
        const counts = await jobs.countsByQueue().catch(() => []);
        for (const { queue, state, count } of counts) this.set({ queue, state }, count);
      },
    });
    new Gauge({
      name: 'scoreline_live_streams_open',
      help: 'Live-score streams (GET /live) open in this process',
      registers,
      collect() {
        this.set(live.openStreams);
      },
    });
    new Counter({
      name: 'scoreline_cache_lookups_total',
      help: 'Read-cache lookups by cache and result (hit or miss)',
      labelNames: ['cache', 'result'],
      registers,
      collect() {
        this.reset();
        for (const [cache, lookups] of [
          ['shared', reads.shared.lookups],
          ['personal', reads.personal.lookups],
        ] as const) {
          this.inc({ cache, result: 'hit' }, lookups.hits);
          this.inc({ cache, result: 'miss' }, lookups.misses);
        }
      },
    });
  }

  /** PostgreSQL's pool (PGlite has one connection and no such series). */
  #watchPool(pool: NonNullable<DatabaseConnection['pool']>): void {
    new Gauge({
      name: 'scoreline_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, and requests waiting for one)',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const now = pool();
        this.set({ state: 'total' }, now.total);
        this.set({ state: 'idle' }, now.idle);
        this.set({ state: 'waiting' }, now.waiting);
      },
    });
    new Gauge({
      name: 'scoreline_db_pool_max',
      help: 'PostgreSQL pool size (DATABASE_POOL_SIZE)',
      registers: [this.registry],
      collect() {
        this.set(pool().max);
      },
    });
  }

  /** The Prometheus text exposition and its content type. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
