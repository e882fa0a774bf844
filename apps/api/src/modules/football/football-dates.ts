const londonDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The UK calendar date (YYYY-MM-DD) of an instant: English football's dates are UK dates. */
export function londonDate(instant: Date): string {
  return londonDay.format(instant);
}

/** API-Football's 4-digit season key as a season label: 2019 → '2019/20'. */
export function seasonLabel(season: number): string {
  return `${season}/${String((season + 1) % 100).padStart(2, '0')}`;
}

/** A competition-season's season as written (issue 58): a tournament's year alone ('2026'), else '2023/24'. */
export function seasonAsWritten(kind: string, season: number): string {
  return kind === 'tournament' ? String(season) : seasonLabel(season);
}
