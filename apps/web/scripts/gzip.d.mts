import type { InputType } from 'node:zlib';

/** The build's gzip encoder (gzip.mjs): zopfli, ADR 058. */
export function gzip(content: InputType): Promise<Buffer>;
