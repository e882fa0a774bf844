import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, liveScoreEventSchema, matchdayMessages, strictObject } from '@scoreline/contracts';
import { AppError } from '../../lib/app-error';
import { scoreFrame, type LiveScores } from './live-scores';

/** How long a client waits before reconnecting after the stream drops (the SSE `retry:` field). */
export const LIVE_RETRY_MS = 5_000;

/**
 * GET /live (issue 13): live scores as a server-sent event stream. Public, like the match pages: it carries only
 * what GET /match/{id} shows everyone; clients work out their own provisional points (the §9 rule is
 * `scorePrediction` in @scoreline/domain) or read them from GET /match.
 */
export const liveRoutes: FastifyPluginAsyncZod<{ live: LiveScores }> = async (app, { live }) => {
  // The document states the limits this server runs with (LIVE_HEARTBEAT_MS, LIVE_STREAMS_PER_IP), not the defaults.
  const { heartbeatMs, maxStreamsPerIp } = live.settings;
  app.get(
    '/live',
    {
      schema: {
        tags: ['matches'],
        summary: 'Live scores as a server-sent event stream (text/event-stream)',
        description:
          `Opens with \`retry: ${LIVE_RETRY_MS}\` and one \`event: score\` per live match, then an \`event: score\` ` +
          '(data: a LiveScoreEvent as JSON) whenever a live match changes status, score or minute, including its ' +
          `final whistle; a \`: heartbeat\` comment line every ${heartbeatMs / 1000} s. The stream never ends by ` +
          `itself: close it when done. 429 when this address (${maxStreamsPerIp}) or the server has as many ` +
          'streams open as allowed.',
        querystring: strictObject({}),
        response: {
          200: {
            description: 'A text/event-stream of `score` events',
            content: { 'text/event-stream': { schema: liveScoreEventSchema } },
          },
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const response = reply.raw;
      const isOpen = () => !response.destroyed && !response.writableEnded;
      const close = live.open(request.ip, {
        write: (frame) => {
          if (isOpen()) response.write(frame);
        },
        backlog: () => response.writableLength,
        end: () => response.end(),
      });
      if (!close) throw new AppError('RATE_LIMITED', matchdayMessages.tooManyStreams);
      // The client going away (or the server ending the stream) frees its place at once.
      response.on('close', close);
      reply.hijack();
      // A hijacked reply sends nothing of its own: the headers earlier hooks set on it (the security headers) go out
      // with these.
      response.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies such as nginx must pass each event on at once rather than buffer the stream.
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      response.write(`retry: ${LIVE_RETRY_MS}\n\n`);
      for (const event of await live.snapshot()) {
        if (isOpen()) response.write(scoreFrame(event));
      }
    },
  );
};
