import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { COMPRESS_THRESHOLD_BYTES } from '../../plugins/answer-delivery';
import { personalDomains, type DomainSelection } from '../../db/data-versions';
import { weakEtagOf, type CachedAnswer, type Reads } from './read-cache';

const answerOf = (body: string): CachedAnswer => ({ body, etag: weakEtagOf(body), encoded: {} });

/** The JSON text of an answer, exactly as the route's response serialiser writes it (its zod schema, encoded). */
export const serialize = (schema: z.ZodType, answer: unknown): string => JSON.stringify(z.encode(schema, answer));

/**
 * The route options of a route that answers with `sendCached`: its answers go out compressed once per version, so
 * the per-request compression plugin's two hooks (plugins/answer-delivery.ts) would only look at each one and let it
 * pass (issue 14: ~2 % of a cached read's time). Its refusals (400, 404) are under 1 KiB, which is never compressed.
 */
export const cachedAnswerRoute = { compress: false } as const;

/** The encoding a client takes, brotli first (the answers worth compressing only). */
function encodingFor(request: FastifyRequest, answer: CachedAnswer): 'br' | 'gzip' | undefined {
  if (answer.body.length < COMPRESS_THRESHOLD_BYTES) return undefined;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** The answer compressed once per version (brotli at a higher quality than per-request compression affords). */
function encoded(answer: CachedAnswer, encoding: 'br' | 'gzip', quality: number): Buffer {
  answer.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })
      : gzipSync(answer.body);
  return answer.encoded[encoding];
}

/**
 * Sends a cached answer as it is (no second serialisation, no second compression), with its entity tag: the tag
 * plugin (plugins/answer-delivery.ts) answers 304 when the client already holds it. `no-cache`: a browser may keep
 * it but asks each time (a result can change at any moment); `private` for a player's own answer.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  { privately = false, quality = 9 }: { privately?: boolean; quality?: number } = {},
): FastifyReply {
  reply
    .header('etag', answer.etag)
    .header('cache-control', privately ? 'private, no-cache' : 'no-cache')
    .header('vary', 'accept-encoding')
    .type('application/json; charset=utf-8');
  const encoding = request.headers['if-none-match'] === answer.etag ? undefined : encodingFor(request, answer);
  if (!encoding) return reply.send((answer.encoded.identity ??= Buffer.from(answer.body)));
  return reply.header('content-encoding', encoding).send(encoded(answer, encoding, quality));
}

/**
 * A visitor's answer under `key`, kept under the version of the domains it shows (`selection`), built by `build` and
 * serialised with the route's `schema`.
 */
export async function sendVisitorAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  reads: Reads,
  answer: { key: string; domains: DomainSelection; schema: z.ZodType; build: () => Promise<unknown> },
): Promise<FastifyReply> {
  const version = await reads.tagOf(answer.domains);
  const cached = await reads.shared.get(answer.key, version, async () =>
    answerOf(serialize(answer.schema, await answer.build())),
  );
  return sendCached(request, reply, cached);
}

/**
 * A player's own answer under `key` (which names the player), kept under the version of what it shows: the
 * leaderboard's domains and the player's own picks and pins (ADR 093); private to their browser.
 */
export async function sendPersonalAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  reads: Reads,
  answer: { userId: number; key: string; schema: z.ZodType; build: () => Promise<unknown> },
): Promise<FastifyReply> {
  const version = await reads.tagOf(personalDomains(answer.userId), answer.userId);
  const cached = await reads.personal.get(`${answer.userId}:${answer.key}`, version, async () =>
    answerOf(serialize(answer.schema, await answer.build())),
  );
  return sendCached(request, reply, cached, { privately: true });
}
