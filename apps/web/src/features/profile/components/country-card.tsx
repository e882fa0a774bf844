import { useEffect, useId } from 'react';
import { Card } from '@/components/ui/card';
import { countryName, flagEmoji } from '@/lib/countries';
import { ensureFlagFont } from '@/lib/flag-font';

/** spec §2 country card: the nationality's English name and its flag emoji. */
export function CountryCard({ code }: { code: string }) {
  const headingId = useId();
  const name = countryName(code) ?? code;
  useEffect(() => {
    void ensureFlagFont();
  }, []);
  return (
    <Card role="region" aria-labelledby={headingId} className="flex items-center gap-4">
      <span
        aria-hidden="true"
        className="grid size-16 shrink-0 place-items-center font-flag text-5xl leading-none sm:size-20"
      >
        {flagEmoji(code)}
      </span>
      <div className="min-w-0">
        <h2 id={headingId} className="text-xs font-semibold tracking-wider text-chalk-muted uppercase">
          Country
        </h2>
        <p className="display mt-1 text-2xl break-words">{name}</p>
      </div>
    </Card>
  );
}
