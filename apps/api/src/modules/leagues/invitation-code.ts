import { randomInt } from 'node:crypto';
import { INVITATION_CODE_ALPHABET, INVITATION_CODE_LENGTH } from '@scoreline/contracts';

/**
 * A new invitation code: INVITATION_CODE_LENGTH characters drawn with the operating system's CSPRNG from an alphabet
 * without look-alikes (31^8 ≈ 8.5 · 10^11 codes). Uniqueness is the database's unique index; a taken code is retried.
 */
export function generateInvitationCode(): string {
  let code = '';
  for (let index = 0; index < INVITATION_CODE_LENGTH; index += 1) {
    code += INVITATION_CODE_ALPHABET[randomInt(INVITATION_CODE_ALPHABET.length)];
  }
  return code;
}

/** What a player typed, as codes are stored: trimmed and upper-cased (codes are compared case-insensitively). */
export function normalizeInvitationCode(input: string): string {
  return input.trim().toUpperCase();
}
