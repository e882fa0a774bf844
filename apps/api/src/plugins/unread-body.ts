import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a connection closed with its request body unread still drains the client's bytes (lingering close). */
const LINGER_MS = 2_000;
/** ...and how many bytes at most it drains before it drops the connection anyway. */
const LINGER_BYTES = 4 * 1024 * 1024;

/**
 * Issue 57 (ADR 089): an answer sent before the request's body has all arrived (413 on a chunked body past the limit,
 * 401 or 429 before an upload is read) closes the connection. Node would otherwise read the rest of the body to keep
 * the connection alive: a 100 MB chunked upload was read to its end after its 413.
 *
 * The close lingers, as nginx's does: the answer is written and the sending side shut, then the client's bytes still
 * in flight are read and dropped for a moment (at most LINGER_MS and LINGER_BYTES). Closing at once would reset the
 * connection while they arrive, and a reset can make the client lose the answer it has not read yet.
 */
export function closeConnectionsWithUnreadBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    // `complete` is Node's own flag (the parser has seen the end of the message); an injected request has none.
    if (request.raw.complete !== false) return;
    void reply.header('connection', 'close');
    lingerOnClose(request.raw.socket);
  });
}

/** Node ends a `Connection: close` answer's socket with destroySoon(): end it, then drain before destroying. */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = function lingeringDestroy(this: Socket) {
    let drained = 0;
    const destroy = () => this.destroy();
    const timer = setTimeout(destroy, LINGER_MS);
    timer.unref();
    this.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > LINGER_BYTES) destroy();
    });
    this.once('close', () => clearTimeout(timer));
    this.end();
    this.resume();
  };
}
