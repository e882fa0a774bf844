import { formatPercents, predictBeforeEach, type MatchResult, type PercentStrings } from '@scoreline/domain';

export interface ModelFixture {
  matchId: number;
  /** When the match was really played (ISO with zone): the replay's shift is taken off first. */
  kickoffUtc: string;
  home: string;
  away: string;
  season: string;
  /** The final score, only for matches that are over now. */
  score?: { ft: [number, number] };
}

/**
 * Win probabilities without a provider (issue #4): the domain's Elo → Poisson/Dixon–Coles model fitted on the
 * ten earlier seasons, walked through the season so that each match uses only the results known before its
 * kick-off, and for matches still to play, the results known now (an unplayed match feeds nothing).
 */
export function modelWinPercents(history: readonly MatchResult[], fixtures: readonly ModelFixture[]) {
  const forecasts = predictBeforeEach(
    history,
    fixtures.map((fixture) => ({ ...fixture })),
  );
  const percents = new Map<number, PercentStrings>();
  for (const { fixture, forecast } of forecasts) percents.set(fixture.matchId, formatPercents(forecast));
  return percents;
}
