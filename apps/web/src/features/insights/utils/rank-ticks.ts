/**
 * The rank axis's ticks: always rank 1 (the top of the table, where a player wants to be) and the worst rank shown,
 * with at most `count` ticks at a round step in between (1, 5, 10… or 1, 50, 100…).
 */
export function rankTicks(worstRank: number, count = 5): number[] {
  const worst = Math.max(1, Math.ceil(worstRank));
  if (worst <= count) return Array.from({ length: worst }, (_, index) => index + 1);
  const rough = (worst - 1) / (count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ?? rough;
  const ticks = [1];
  for (let tick = step; tick < worst; tick += step) if (tick > 1) ticks.push(tick);
  ticks.push(worst);
  // A step just short of the worst rank would print two labels on top of each other.
  const beforeLast = ticks.at(-2);
  if (beforeLast !== undefined && beforeLast !== 1 && worst - beforeLast < step / 2) ticks.splice(-2, 1);
  return ticks;
}
