import type { Match } from '@scoreline/contracts';
import {
  predictionCardMessages,
  predictionMessages,
  validationMessages,
  webMessages,
} from '@scoreline/contracts/plain';
import { formatPrediction, parsePrediction } from '@scoreline/domain';
import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { areTeamsKnown, type KnownMatch } from '@/lib/match';
import { hasErrorCode, isConnectionFailure, isOffline } from '@/lib/api/errors';
import { useSubmitPrediction } from '../api/submit-prediction';
import { useClosingCountdown } from '../hooks/use-closing-countdown';
import { usePredictionWindow } from '../hooks/use-prediction-window';
import { useSubmittingMatches } from '../hooks/use-submitting-matches';
import {
  clearDraft,
  draftSaved,
  forgetSavedTyping,
  queueDrafts,
  setDraft,
  setDraftError,
  takeQueuedDraft,
  useDraft,
  useDraftState,
} from '../stores/prediction-drafts';
import { predictionErrorMessage } from '../utils/prediction-error';
import { pointsTextOf } from '../utils/points-text';
import { predictionStateOf, savedPrediction } from '../utils/prediction-state';
import { JokerToggle } from './joker-toggle';
import { PredictionButton } from './prediction-button';
import { ScoreInput } from './score-input';

/** Typing that differs from the saved pick (none saved: anything typed). */
function isUnsavedTyping(draft: { home: string; away: string }, saved: { home: string; away: string } | null) {
  if (draft.home.trim() === '' && draft.away.trim() === '') return false;
  return saved === null || Number(draft.home) !== Number(saved.home) || Number(draft.away) !== Number(saved.away);
}

/** The side left empty when only one score is typed. */
function missingSideOf(typed: { home: string; away: string }): 'home' | 'away' | null {
  const hasHome = typed.home.trim() !== '';
  const hasAway = typed.away.trim() !== '';
  if (hasHome === hasAway) return null;
  return hasHome ? 'away' : 'home';
}

/** The pieces a match card places: the two score inputs, a line under them, and the prediction button. */
export type PredictionSlots = { score: ReactNode; note: ReactNode; action: ReactNode };

/**
 * A match's prediction (spec §4, §5, issue 13), handed to whoever lays out the card: the route composes it into the
 * match centre's card, so the matches feature never needs to know about predictions. Typing is kept as a draft on
 * this device (it survives a refresh and is what the round's Save all sends); a saved pick can be changed until the
 * window closes; the card says what was picked, what it earned and by which rule, and how long is left.
 */
export function MatchPrediction({
  match,
  children,
}: {
  match: Match;
  children: (slots: PredictionSlots) => ReactNode;
}) {
  if (!areTeamsKnown(match)) return <NotDrawnYet>{children}</NotDrawnYet>;
  return <KnownMatchPrediction match={match}>{children}</KnownMatchPrediction>;
}

/**
 * A knockout match whose teams are not known yet (issue 58, ADR 105): no score inputs and no button, the sentence
 * saying when it opens instead.
 */
function NotDrawnYet({ children }: { children: (slots: PredictionSlots) => ReactNode }) {
  return children({
    score: (
      <span aria-hidden="true" className="display mt-4 text-sm text-chalk-faint">
        vs
      </span>
    ),
    note: <p className="text-center text-sm text-chalk-muted">{predictionMessages.teamsNotKnown}</p>,
    action: null,
  });
}

function KnownMatchPrediction({
  match,
  children,
}: {
  match: KnownMatch;
  children: (slots: PredictionSlots) => ReactNode;
}) {
  const { home, away } = match.details.teams;
  const saved = savedPrediction(match);
  const pick = match.predictions[0];
  // A refusal as closed (UNPROCESSABLE) says the window is shut even where this device's clock says otherwise (e.g. a
  // slow clock), so the card stays closed for that kick-off; a new kick-off (the match was re-dated) decides afresh.
  const [refusedKickoff, setRefusedKickoff] = useState<string | null>(null);
  const isWindowOpen = usePredictionWindow(match.date) && refusedKickoff !== match.date;
  const baseState = predictionStateOf(match, isWindowOpen);
  const { draft, error } = useDraft(match.id, match, saved);
  // A saved pick being changed is one with a draft: the change survives a refresh like any typing.
  const changing = baseState.kind === 'applied' && draft !== undefined;
  const state = changing ? ({ kind: 'open' } as const) : baseState;
  const isEditable = state.kind === 'open';
  // issue 55: the window closed on typing that was never saved (a change of the saved pick, or a first pick): the
  // card locks on the saved pick, or none, and says the typing was not saved rather than dropping it without a word.
  // The stored typing only: typing just saved (still shown while the card is drawn from the answer before) is not lost.
  const storedDraft = useDraftState().drafts[match.id];
  const isChangeLost = baseState.kind === 'closed' && storedDraft !== undefined && isUnsavedTyping(storedDraft, saved);
  const typed = draft ?? { home: '', away: '' };
  const shown = isEditable ? typed : (saved ?? { home: '', away: '' });
  const submission = useSubmitPrediction(match.id);
  // Busy while this card's submit or the round's Save all carrying this match is in flight (spec §4).
  const isSubmitting = useSubmittingMatches().has(match.id);
  const countdown = useClosingCountdown(match.date, baseState.kind === 'open' || baseState.kind === 'applied');
  const errorId = useId();
  const labelId = useId();
  const actionRef = useRef<HTMLDivElement>(null);
  // Focus follows the card to its new state after a save (issue 13), not the page's body: the Change button, or the
  // locked state's line when the window has just closed.
  const focusOnSaved = useRef(false);
  const shownKind = useRef(state.kind);
  useEffect(() => {
    shownKind.current = state.kind;
  });
  const focusSavedState = () => {
    const target =
      actionRef.current?.querySelector<HTMLElement>('button') ??
      actionRef.current?.querySelector<HTMLElement>('[tabindex="-1"]');
    if (!focusOnSaved.current || !target || shownKind.current === 'open') return;
    focusOnSaved.current = false;
    target.focus();
  };
  // The card may turn applied after the answer's callback (a change leaves its editing state then).
  useEffect(focusSavedState, [state.kind]);
  // A saved pick's typing stays shown until the card is drawn from a newer answer (ADR 048, `draftSaved`).
  useEffect(() => {
    forgetSavedTyping(match.id, match);
  }, [match]);

  // issue 60 (ADR 116): with no connection a pick is kept, said to wait, and sent when the connection returns.
  const send = (prediction: string, { toastId }: { toastId?: string } = {}) => {
    if (isOffline()) {
      queueDrafts([match.id]);
      return;
    }
    submission.mutate(prediction, {
      onSuccess: ({ message }) => {
        toast.success(message ?? webMessages.predictionApplied, toastId ? { id: toastId } : undefined);
        focusOnSaved.current = true;
        draftSaved(match.id, match);
      },
      onError: (failure) => {
        // Waits only when the browser says the connection is gone (it will say when it returns); a server out of
        // reach on a working connection is spec §8's error, and the typing stays for another try.
        if (isConnectionFailure(failure) && isOffline()) {
          queueDrafts([match.id]);
          return;
        }
        const message = predictionErrorMessage(failure);
        if (message) toast.error(message);
        // Out of date (another tab saved meanwhile): the card shows the server's pick; else the typing stays,
        // with the reason beside it.
        if (hasErrorCode(failure, 'CONFLICT')) clearDraft(match.id);
        else if (message) setDraftError(match.id, message);
        // The match queries are refetched meanwhile (useSubmitPrediction), so a conflict shows the saved score.
        if (hasErrorCode(failure, 'UNPROCESSABLE')) setRefusedKickoff(match.date);
      },
    });
  };
  const isQueued = storedDraft?.queued === true;
  const sendQueued = useEffectEvent(() => {
    const queued = takeQueuedDraft(match.id);
    if (!queued) return;
    const parsed = parsePrediction(`${queued.home.trim()}:${queued.away.trim()}`);
    if (parsed.ok) send(formatPrediction(parsed.score), { toastId: 'picks-back-online' });
    else setDraftError(match.id, validationMessages.invalidFields);
  });
  // Sent once each: when the connection returns, or at once when the card opens online with one (the app reopened);
  // never straight after a failed send, which would try again at once for as long as the network is down.
  const openedQueued = useRef(isQueued);
  useEffect(() => {
    if (!isQueued) return undefined;
    if (openedQueued.current && !isOffline()) sendQueued();
    openedQueued.current = false;
    window.addEventListener('online', sendQueued);
    return () => {
      window.removeEventListener('online', sendQueued);
    };
  }, [isQueued]);

  const type = (side: 'home' | 'away', value: string) => {
    setDraft(match.id, { ...typed, [side]: value });
  };
  const stopChanging = () => {
    clearDraft(match.id);
  };

  const boxLabel = saved || isEditable ? predictionCardMessages.yourPick : predictionCardMessages.noPick;
  const score = (
    <fieldset className="mt-1 flex flex-col items-center gap-1" aria-labelledby={labelId}>
      <legend className="sr-only">{isEditable ? 'Your prediction' : 'Your prediction (locked)'}</legend>
      <span id={labelId} className="text-xs tracking-wider text-chalk-muted uppercase">
        {boxLabel}
      </span>
      <span className="flex items-center gap-1.5 sm:gap-2">
        <ScoreInput
          label={`${home.name} goals`}
          value={shown.home}
          isLocked={!isEditable}
          errorId={isEditable && error ? errorId : undefined}
          onChange={(value) => {
            type('home', value);
          }}
        />
        <span aria-hidden="true" className="display text-2xl text-chalk-faint">
          :
        </span>
        <ScoreInput
          label={`${away.name} goals`}
          value={shown.away}
          isLocked={!isEditable}
          errorId={isEditable && error ? errorId : undefined}
          onChange={(value) => {
            type('away', value);
          }}
        />
      </span>
    </fieldset>
  );

  const lines: ReactNode[] = [];
  if (isEditable && isQueued) {
    lines.push(
      <p key="queued" role="status" className="font-semibold text-highlight">
        {predictionCardMessages.savedWhenOnline}
      </p>,
    );
  }
  if (isEditable && error) {
    lines.push(
      <p key="error" id={errorId} role="alert" className="text-sm text-danger">
        {error}
      </p>,
    );
  }
  // issue 55: a half-filled card says which score is missing (Save all counts it apart and does not send it).
  const missingSide = isEditable && !error ? missingSideOf(typed) : null;
  if (missingSide) {
    lines.push(
      <p key="missing" className="text-highlight">
        {predictionCardMessages.missingScore(missingSide === 'home' ? home.name : away.name)}
      </p>,
    );
  }
  if (isChangeLost) {
    lines.push(
      <p key="lost" role="status" className="font-semibold text-highlight">
        {predictionCardMessages.changeNotSaved}
      </p>,
    );
  }
  if (countdown) lines.push(<p key="countdown">{predictionCardMessages.closesIn(countdown)}</p>);
  if (state.kind === 'postponed' && !saved) lines.push(<p key="postponed">{predictionMessages.postponed}</p>);
  // issue 56: the rule comes with the points from the API (the pick's scored fact), never worked out here.
  if (state.kind === 'final' && pick?.points != null && pick.rule !== null) {
    lines.push(
      <p key="rule">
        {pointsTextOf(pick.points, pick.joker)} · {predictionCardMessages.rules[pick.rule]}
      </p>,
    );
  }
  if (state.kind === 'closed' && pick?.provisionalPoints != null && pick.provisionalRule !== null) {
    lines.push(
      <p key="live" className="text-danger">
        {predictionCardMessages.ifItEndedNow}: {pointsTextOf(pick.provisionalPoints, pick.joker)} ·{' '}
        {predictionCardMessages.rules[pick.provisionalRule]}
      </p>,
    );
  }
  // issue 59: the round's joker on this pick (a toggle while the saved pick can change), or a closed joker pick said.
  if (saved && match.joker && !changing) {
    lines.push(
      <JokerToggle
        key="joker"
        match={match}
        label={`${home.name} vs ${away.name}`}
        isOpen={baseState.kind === 'applied'}
      />,
    );
  }
  const note =
    lines.length > 0 ? (
      <div className="flex flex-col items-center gap-1 text-center text-sm text-chalk-muted">{lines}</div>
    ) : null;

  const onlyOneControl = !changing && !(baseState.kind === 'applied');
  const action = (
    // A saved pick with Change (or a change with Cancel) is two controls: a wider basis, so that in the card's row it
    // takes a line of its own instead of squeezing beside View Match Details.
    <div ref={actionRef} className={onlyOneControl ? undefined : 'basis-[22rem]!'}>
      <PredictionButton
        className="w-full"
        state={state}
        home={typed.home}
        away={typed.away}
        hasPick={saved !== null}
        isSubmitting={isSubmitting}
        onInvalid={() => {
          setDraftError(match.id, validationMessages.invalidFields);
        }}
        onChangePick={
          baseState.kind === 'applied'
            ? () => {
                setDraft(match.id, saved ?? { home: '', away: '' });
              }
            : undefined
        }
        onCancelChange={changing ? stopChanging : undefined}
        onSubmit={(prediction) => {
          send(prediction);
        }}
      />
    </div>
  );

  return children({ score, note, action });
}
