import type { FastifyBaseLogger } from 'fastify';
import { liveEventNames, type LiveScoreEvent } from '@scoreline/contracts';
import { isFinishedStatus, isLiveStatus, type Clock } from '@scoreline/domain';
import type { Database } from '../../db/client';
import { liveRepository, type LiveMatchState } from './live.repository';

/** A client's open stream, as the live feed sees it (the route adapts the HTTP response to it). */
export interface LiveStream {
  write(frame: string): void;
  /** Bytes written and not yet taken by the client. */
  backlog(): number;
  end(): void;
}

export interface LiveScoresSettings {
  /** How often the live matches' state is read while a stream is open. */
  pollMs: number;
  heartbeatMs: number;
  maxStreams: number;
  maxStreamsPerIp: number;
}

/** Matches this close to now are watched even when not live: seen kicking off, and seen finished. */
const WATCH_BEFORE_MS = 6 * 60 * 60_000;
const WATCH_AFTER_MS = 15 * 60_000;
/** A client that has not taken this much of what was sent is not reading: its stream is ended (it reconnects). */
const MAX_BACKLOG_BYTES = 64 * 1024;

/** One SSE frame (https://html.spec.whatwg.org/multipage/server-sent-events.html). */
export const scoreFrame = (event: LiveScoreEvent) =>
  `event: ${liveEventNames.score}\ndata: ${JSON.stringify(event)}\n\n`;
const heartbeatFrame = ': heartbeat\n\n';

const toEvent = (row: LiveMatchState): LiveScoreEvent => ({
  matchId: row.id,
  status: row.status,
  home: row.home,
  away: row.away,
  elapsed: row.elapsed,
});

const sameState = (a: LiveScoreEvent, b: LiveScoreEvent) =>
  a.status === b.status && a.home === b.home && a.away === b.away && a.elapsed === b.elapsed;

/**
 * The live scores of GET /live (issue 13; docs/decisions/021). Each process that serves streams reads the state of
 * the live matches (and of those around kick-off) every `pollMs` while at least one stream is open — one small
 * query for all its streams, whichever process the sync runs in — and sends each stream every change it sees. A
 * stream opens with the state of every live match, so it needs no replay of what it missed. Heartbeats keep
 * proxies from closing quiet streams; caps per client address and per process bound what streams can hold.
 */
export class LiveScores {
  readonly #streams = new Map<LiveStream, string>();
  readonly #perIp = new Map<string, number>();
  #known = new Map<number, LiveScoreEvent>();
  #ready: Promise<void> | undefined;
  #pollTimer: NodeJS.Timeout | undefined;
  #heartbeatTimer: NodeJS.Timeout | undefined;
  /** Bumped when the feed stops, so a read still under way from before cannot write into a later run. */
  #generation = 0;

  constructor(
    private readonly deps: { db: Database; clock: Clock; log: FastifyBaseLogger; settings: LiveScoresSettings },
  ) {}

  /** The feed's settings (GET /live's document states its limits from them). */
  get settings(): Readonly<LiveScoresSettings> {
    return this.deps.settings;
  }

  /** Streams open in this process (diagnostics and tests). */
  get openStreams(): number {
    return this.#streams.size;
  }

  /**
   * Registers a stream for a client at `ip`; null when this address or the process has as many open as allowed.
   * Answers the function that closes it (idempotent).
   */
  open(ip: string, stream: LiveStream): (() => void) | null {
    const { maxStreams, maxStreamsPerIp } = this.deps.settings;
    const fromIp = this.#perIp.get(ip) ?? 0;
    if (this.#streams.size >= maxStreams || fromIp >= maxStreamsPerIp) return null;
    this.#streams.set(stream, ip);
    this.#perIp.set(ip, fromIp + 1);
    if (this.#streams.size === 1) this.#start();
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      this.#remove(stream);
    };
  }

  /** The state of every live match now (read once the feed has made its first read). */
  async snapshot(): Promise<LiveScoreEvent[]> {
    await this.#ready;
    return [...this.#known.values()].filter((event) => isLiveStatus(event.status));
  }

  /** Ends every stream (before the server closes: an open stream would keep it waiting). */
  closeAll(): void {
    for (const stream of [...this.#streams.keys()]) {
      stream.end();
      this.#remove(stream);
    }
  }

  #remove(stream: LiveStream): void {
    const ip = this.#streams.get(stream);
    if (ip === undefined) return;
    this.#streams.delete(stream);
    const left = (this.#perIp.get(ip) ?? 1) - 1;
    if (left > 0) this.#perIp.set(ip, left);
    else this.#perIp.delete(ip);
    if (this.#streams.size === 0) this.#stop();
  }

  #start(): void {
    const generation = this.#generation;
    this.#ready = this.#read(generation, true);
    const poll = async () => {
      await this.#read(generation, false);
      if (generation === this.#generation) this.#pollTimer = setTimeout(() => void poll(), this.deps.settings.pollMs);
    };
    void this.#ready.then(() => {
      if (generation === this.#generation) this.#pollTimer = setTimeout(() => void poll(), this.deps.settings.pollMs);
    });
    this.#heartbeatTimer = setInterval(() => this.#send(heartbeatFrame), this.deps.settings.heartbeatMs);
  }

  #stop(): void {
    this.#generation += 1;
    clearTimeout(this.#pollTimer);
    clearInterval(this.#heartbeatTimer);
    this.#pollTimer = undefined;
    this.#heartbeatTimer = undefined;
    this.#known = new Map();
    this.#ready = undefined;
  }

  /** Reads the watched matches; after the first read, sends every change (and every match newly live or final). */
  async #read(generation: number, initial: boolean): Promise<void> {
    const now = this.deps.clock.now().getTime();
    let rows: LiveMatchState[];
    try {
      rows = await liveRepository.states(this.deps.db, new Date(now - WATCH_BEFORE_MS), new Date(now + WATCH_AFTER_MS));
    } catch (error) {
      // The database is away for a moment: streams stay open and the next read catches up.
      this.deps.log.warn({ err: error }, 'live scores: reading the live matches failed');
      return;
    }
    if (generation !== this.#generation) return;
    const next = new Map<number, LiveScoreEvent>();
    for (const row of rows) {
      const event = toEvent(row);
      const before = this.#known.get(event.matchId);
      next.set(event.matchId, event);
      if (initial) continue;
      const isNews = before ? !sameState(before, event) : isLiveStatus(event.status) || isFinishedStatus(event.status);
      if (isNews) this.#send(scoreFrame(event));
    }
    this.#known = next;
  }

  #send(frame: string): void {
    for (const stream of [...this.#streams.keys()]) {
      if (stream.backlog() > MAX_BACKLOG_BYTES) {
        stream.end();
        this.#remove(stream);
        continue;
      }
      stream.write(frame);
    }
  }
}
