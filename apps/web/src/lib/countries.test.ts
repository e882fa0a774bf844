import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countryCodes } from '@scoreline/contracts/plain';
import { describe, expect, it } from 'vitest';
import { countryName, flagImageOfEmoji, flagImageUrl } from './countries';

describe('flagImageUrl (the flag-icons SVG the build copies to /flags/, ADR 073)', () => {
  it('addresses the lower-case file of a code, in any case', () => {
    expect(flagImageUrl('GB')).toBe('/flags/gb.svg');
    expect(flagImageUrl('ng')).toBe('/flags/ng.svg');
  });

  it('gives nothing for what is not a two-letter code', () => {
    for (const code of ['', 'GBR', 'G1', 'É1', '../x']) expect(flagImageUrl(code)).toBeUndefined();
  });

  it('has a flag for every country a player can choose', () => {
    const flagsDir = fileURLToPath(new URL('flags/4x3', import.meta.resolve('flag-icons/package.json')));
    const files = new Set(readdirSync(flagsDir));
    const missing = countryCodes.filter((code) => !files.has(flagImageUrl(code)!.replace('/flags/', '')));
    expect(countryCodes.length).toBeGreaterThan(240);
    expect(missing).toEqual([]);
  });
});

describe("flagImageOfEmoji (a national team's flag in the football data, drawn as an image: ADR 073)", () => {
  it('reads a pair of regional indicators as its code', () => {
    expect(flagImageOfEmoji('🇪🇸')).toBe('/flags/es.svg');
    expect(flagImageOfEmoji('🇺🇸')).toBe('/flags/us.svg');
  });

  it('reads England, Scotland and Wales from their tag sequences', () => {
    expect(flagImageOfEmoji('🏴󠁧󠁢󠁥󠁮󠁧󠁿')).toBe('/flags/gb-eng.svg');
    expect(flagImageOfEmoji('🏴󠁧󠁢󠁳󠁣󠁴󠁿')).toBe('/flags/gb-sct.svg');
    expect(flagImageOfEmoji('🏴󠁧󠁢󠁷󠁬󠁳󠁿')).toBe('/flags/gb-wls.svg');
  });

  it('gives nothing for any other text', () => {
    for (const text of ['', 'ES', '🏴', '🇪', '⚽', '🏴󠁵󠁳󠁴󠁸󠁿']) expect(flagImageOfEmoji(text)).toBeUndefined();
  });

  it('has an image for every flag of the World Cup 2026 teams', () => {
    const flagsDir = fileURLToPath(new URL('flags/4x3', import.meta.resolve('flag-icons/package.json')));
    const files = new Set(readdirSync(flagsDir));
    // Vitest runs from the repository's root (vitest.config.ts).
    const teamsFile = path.join(process.cwd(), 'data', 'competitions', 'worldcup-2026.teams.json');
    const teams = JSON.parse(readFileSync(teamsFile, 'utf8')) as { name: string; flag_icon: string }[];
    const missing = teams.filter((team) => !files.has(flagImageOfEmoji(team.flag_icon)?.replace('/flags/', '') ?? ''));
    expect(teams.length).toBe(48);
    expect(missing.map((team) => team.name)).toEqual([]);
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
