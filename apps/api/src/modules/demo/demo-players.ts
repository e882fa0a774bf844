/** Handles of the demo players: every username starts with `demo_` and every name says "(demo)". */
export const DEMO_HANDLES = [
  'alex',
  'bola',
  'chen',
  'dara',
  'eli',
  'fatima',
  'gus',
  'hana',
  'ivan',
  'jade',
  'kofi',
  'lena',
  'milo',
  'nia',
  'omar',
  'pia',
  'quinn',
  'rosa',
  'sami',
  'tara',
  'uma',
  'vik',
  'wren',
  'xavi',
  'yara',
  'zane',
  'ade',
  'bea',
  'cal',
  'dev',
  'ezra',
  'flo',
  'gio',
  'hal',
  'ines',
  'jon',
  'kai',
  'lou',
  'mae',
  'nico',
  'olu',
  'pat',
  'rafa',
  'sol',
  'teo',
  'ugo',
  'val',
  'wes',
  'yuki',
  'zoe',
] as const;

/** A small deterministic PRNG (mulberry32), so demo data is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Weighted<T> = readonly (readonly [T, number])[];

function pick<T>(items: Weighted<T>, random: () => number): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll <= 0) return item;
  }
  return items[items.length - 1]![0];
}

// Typical scorelines per outcome (home side first), weighted roughly as Premier League results fall.
const HOME_WINS: Weighted<[number, number]> = [
  [[1, 0], 30],
  [[2, 1], 28],
  [[2, 0], 22],
  [[3, 1], 10],
  [[3, 0], 7],
  [[4, 1], 3],
];
const DRAWS: Weighted<[number, number]> = [
  [[1, 1], 55],
  [[0, 0], 25],
  [[2, 2], 20],
];

/**
 * A demo player's pick for one match: the outcome is drawn from the model's probabilities sharpened
 * or flattened by the player's skill (a temperature: below 1 follows the model closely, above 1 guesses
 * more), then a typical scoreline for that outcome.
 */
export function demoPick(
  percents: { home: number; draw: number; away: number },
  temperature: number,
  random: () => number,
): { home: number; away: number } {
  const weight = (p: number) => Math.pow(Math.max(p, 0.5) / 100, 1 / temperature);
  const outcome = pick(
    [
      ['home', weight(percents.home)],
      ['draw', weight(percents.draw)],
      ['away', weight(percents.away)],
    ] as const,
    random,
  );
  if (outcome === 'draw') {
    const [home, away] = pick(DRAWS, random);
    return { home, away };
  }
  const [winner, loser] = pick(HOME_WINS, random);
  return outcome === 'home' ? { home: winner, away: loser } : { home: loser, away: winner };
}
