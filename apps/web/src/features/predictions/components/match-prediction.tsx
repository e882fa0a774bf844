import { errorMessages, predictionMessages, webMessages, type Match } from '@scoreline/contracts';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { isApiError, isCancelledRequest, hasErrorCode } from '@/lib/api/errors';
import { useSubmitPrediction } from '../api/submit-prediction';
import { usePredictionWindow } from '../hooks/use-prediction-window';
import { predictionStateOf, savedPrediction } from '../utils/prediction-state';
import { PredictionButton } from './prediction-button';
import { ScoreInput } from './score-input';

/** spec §8: the server's message for a refused prediction, else 'OOOPPPSS!! Something went wrong'. */
function predictionErrorMessage(error: Error): string | null {
  if (isCancelledRequest(error)) return null;
  if (isApiError(error) && error.hasServerMessage && error.status >= 400 && error.status < 500) return error.message;
  return errorMessages.matchesFailed;
}

/** The pieces a match card places: the two score inputs, a line under them, and the prediction button. */
export type PredictionSlots = { score: ReactNode; note: ReactNode; action: ReactNode };

/**
 * A match's prediction (spec §4, §5), handed to whoever lays out the card: the route composes it into the match
 * centre's card, so the matches feature never needs to know about predictions.
 */
export function MatchPrediction({
  match,
  children,
}: {
  match: Match;
  children: (slots: PredictionSlots) => ReactNode;
}) {
  const { home, away } = match.details.teams;
  const saved = savedPrediction(match);
  // A refusal as closed (UNPROCESSABLE) says the window is shut even where this device's clock says otherwise (e.g. a
  // slow clock), so the card stays closed for that kick-off; a new kick-off (the match was re-dated) decides afresh.
  const [refusedKickoff, setRefusedKickoff] = useState<string | null>(null);
  const isWindowOpen = usePredictionWindow(match.date) && refusedKickoff !== match.date;
  const state = predictionStateOf(match, isWindowOpen);
  const isEditable = state.kind === 'open';
  const [draft, setDraft] = useState({ home: '', away: '' });
  const shown = isEditable ? draft : (saved ?? { home: '', away: '' });
  const submission = useSubmitPrediction(match.id);

  const score = (
    <fieldset className="mt-1 flex items-center gap-1.5 sm:gap-2">
      <legend className="sr-only">{isEditable ? 'Your prediction' : 'Your prediction (locked)'}</legend>
      <ScoreInput
        label={`${home.name} goals`}
        value={shown.home}
        isLocked={!isEditable}
        onChange={(value) => {
          setDraft((current) => ({ ...current, home: value }));
        }}
      />
      <span aria-hidden="true" className="display text-2xl text-chalk-faint">
        :
      </span>
      <ScoreInput
        label={`${away.name} goals`}
        value={shown.away}
        isLocked={!isEditable}
        onChange={(value) => {
          setDraft((current) => ({ ...current, away: value }));
        }}
      />
    </fieldset>
  );

  const note =
    state.kind === 'postponed' && !saved ? (
      <p className="text-center text-sm text-chalk-muted">{predictionMessages.postponed}</p>
    ) : null;

  const action = (
    <PredictionButton
      className="w-full"
      state={state}
      home={draft.home}
      away={draft.away}
      isSubmitting={submission.isPending}
      onSubmit={(prediction) => {
        submission.mutate(prediction, {
          onSuccess: ({ message }) => {
            toast.success(message ?? webMessages.predictionApplied);
          },
          onError: (error) => {
            const message = predictionErrorMessage(error);
            if (message) toast.error(message);
            // The match queries are refetched meanwhile (useSubmitPrediction), so a conflict shows the saved score.
            if (hasErrorCode(error, 'UNPROCESSABLE')) setRefusedKickoff(match.date);
          },
        });
      }}
    />
  );

  return children({ score, note, action });
}
