import type { Slot, SlotMatch } from './slots';

const winner = (group: string): Slot => ({ kind: 'group', group, position: 1 });
const runnerUp = (group: string): Slot => ({ kind: 'group', group, position: 2 });
const third = (groups: string): Slot => ({ kind: 'third', groups: [...groups] });
const winnerOf = (match: number): Slot => ({ kind: 'winner', match });
const loserOf = (match: number): Slot => ({ kind: 'loser', match });

const match = (number: number, round: string, home: Slot, away: Slot): SlotMatch => ({
  match: number,
  round,
  home,
  away,
});

/** The World Cup 2026's groups, A to L. */
export const WORLD_CUP_2026_GROUPS = [...'ABCDEFGHIJKL'];

/** The World Cup 2026's knockout rounds, in order (the names the openfootball file gives them). */
export const WORLD_CUP_2026_KNOCKOUT_ROUNDS = [
  'Round of 32',
  'Round of 16',
  'Quarter-final',
  'Semi-final',
  'Match for third place',
  'Final',
] as const;

/**
 * The World Cup 2026's official bracket, matches 73 to 104 (FIFA's match schedule): who meets whom. Checked
 * against the tournament as played (world-cup-2026.test.ts).
 */
export const WORLD_CUP_2026_BRACKET: readonly SlotMatch[] = [
  match(73, 'Round of 32', runnerUp('A'), runnerUp('B')),
  match(74, 'Round of 32', winner('E'), third('ABCDF')),
  match(75, 'Round of 32', winner('F'), runnerUp('C')),
  match(76, 'Round of 32', winner('C'), runnerUp('F')),
  match(77, 'Round of 32', winner('I'), third('CDFGH')),
  match(78, 'Round of 32', runnerUp('E'), runnerUp('I')),
  match(79, 'Round of 32', winner('A'), third('CEFHI')),
  match(80, 'Round of 32', winner('L'), third('EHIJK')),
  match(81, 'Round of 32', winner('D'), third('BEFIJ')),
  match(82, 'Round of 32', winner('G'), third('AEHIJ')),
  match(83, 'Round of 32', runnerUp('K'), runnerUp('L')),
  match(84, 'Round of 32', winner('H'), runnerUp('J')),
  match(85, 'Round of 32', winner('B'), third('EFGIJ')),
  match(86, 'Round of 32', winner('J'), runnerUp('H')),
  match(87, 'Round of 32', winner('K'), third('DEIJL')),
  match(88, 'Round of 32', runnerUp('D'), runnerUp('G')),
  match(89, 'Round of 16', winnerOf(74), winnerOf(77)),
  match(90, 'Round of 16', winnerOf(73), winnerOf(75)),
  match(91, 'Round of 16', winnerOf(76), winnerOf(78)),
  match(92, 'Round of 16', winnerOf(79), winnerOf(80)),
  match(93, 'Round of 16', winnerOf(83), winnerOf(84)),
  match(94, 'Round of 16', winnerOf(81), winnerOf(82)),
  match(95, 'Round of 16', winnerOf(86), winnerOf(88)),
  match(96, 'Round of 16', winnerOf(85), winnerOf(87)),
  match(97, 'Quarter-final', winnerOf(89), winnerOf(90)),
  match(98, 'Quarter-final', winnerOf(93), winnerOf(94)),
  match(99, 'Quarter-final', winnerOf(91), winnerOf(92)),
  match(100, 'Quarter-final', winnerOf(95), winnerOf(96)),
  match(101, 'Semi-final', winnerOf(97), winnerOf(98)),
  match(102, 'Semi-final', winnerOf(99), winnerOf(100)),
  match(103, 'Match for third place', loserOf(101), loserOf(102)),
  match(104, 'Final', winnerOf(101), winnerOf(102)),
];
