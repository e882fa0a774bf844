/**
 * spec §3 Country reference: a code's English name and its flag. The name is the browser's own (CLDR, through
 * Intl.DisplayNames): the country card needs no bundled list of names. The codes a player can choose are in
 * country-options.ts, which only the edit form loads.
 */

let regionNames: Intl.DisplayNames | undefined;
/** An alpha-2 code's shape, in any case. */
const twoLetters = /^[A-Za-z]{2}$/;

/**
 * The English name of an ISO 3166-1 alpha-2 code (any case); undefined for a code the browser does not know, and for
 * ZZ, CLDR's "Unknown Region".
 */
export function countryName(code: string): string | undefined {
  // Anything but two letters would make `of` throw.
  if (!twoLetters.test(code)) return undefined;
  const region = code.toUpperCase();
  if (region === 'ZZ') return undefined;
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  return regionNames.of(region);
}

/**
 * The address of an alpha-2 code's flag: an SVG of flag-icons, copied by the build to `/flags/` (ADR 073), so a flag is
 * drawn as an image on every system, with or without a colour-emoji font. undefined for anything but two letters.
 */
export function flagImageUrl(code: string): string | undefined {
  return twoLetters.test(code) ? `/flags/${code.toLowerCase()}.svg` : undefined;
}
