// The package's own table (alpha-2, alpha-3, numeric, subdivision page), the one its getAlpha2Codes() reads. Its main
// module also loads a diacritics table for name lookups we never make: 3.2 KiB gzip of the profile form (ADR 046).
// The browser build keeps only the table's first column, the one read here (ADR 053).
import codes from 'i18n-iso-countries/codes.json' with { type: 'json' };

/** ISO 3166-1 alpha-2 codes from a maintained package (i18n-iso-countries), never a hand-typed list. */
export const countryCodes: readonly string[] = codes.flatMap(([alpha2]) => (alpha2 ? [alpha2] : []));
