import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { countryName, flagImageUrl } from '@/lib/countries';

/**
 * spec §2 country card: the nationality's English name and its flag. The flag is an image (flag-icons' SVG, ADR 073),
 * not the emoji: a system without a colour-emoji font (Debian's Chromium, Windows' Chromium browsers) drew the emoji
 * as two boxes or two letters.
 */
export function CountryCard({ code }: { code: string }) {
  const headingId = useId();
  const name = countryName(code) ?? code;
  const flag = flagImageUrl(code);
  return (
    <Card role="region" aria-labelledby={headingId} className="flex items-center gap-4">
      {flag && (
        // Decorative: the country's name is beside it.
        <img
          src={flag}
          alt=""
          width={80}
          height={60}
          decoding="async"
          className="aspect-[4/3] w-16 shrink-0 rounded-md object-cover shadow-md ring-1 shadow-black/30 ring-white/15 sm:w-20"
        />
      )}
      <div className="min-w-0">
        <h2 id={headingId} className="text-xs font-semibold tracking-wider text-chalk-muted uppercase">
          Country
        </h2>
        <p className="display mt-1 text-2xl break-words">{name}</p>
      </div>
    </Card>
  );
}
