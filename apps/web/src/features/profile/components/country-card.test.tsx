import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A 2D context that draws text as a browser would for the polyfill's check: a colour emoji keeps its own colours
 * whatever the fill; a character drawn as a plain glyph (a flag shown as two letters) takes the fill.
 */
function canvasThatDraws({ flags }: { flags: boolean }) {
  let text = '';
  let fill = '';
  const isColourGlyph = (drawn: string) => drawn === '\u{1F60A}' || (flags && /\p{Regional_Indicator}/u.test(drawn));
  const context = {
    textBaseline: '',
    font: '',
    scale: () => undefined,
    clearRect: () => undefined,
    set fillStyle(colour: string) {
      fill = colour;
    },
    get fillStyle() {
      return fill;
    },
    fillText: (drawn: string) => {
      text = drawn;
    },
    getImageData: () => ({
      data: isColourGlyph(text) ? [255, 204, 77, 255] : fill === '#fff' ? [255, 255, 255, 255] : [0, 0, 0, 255],
    }),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
}

const windows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Mobile';

/** The country card as a new page load in this browser meets it, once its flag font has been seen to (once a load). */
async function renderCountryCard(code: string, userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.resetModules();
  const { CountryCard } = await import('./country-card');
  render(<CountryCard code={code} />);
  await (await import('@/lib/flag-font')).ensureFlagFont();
}

const flagFontFaces = () =>
  [...document.head.querySelectorAll('style')].filter((style) => style.textContent.includes('Twemoji Country Flags'));

describe('the country card’s flag (spec §2)', () => {
  beforeEach(() => {
    for (const style of flagFontFaces()) style.remove();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the nationality’s name and its flag emoji', async () => {
    await renderCountryCard('CH', android);
    expect(screen.getByRole('region', { name: 'Country' }).textContent).toBe('🇨🇭CountrySwitzerland');
  });

  it('loads the flags’ font from this site where the browser draws colour emoji but no flags (Windows)', async () => {
    canvasThatDraws({ flags: false });
    await renderCountryCard('CH', windows);
    const [fontFace] = flagFontFaces();
    expect(fontFace?.textContent).toMatch(/src: url\('\/[^']*TwemojiCountryFlags[^']*\.woff2'\)/);
  });

  it('adds no font on Windows where the browser draws flags itself (Firefox)', async () => {
    canvasThatDraws({ flags: true });
    await renderCountryCard('CH', windows);
    expect(flagFontFaces()).toEqual([]);
  });

  it('adds no font outside Windows, whose emoji fonts have the flags', async () => {
    canvasThatDraws({ flags: false });
    await renderCountryCard('CH', android);
    expect(flagFontFaces()).toEqual([]);
  });
});
