import { HttpResponse, type JsonBodyType } from 'msw';
import { File as NodeFile } from 'node:buffer';

/** The address of an API path, as the app calls it (spec §7: the versioned root), for msw handlers. */
export const api = (path: string) => `/api/v1${path}`;

/** A success envelope (spec §7): `{ success: true, message?, data }`. */
export const ok = (data: JsonBodyType, message?: string, init?: ResponseInit) =>
  HttpResponse.json({ success: true, message, data }, init);

/** An error envelope: `{ success: false, message, code?, errors? }` with its status. */
export const fail = (status: number, message: string, extra: { code?: string; errors?: Record<string, string> } = {}) =>
  HttpResponse.json({ success: false, message, ...extra }, { status });

/**
 * A multipart request body as a handler reads it. Node's fetch (Node 22 and later) builds the files of a parsed body
 * with the global `File`, which is jsdom's in the web tests, then refuses them as not its own: Node's `File` stands
 * in while the body is read.
 */
export async function formDataOf(request: Request): Promise<FormData> {
  const domFile = globalThis.File;
  globalThis.File = NodeFile as unknown as typeof File;
  try {
    return await request.formData();
  } finally {
    globalThis.File = domFile;
  }
}
