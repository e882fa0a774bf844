// Served by this site with the build's other assets (font-src 'self'), not the package's default CDN.
import flagFontUrl from 'country-flag-emoji-polyfill/dist/TwemojiCountryFlags.woff2?url';

/** The family of `--font-flag` in styles.css, put first for the flag emoji (spec §2 country card). */
const FLAG_FONT_FAMILY = 'Twemoji Country Flags';

let check: Promise<void> | undefined;

async function addFlagFontWhereNeeded(): Promise<void> {
  // Only Windows' emoji font lacks the flags; elsewhere the check below finds them, so it is not even loaded.
  if (!navigator.userAgent.includes('Windows')) return;
  const { polyfillCountryFlagEmojis } = await import('country-flag-emoji-polyfill');
  try {
    polyfillCountryFlagEmojis(FLAG_FONT_FAMILY, flagFontUrl);
  } catch {
    // No 2D canvas to tell: the flags stay as the system draws them.
  }
}

/**
 * Chromium browsers on Windows draw a flag emoji as its two letters: Windows' emoji font has no flags. Where the
 * browser draws colour emoji but no flags, `country-flag-emoji-polyfill` adds a font of the flags alone (78 KB, loaded
 * only when a flag is drawn with it, ADR 060); elsewhere it adds nothing. Checked once, when a flag is first shown.
 */
export function ensureFlagFont(): Promise<void> {
  check ??= addFlagFontWhereNeeded();
  return check;
}
