import type { FastifyInstance } from 'fastify';
import { freshIp } from './auth-helpers';

/** A file part: bytes, and the name and type a client claims (which the server never trusts). */
export interface FilePart {
  bytes: Uint8Array;
  filename?: string;
  type?: string;
}

export type FormFields = Record<string, string | FilePart>;

/** A multipart/form-data body as a browser's FormData sends it: the payload and its content type with boundary. */
export async function multipartBody(fields: FormFields): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type ?? 'application/octet-stream' }), value.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? 'multipart/form-data',
  };
}

/** Sends a multipart form to an API path (`/upload`, `/profile/update`). */
export async function postForm(app: FastifyInstance, url: string, fields: FormFields, token?: string) {
  const { payload, contentType } = await multipartBody(fields);
  return app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    remoteAddress: freshIp(),
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}
