import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorEnvelopeSchema,
  pictureFileParamsSchema,
  pictureUploadBodySchema,
  pictureUploadResponseSchema,
  profileFormBodySchema,
  PICTURE_FIELD,
} from '@scoreline/contracts';
import { ok } from '../../lib/envelope';
import { multipartLimits, readMultipartForm } from '../../lib/multipart-form';
import { currentUser } from '../auth/auth.plugin';
import type { ProfileService } from './profile.service';

const formErrors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** The served bytes (sent as they are: Fastify does not serialize a Buffer). */
const webpBytes = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'A 256 × 256 WebP' });

/** A year: a picture's name is the hash of its bytes, so what a name shows never changes. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Uploads cost a decode and an encode: 10 a minute per account (per address before sign-in is known), whatever
 * address the account comes from.
 */
const uploadRateLimit = {
  max: 10,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) =>
    request.authUser ? `picture-upload:user:${request.authUser.id}` : `picture-upload:ip:${request.ip}`,
};

/**
 * Issue #11, docs/decisions/017: profile pictures. Uploads are multipart (spec §7 POST /upload, POST /profile/update)
 * in a context of their own, the only one that reads multipart bodies; pictures are served from the database.
 */
export const picturesRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (app, { profiles }) => {
  app.get(
    '/uploads/:file',
    {
      schema: {
        tags: ['users'],
        summary: 'A stored profile picture: a 256 × 256 WebP, cacheable for ever (its name is its hash)',
        params: pictureFileParamsSchema,
        response: {
          200: {
            description: 'The picture',
            content: { 'image/webp': { schema: webpBytes } },
          },
          304: z.null().meta({ description: 'Not modified: the If-None-Match ETag is current' }),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { bytes, etag } = await profiles.picture(request.params.file);
      reply.header('cache-control', IMMUTABLE_CACHE).header('etag', etag).header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type('image/webp').send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );

  await app.register(async (instance) => {
    const forms = instance.withTypeProvider<ZodTypeProvider>();
    // Only multipart here: a JSON or text body is a 415 before a byte of it is read.
    forms.removeAllContentTypeParsers();
    await forms.register(fastifyMultipart, { limits: multipartLimits, throwFileSizeLimit: true });
    const formRoute = {
      // Before the body is read: an anonymous upload costs nothing.
      onRequest: forms.requireAuth,
      preValidation: readMultipartForm,
      config: { rateLimit: uploadRateLimit },
    };

    forms.post(
      '/upload',
      {
        ...formRoute,
        schema: {
          tags: ['users'],
          summary: `Sets the caller's profile picture: one JPEG, PNG, WebP or GIF in the '${PICTURE_FIELD}' part`,
          consumes: ['multipart/form-data'],
          security: [{ bearerAuth: [] }],
          body: pictureUploadBodySchema,
          response: { 200: pictureUploadResponseSchema, ...formErrors },
        },
      },
      async (request) => {
        const saved = await profiles.update(currentUser(request), {}, request.body[PICTURE_FIELD]);
        return ok(saved.user, saved.message);
      },
    );

    forms.post(
      '/profile/update',
      {
        ...formRoute,
        schema: {
          tags: ['users'],
          summary: "Updates the caller's profile fields and, optionally, picture together (all or nothing)",
          consumes: ['multipart/form-data'],
          security: [{ bearerAuth: [] }],
          body: profileFormBodySchema,
          response: { 200: pictureUploadResponseSchema, ...formErrors },
        },
      },
      async (request) => {
        const { [PICTURE_FIELD]: picture, ...fields } = request.body;
        const saved = await profiles.update(currentUser(request), fields, picture);
        return ok(saved.user, saved.message);
      },
    );
  });
};
