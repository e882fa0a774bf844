import { countryCodes } from '@scoreline/contracts';
import { describe, expect, it } from 'vitest';
import { countryName, countryOptions, flagEmoji } from './countries';

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

describe('country names and options', () => {
  it('names a code in English', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('ng')).toBe('Nigeria');
    expect(countryName('ZZ')).toBeUndefined();
  });

  it('offers every code the API accepts, once, sorted by English name', () => {
    const options = countryOptions();
    expect(options).toHaveLength(countryCodes.length);
    expect(options.length).toBeGreaterThanOrEqual(249);
    expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(options[0]).toEqual({ value: 'AF', label: 'Afghanistan' });
  });
});
