import countries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import { countryCodes } from './country-codes';

describe('countryCodes', () => {
  it("is exactly the package's own list of alpha-2 codes, read from its table", () => {
    expect(countryCodes).toEqual(Object.keys(countries.getAlpha2Codes()));
  });

  it('holds two-letter codes only, each once', () => {
    expect(countryCodes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(new Set(countryCodes).size).toBe(countryCodes.length);
  });
});
