import type { Match } from '@scoreline/contracts';
import { MatchPrediction } from '@/features/predictions/components/match-prediction';

/** A match's prediction parts as the pages lay them out in a card: the score inputs, the note, the button. */
export function PredictionCard({ match }: { match: Match }) {
  return (
    <MatchPrediction match={match}>
      {({ score, note, action }) => (
        <>
          {score}
          {note}
          {action}
        </>
      )}
    </MatchPrediction>
  );
}
