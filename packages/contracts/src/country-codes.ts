import countries from 'i18n-iso-countries';

/** ISO 3166-1 alpha-2 codes from a maintained package (i18n-iso-countries), never a hand-typed list. */
export const countryCodes = Object.keys(countries.getAlpha2Codes()) as readonly string[];
