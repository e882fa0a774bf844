/** What a monogram is drawn from. */
export type MonogramTeam = { name: string; shortName?: string | undefined; code?: string | null | undefined };

/** WCAG relative luminance of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The club's second colour for the letters when it reads on the first, else black or white. */
export function monogramInk(primary: string, secondary: string): string {
  if (contrast(primary, secondary) >= 3) return secondary;
  return contrast(primary, '#000000') >= contrast(primary, '#ffffff') ? '#000000' : '#ffffff';
}

/** 'ARS' from the code; else the initials of the name's words ('Nottingham Forest' → 'NF'). */
export function monogramOf(team: MonogramTeam): string {
  if (team.code) return team.code.toUpperCase().slice(0, 3);
  const words = (team.shortName ?? team.name).split(/\s+/).filter((word) => /^[A-Za-z0-9]/.test(word));
  if (words.length === 1) return (words[0] ?? '').slice(0, 3).toUpperCase();
  return words
    .slice(0, 3)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
}
