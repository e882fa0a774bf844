import { describe, expect, it } from 'vitest';
import { countryName, flagEmoji } from './countries';

describe('flagEmoji (regional indicator symbols)', () => {
  it('turns each letter of the code into its regional indicator', () => {
    expect(flagEmoji('GB')).toBe('\u{1F1EC}\u{1F1E7}');
    expect(flagEmoji('ng')).toBe('🇳🇬');
    expect(flagEmoji('AZ')).toBe(String.fromCodePoint(0x1f1e6, 0x1f1ff));
  });

  it('gives nothing for what is not a two-letter code', () => {
    expect(flagEmoji('')).toBe('');
    expect(flagEmoji('GBR')).toBe('');
    expect(flagEmoji('G1')).toBe('');
    expect(flagEmoji('É1')).toBe('');
  });
});

describe('countryName (English names from the browser, CLDR)', () => {
  it('names a code in English, in any case', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('ng')).toBe('Nigeria');
    expect(countryName('US')).toBe('United States');
    expect(countryName('CZ')).toBe('Czechia');
    expect(countryName('RU')).toBe('Russia');
  });

  it('gives nothing for a code it does not know, nor for what is not a code', () => {
    expect(countryName('ZZ')).toBeUndefined();
    expect(countryName('AA')).toBeUndefined();
    expect(countryName('')).toBeUndefined();
    expect(countryName('GBR')).toBeUndefined();
    expect(countryName('G1')).toBeUndefined();
    expect(countryName('É1')).toBeUndefined();
  });
});
