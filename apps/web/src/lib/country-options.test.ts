import { countryCodes } from '@scoreline/contracts/plain';
import { describe, expect, it } from 'vitest';
import { countryName } from './countries';
import { countryOptions } from './country-options';

describe('countryOptions', () => {
  it('offers every code the API accepts, once, sorted by English name', () => {
    const options = countryOptions();
    expect(options).toHaveLength(countryCodes.length);
    expect(options.length).toBeGreaterThanOrEqual(249);
    expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(options[0]).toEqual({ value: 'AF', label: 'Afghanistan' });
  });

  it('names every code the API accepts', () => {
    expect(countryCodes.filter((code) => countryName(code) === undefined)).toEqual([]);
    expect(countryOptions().find((option) => option.value === 'US')).toEqual({ value: 'US', label: 'United States' });
  });
});
