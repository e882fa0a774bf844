import { describe, expect, it } from 'vitest';
import { INVITATION_CODE_ALPHABET } from '@scoreline/contracts';
import { generateInvitationCode, normalizeInvitationCode } from './invitation-code';

describe('invitation codes', () => {
  it('are 8 characters of the alphabet without look-alikes, using all of it', () => {
    const codes = Array.from({ length: 2_000 }, generateInvitationCode);
    const seen = new Set(codes.join(''));
    for (const code of codes) expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(seen.size).toBe(INVITATION_CODE_ALPHABET.length);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('are compared trimmed and upper-cased', () => {
    expect(normalizeInvitationCode('  abcd2345 ')).toBe('ABCD2345');
  });
});
