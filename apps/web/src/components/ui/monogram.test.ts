import { describe, expect, it } from 'vitest';
import { monogramInk, monogramOf } from './monogram';

describe('monogramOf', () => {
  it('uses the three-letter code when there is one', () => {
    expect(monogramOf({ name: 'Arsenal', code: 'ars' })).toBe('ARS');
  });

  it('else the initials of the short name, or the start of a single word', () => {
    expect(monogramOf({ name: 'Nottingham Forest', shortName: "Nott'm Forest", code: null })).toBe('NF');
    expect(monogramOf({ name: 'Brighton & Hove Albion', code: null })).toBe('BHA');
    expect(monogramOf({ name: 'Everton', code: null })).toBe('EVE');
  });
});

describe('monogramInk', () => {
  it("keeps the club's second colour when it reads on the first", () => {
    expect(monogramInk('#EF0107', '#FFFFFF')).toBe('#FFFFFF');
    expect(monogramInk('#FFFFFF', '#000000')).toBe('#000000');
  });

  it('falls back to black or white when the two colours are too alike', () => {
    expect(monogramInk('#6CABDD', '#FFFFFF')).toBe('#000000');
    expect(monogramInk('#1B1B1B', '#000000')).toBe('#ffffff');
  });
});
