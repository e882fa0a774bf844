import http from 'node:http';

export interface SseEvent {
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body of a refused request (not a stream). */
  body: string;
  events: SseEvent[];
  comments: string[];
  retry: number | undefined;
  /** Resolves with the first event (already received or still to come) matching `predicate`. */
  next(predicate: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * A minimal EventSource for tests (https://html.spec.whatwg.org/multipage/server-sent-events.html): a real HTTP
 * request to a listening app, its text/event-stream parsed as it arrives.
 */
export function openStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      response.setEncoding('utf8');
      const waiters: { predicate: (event: SseEvent) => boolean; resolve: (event: SseEvent) => void }[] = [];
      let buffer = '';
      let endStream = () => {};
      const stream: SseStream = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: '',
        events: [],
        comments: [],
        retry: undefined,
        next(predicate, timeoutMs = 20_000) {
          const seen = stream.events.find(predicate);
          if (seen) return Promise.resolve(seen);
          return new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`no such event within ${timeoutMs} ms`)), timeoutMs);
            waiters.push({
              predicate,
              resolve: (event) => {
                clearTimeout(timer);
                done(event);
              },
            });
          });
        },
        ended: new Promise((done) => {
          endStream = done;
        }),
        close: () => request.destroy(),
      };
      response.on('data', (chunk: string) => {
        if (stream.status !== 200) {
          stream.body += chunk;
          return;
        }
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const event: SseEvent = { event: 'message', data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) stream.comments.push(line.slice(1).trim());
            else if (line.startsWith('retry:')) stream.retry = Number(line.slice(6).trim());
            else if (line.startsWith('event:')) event.event = line.slice(6).trim();
            else if (line.startsWith('data:')) {
              event.data += (hasData ? '\n' : '') + line.slice(5).trim();
              hasData = true;
            }
          }
          if (!hasData) continue;
          stream.events.push(event);
          for (const waiter of [...waiters]) {
            if (waiter.predicate(event)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(event);
            }
          }
        }
      });
      response.on('end', () => endStream());
      response.on('close', () => endStream());
      if (stream.status !== 200) response.on('end', () => resolve(stream));
      else resolve(stream);
    });
    request.on('error', reject);
  });
}
