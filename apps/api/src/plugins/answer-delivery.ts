import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance, onSendHookHandler } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compressed answers (issue 14; docs/decisions/023): JSON and the other text answers above 1 KiB go out in brotli
 * (quality 4, the plugin's default: fast enough per request) or gzip, as the client accepts. Built web assets are
 * compressed once at build time and served as they are (plugins/spa.ts), and the live stream hijacks its reply, so
 * neither passes through here. Request bodies are never decompressed: a body's size limit is the size it arrives in.
 */
export async function registerAnswerDelivery(app: FastifyInstance): Promise<void> {
  // Entity tags first (they hash the answer's text, before it is compressed): a client that already holds an answer
  // gets 304 (a GET it polls; a cached answer brings its tag, so nothing is hashed). Weak: one entity whatever the
  // encoding.
  await fastifyEtag(readsOnly(app), { weak: true });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}

/**
 * `app` as the entity-tag plugin sees it: its answer hook runs for GET and HEAD only. The plugin tags every answer,
 * but only a read's answer is a representation a client asks for again; If-None-Match on a write is a precondition
 * (RFC 9110 §13.1.2), so the plugin's 304 would tell a client that a write it made was not. It also hashed the
 * answer to every saved pick: ~4 % of the API's time under `POST /prediction` (docs/benchmarks.md, twelfth session).
 */
function readsOnly(app: FastifyInstance): FastifyInstance {
  return new Proxy(app, {
    get(target, key, receiver) {
      if (key !== 'addHook') return Reflect.get(target, key, receiver);
      return (name: string, hook: onSendHookHandler) => {
        // Any other hook a later version of the plugin adds goes in as it is.
        if (name !== 'onSend') return Reflect.apply(target.addHook, target, [name, hook]);
        return target.addHook('onSend', function (request, reply, payload, done) {
          if (request.method === 'GET' || request.method === 'HEAD')
            return hook.call(this, request, reply, payload, done);
          done(null, payload);
        });
      };
    },
  });
}
