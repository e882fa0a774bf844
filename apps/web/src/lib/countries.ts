import { countryCodes } from '@scoreline/contracts/plain';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

// spec §3 Country reference: the code and its English name, from a maintained package (never a hand-typed list).
// The browser build of i18n-iso-countries ships no names until a locale is registered.
countries.registerLocale(en);

export type CountryOption = { value: string; label: string };

/** The English name of an ISO 3166-1 alpha-2 code; undefined for a code the list does not know. */
export function countryName(code: string): string | undefined {
  return countries.getName(code.toUpperCase(), 'en');
}

/**
 * The flag emoji of an alpha-2 code: each letter becomes its Unicode regional indicator symbol
 * (U+1F1E6 'A' … U+1F1FF 'Z'), and a pair of them is drawn as that country's flag. '' for anything else.
 */
export function flagEmoji(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return '';
  const regionalIndicatorA = 0x1f1e6;
  return String.fromCodePoint(
    ...[...code.toUpperCase()].map((letter) => regionalIndicatorA + letter.charCodeAt(0) - 'A'.charCodeAt(0)),
  );
}

let options: CountryOption[] | undefined;

/** spec §2 COUNTRY / REGION OF RESIDENCE: every code the API accepts, sorted by English name. */
export function countryOptions(): CountryOption[] {
  options ??= countryCodes
    .map((value) => ({ value, label: countryName(value) ?? value }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return options;
}
