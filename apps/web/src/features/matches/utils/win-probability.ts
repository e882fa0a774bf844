export type ThreeWay = { home: number; draw: number; away: number };

/** '45%' → 45; anything unreadable counts as 0. */
export function parsePercent(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * spec §9: the win-probability bar's widths are the square roots of the percents, normalised to 100 %, so a
 * small chance stays visible. A zero part gets width 0 (spec §2: zero parts are hidden).
 */
export function winProbabilityWidths(percent: ThreeWay): ThreeWay {
  const roots = {
    home: Math.sqrt(Math.max(0, percent.home)),
    draw: Math.sqrt(Math.max(0, percent.draw)),
    away: Math.sqrt(Math.max(0, percent.away)),
  };
  const total = roots.home + roots.draw + roots.away;
  if (total === 0) return { home: 0, draw: 0, away: 0 };
  return { home: (roots.home / total) * 100, draw: (roots.draw / total) * 100, away: (roots.away / total) * 100 };
}
