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

const REGIONAL_INDICATOR_A = 0x1f1e6;
const BLACK_FLAG = 0x1f3f4;
const TAG_A = 0xe0061;
const TAG_Z = 0xe007a;

/**
 * The flag image of a flag emoji as the football data gives it (issue 58: '🇪🇸', and England's and Scotland's tag
 * sequences '🏴󠁧󠁢󠁥󠁮󠁧󠁿'), drawn like every other flag (ADR 073): a pair of regional indicators is its alpha-2 code,
 * a subdivision flag is flag-icons' `gb-eng`, `gb-sct`, `gb-wls`, `gb-nir`. undefined for anything else.
 */
export function flagImageOfEmoji(emoji: string): string | undefined {
  const points = [...emoji].map((char) => char.codePointAt(0)!);
  if (
    points.length === 2 &&
    points.every((point) => point >= REGIONAL_INDICATOR_A && point < REGIONAL_INDICATOR_A + 26)
  ) {
    return flagImageUrl(points.map((point) => String.fromCharCode(97 + point - REGIONAL_INDICATOR_A)).join(''));
  }
  if (points[0] !== BLACK_FLAG) return undefined;
  const tags = points.slice(1, -1);
  if (tags.length !== 5 || !tags.every((point) => point >= TAG_A && point <= TAG_Z)) return undefined;
  const subdivision = tags.map((point) => String.fromCharCode(97 + point - TAG_A)).join('');
  return /^gb(eng|sct|wls|nir)$/.test(subdivision) ? `/flags/gb-${subdivision.slice(2)}.svg` : undefined;
}
