import { jokerMessages } from '@scoreline/contracts/plain';
import { JOKER_MULTIPLIER } from '@scoreline/domain';

/** A scored (or provisional) pick's points: '2 × 3 pts' on the joker (issue 59), else '3 PTS'. */
export function pointsTextOf(points: number, isJoker: boolean): string {
  if (isJoker) return jokerMessages.doubled(JOKER_MULTIPLIER, points / JOKER_MULTIPLIER);
  return `${points} ${points === 1 ? 'PT' : 'PTS'}`;
}
