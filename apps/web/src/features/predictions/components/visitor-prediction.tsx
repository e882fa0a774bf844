import type { Match } from '@scoreline/contracts';
import { predictionCardMessages, predictionMessages } from '@scoreline/contracts/plain';
import { isPredictionOpen } from '@scoreline/domain';
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { areTeamsKnown, phaseOf, scoreOf } from '@/lib/match';
import type { PredictionSlots } from './match-prediction';

/**
 * spec §6: a visitor reads the round (issue 55): the card's score place holds the match's score once it has one, and
 * its button is the way in to predict (back to this round after signing in); no score inputs.
 */
export function VisitorPrediction({
  match,
  signInTo,
  children,
}: {
  match: Match;
  /** The sign-in page's address, bringing the visitor back to the round they were reading. */
  signInTo: string;
  children: (slots: PredictionSlots) => ReactNode;
}) {
  const phase = phaseOf(match);
  const goals = scoreOf(match);
  const score = (
    <p className="mt-1 flex flex-col items-center gap-1">
      <span className="text-xs tracking-wider text-chalk-muted uppercase">
        {phase === 'finished' ? predictionCardMessages.final : phase === 'live' ? 'Live' : 'vs'}
      </span>
      {goals && (
        <span className="display text-3xl text-chalk">
          {goals.home} – {goals.away}
        </span>
      )}
    </p>
  );
  // A match closed, under way or over has nothing to offer a visitor beyond its score and its page (no 'Full time'
  // said twice, no way in to a prediction that is no longer taken).
  // A knockout match whose teams are not known yet is not open to anyone (ADR 105): it says when it opens instead.
  if (!areTeamsKnown(match)) {
    const note = <p className="text-center text-sm text-chalk-muted">{predictionMessages.teamsNotKnown}</p>;
    return children({ score, note, action: null });
  }
  const action =
    phase === 'scheduled' && isPredictionOpen(new Date(match.date), new Date()) ? (
      <Link to={signInTo} className={buttonClassName({ className: 'text-center' })}>
        Sign in to predict
      </Link>
    ) : null;
  return children({ score, note: null, action });
}
