import { HttpResponse, type JsonBodyType } from 'msw';

/** The address of an API path, as the app calls it (spec §7: the versioned root), for msw handlers. */
export const api = (path: string) => `/api/v1${path}`;

/** A success envelope (spec §7): `{ success: true, message?, data }`. */
export const ok = (data: JsonBodyType, message?: string, init?: ResponseInit) =>
  HttpResponse.json({ success: true, message, data }, init);

/** An error envelope: `{ success: false, message, code?, errors? }` with its status. */
export const fail = (status: number, message: string, extra: { code?: string; errors?: Record<string, string> } = {}) =>
  HttpResponse.json({ success: false, message, ...extra }, { status });
