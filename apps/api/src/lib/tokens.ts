import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random, opaque bearer token (256 bits), URL-safe. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as SHA-256: they are high-entropy, so a fast hash is enough (unlike passwords). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A numeric one-time code from the cryptographic RNG, left-padded (e.g. '0427'). */
export function generateOtp(length: number): string {
  let code = '';
  for (let index = 0; index < length; index += 1) code += String(randomInt(10));
  return code;
}

/** Compares two hex digests in constant time. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
