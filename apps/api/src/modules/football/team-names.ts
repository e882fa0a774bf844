/**
 * Matching a provider's club names to our clubs (issue #4: "Map API-Football team ids to our teams by
 * normalised name"). API-Football says 'Manchester United', 'Sheffield Utd', 'Wolves', 'Nottingham Forest';
 * openfootball says 'Manchester United FC', 'Wolverhampton Wanderers FC', and football-data.co.uk 'Man United'.
 */

/** Words that say nothing about which club it is. */
const noiseWords = new Set(['fc', 'afc', 'cf', 'the']);
/** Abbreviations written out. */
const synonyms: Record<string, string> = { utd: 'united', man: 'manchester', nottm: 'nottingham', '&': 'and' };

/** Lower case, no accents or punctuation, '&' → 'and', 'Utd' → 'united', without 'FC'/'AFC'. */
export function normaliseTeamName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word && !noiseWords.has(word))
    .map((word) => synonyms[word] ?? word)
    .join(' ');
}

export interface NamedTeam<K> {
  key: K;
  /** Every spelling we know for the club (name, short name, other data sets' spellings, slug). */
  names: readonly string[];
}

/**
 * The club whose known names match `name`: first an exact normalised match, then a unique club one of whose
 * names starts with the given name's words ('Newcastle' → 'Newcastle United') or the reverse. Undefined when
 * nothing or more than one club matches (e.g. 'Manchester' alone).
 */
export function matchTeamByName<K>(name: string, candidates: readonly NamedTeam<K>[]): K | undefined {
  const wanted = normaliseTeamName(name);
  if (!wanted) return undefined;
  const normalised = candidates.map((candidate) => ({
    key: candidate.key,
    names: candidate.names.map(normaliseTeamName).filter(Boolean),
  }));
  const exact = normalised.filter((candidate) => candidate.names.includes(wanted));
  if (exact.length === 1) return exact[0]?.key;
  if (exact.length > 1) return undefined;
  const startsWith = (long: string, short: string) => long === short || long.startsWith(`${short} `);
  const prefix = normalised.filter((candidate) =>
    candidate.names.some((known) => startsWith(known, wanted) || startsWith(wanted, known)),
  );
  return prefix.length === 1 ? prefix[0]?.key : undefined;
}
