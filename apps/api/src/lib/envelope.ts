import { errorEnvelopeSchema } from '@scoreline/contracts';

/** Builds the success envelope of spec §7 / issue #2. */
export function ok<T>(data: T, message?: string): { success: true; message?: string; data: T } {
  return message === undefined ? { success: true, data } : { success: true, message, data };
}

/**
 * The error answers a route declares (every one is the error envelope of spec §8), for its OpenAPI document and its
 * response serialisation: `response: { 200: …, ...errorResponses(400, 401, 404) }`.
 */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    S,
    typeof errorEnvelopeSchema
  >;
}
