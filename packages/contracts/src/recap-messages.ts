import { roundHighlightsWords } from './league-web-messages';
import { ordinal } from './places';

/**
 * A player's round recap (issue 60, docs/decisions/117), zod-free: the words of the card in the app and of its share
 * image, and the recap calls' refusals.
 */

export const recapWords = {
  /** The card's title: 'Your Matchday 12'. */
  title: (stage: string) => `Your ${stage}`,
  points: roundHighlightsWords.points,
  /** The place in the round's own table. */
  roundPlace: (position: number, players: number) =>
    `${ordinal(position)} of ${players.toLocaleString('en-GB')} in the round`,
  /** The overall place after the round, and the move since the round before ('up 4', 'down 2', 'no change'). */
  overall: (after: number) => `${ordinal(after)} overall`,
  moved: (before: number | null, after: number) =>
    before === null
      ? 'first ranked'
      : before > after
        ? `up ${before - after}`
        : before < after
          ? `down ${after - before}`
          : 'no change',
  bestPick: 'Best pick',
  picked: (pick: string, result: string) => `Picked ${pick}, ended ${result}`,
  joker: (multiplier: number) => `joker ×${multiplier}`,
  winner: roundHighlightsWords.winner,
  noWinner: roundHighlightsWords.noWinner,
  share: 'Share my round',
  image: 'Image (PNG)',
  shareText: (stage: string, points: number) =>
    `My ${stage} on Scoreline: ${points} ${points === 1 ? 'point' : 'points'}`,
  shareFailed: 'Sharing did not work on this device: the image link is beside the button',
  /** The image's alternative text. */
  imageAlt: (username: string, stage: string) => `${username}'s ${stage} on Scoreline`,
  /** 404s. */
  notComplete: (stage: string) => `${stage} is not complete yet: its recap comes when its last match is scored`,
  noRecap: 'This player made no scored pick in that round',
} as const;
