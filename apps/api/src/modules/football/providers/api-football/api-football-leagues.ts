/**
 * API_FOOTBALL_LEAGUES (issue 58): more API-Football competitions played beside the default one
 * (API_FOOTBALL_LEAGUE and API_FOOTBALL_SEASON), as 'league:season' pairs joined by ',': '2:2024,140:2024' adds the
 * Champions League and La Liga 2024/25. Each is synced as its own competition; all share one client and its quota.
 */
export const apiFootballLeaguesMessage =
  "must be API-Football 'league:season' pairs joined by ',', such as 2:2024,140:2024 (league ids, 4-digit seasons)";

/** The pairs, once each; null when one is not a pair of a league id and a season year. */
export function readApiFootballLeagues(value: string): { league: number; season: number }[] | null {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const pairs: { league: number; season: number }[] = [];
  for (const entry of entries) {
    const match = /^([1-9][0-9]{0,5}):((?:19|20|21)[0-9]{2})$/.exec(entry);
    if (!match) return null;
    const pair = { league: Number(match[1]), season: Number(match[2]) };
    if (!pairs.some((seen) => seen.league === pair.league && seen.season === pair.season)) pairs.push(pair);
  }
  return pairs;
}

/** The key header of API-Football through RapidAPI (the direct API's is x-apisports-key). */
const RAPIDAPI_KEY_HEADER = 'x-rapidapi-key';

/**
 * RapidAPI (guide §1.2) answers only with `x-rapidapi-host` beside `x-rapidapi-key`, and its host is the base URL's
 * (`https://api-football-v1.p.rapidapi.com/v3`); with the direct key header nothing is sent.
 */
export function defaultApiFootballHost(baseUrl: string, keyHeader: string): string | undefined {
  return keyHeader === RAPIDAPI_KEY_HEADER ? new URL(baseUrl).hostname : undefined;
}
