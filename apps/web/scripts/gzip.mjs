/**
 * The gzip copy of every text asset the build writes (issue 14, ADR 058): zopfli, Google's exhaustive deflate encoder,
 * through @gfx/zopfli (its WebAssembly build, no install script). Its output is ordinary gzip that every client
 * decodes; it spends seconds at build time to send about 3 % fewer bytes than zlib's level 9 to a client that does not
 * take brotli, on every request after.
 */
import { gzipAsync } from '@gfx/zopfli';

/** zopfli's own default: 15 passes; more saved 0.1 % of the scripts for half as much time again (ADR 058). */
const iterations = 15;

/** @param {import('node:zlib').InputType} content the asset's text or bytes @returns {Promise<Buffer>} */
export async function gzip(content) {
  const bytes =
    typeof content === 'string'
      ? Buffer.from(content)
      : ArrayBuffer.isView(content)
        ? new Uint8Array(content.buffer, content.byteOffset, content.byteLength)
        : new Uint8Array(content);
  return Buffer.from(await gzipAsync(bytes, { numiterations: iterations }));
}
