import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { PICTURE_MAX_BYTES, profileMessages } from '@scoreline/contracts';
import { AppError } from './app-error';

/**
 * What one multipart form may hold (docs/decisions/017): one file of at most PICTURE_MAX_BYTES, a few short text
 * fields. busboy enforces these while it reads (the upload routes register the multipart plugin with them), so
 * nothing larger is ever buffered.
 */
export const multipartLimits = {
  fileSize: PICTURE_MAX_BYTES,
  files: 1,
  fields: 12,
  // The longest field (a 500-character bio) is at most 2,000 bytes of UTF-8; longer values are cut and then refused.
  fieldSize: 8 * 1024,
  parts: 13,
  fieldNameSize: 100,
  headerPairs: 20,
};

/**
 * The whole body of an upload: the picture, the text fields and the multipart framing. Fastify's `bodyLimit` does
 * not apply to a streamed multipart body, so a declared length above this is refused before reading (413).
 */
export const MULTIPART_BODY_LIMIT_BYTES = PICTURE_MAX_BYTES + 64 * 1024;

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', profileMessages.pictureTooLarge, {
    profile_picture: profileMessages.pictureTooLarge,
  });

/**
 * A file part's bytes, refused as soon as busboy marks it truncated (past `fileSize`). @fastify/multipart's
 * `toBuffer` reads the rest of the part before it throws: a 100 MB chunked upload was read to its end (issue 57).
 * Leaving the loop destroys the file stream, which ends the form's reading; the 413 then closes the connection
 * (plugins/unread-body.ts).
 */
async function fileBytes(file: Readable & { truncated?: boolean }): Promise<Buffer> {
  // Past the limit busboy stops feeding the part but ends it only where the part ends: stop at its 'limit' event.
  file.once('limit', () => file.destroy(tooLarge()));
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  if (file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/**
 * Counts the raw body as it arrives and rejects once it passes MULTIPART_BODY_LIMIT_BYTES: busboy reads whatever a
 * client sends after the form's final boundary (the epilogue) until the body ends, so a chunked upload that kept
 * sending after a valid form was read to its end (issue 57). `stop()` removes the counter.
 */
function bodyLimitWatch(request: FastifyRequest): { over: Promise<never>; stop: () => void } {
  let received = 0;
  let fail: (error: AppError) => void = () => undefined;
  const over = new Promise<never>((_, reject) => {
    fail = reject;
  });
  // Nobody may await it (a form read to its end): keep an unawaited rejection from surfacing.
  over.catch(() => undefined);
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > MULTIPART_BODY_LIMIT_BYTES) fail(tooLarge());
  };
  request.raw.on('data', onData);
  return { over, stop: () => request.raw.off('data', onData) };
}

/**
 * Reads a multipart form into a plain object for the route's zod schema: text parts as strings, file parts as their
 * bytes, a repeated name as an array (which every schema refuses). A preValidation hook of the upload routes.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', profileMessages.formUnreadable);
  if (Number(request.headers['content-length']) > MULTIPART_BODY_LIMIT_BYTES) throw tooLarge();
  const values = new Map<string, unknown>();
  const watch = bodyLimitWatch(request);
  try {
    const parts = request.parts()[Symbol.asyncIterator]();
    // Each step races the body's size: the last one waits for the body's end, however long a client makes it.
    for (let next = await Promise.race([parts.next(), watch.over]); !next.done;) {
      const part = next.value;
      const value = part.type === 'file' ? await Promise.race([fileBytes(part.file), watch.over]) : part.value;
      const seen = values.get(part.fieldname);
      values.set(part.fieldname, seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value]);
      next = await Promise.race([parts.next(), watch.over]);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Malformed framing, too many parts or files, a part named like an Object property, a cut-off body.
    request.log.info({ err: error }, 'multipart form refused');
    throw new AppError('VALIDATION', profileMessages.formUnreadable);
  } finally {
    watch.stop();
  }
  request.body = Object.fromEntries(values);
}
