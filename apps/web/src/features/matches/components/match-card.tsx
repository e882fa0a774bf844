import { errorMessages, predictionMessages, type Match, type Team } from '@scoreline/contracts';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button-styles';
import { TeamCrest } from '@/components/ui/team-crest';
import { ApiError } from '@/lib/api-client';
import { useSubmitPrediction } from '../api/submit-prediction';
import { usePredictionWindow } from '../hooks/use-prediction-window';
import { formatKickoffTime } from '../utils/match-dates';
import { isPostponed, matchPhase, predictionStateOf, savedPrediction, scoreOf } from '../utils/match-state';
import { FormDots } from './form-dots';
import { PinIcon } from './match-icons';
import { PredictionButton } from './prediction-button';
import { ScoreInput } from './score-input';

/** spec §8: the server's message for a refused prediction, else 'OOOPPPSS!! Something went wrong'. */
function predictionErrorMessage(error: Error): string | null {
  if (error instanceof ApiError && error.isCancelled) return null;
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.message !== errorMessages.generic
  ) {
    return error.message;
  }
  return errorMessages.matchesFailed;
}

function TeamSide({ team, form, side }: { team: Team; form: Match['details']['last_games']['home']; side: string }) {
  return (
    <div className="flex min-w-0 flex-col items-center gap-2 text-center">
      <TeamCrest team={team} size="lg" />
      <p className="line-clamp-2 text-sm leading-tight font-semibold sm:text-base">
        <span className="sr-only">{side}: </span>
        {team.name}
      </p>
      <FormDots teamName={team.name} results={form} />
    </div>
  );
}

function StatusLine({ match, timeZone }: { match: Match; timeZone: string }) {
  const phase = matchPhase(match);
  const { status } = match.details.fixture;
  if (phase === 'live') {
    const score = scoreOf(match);
    return (
      <span className="display inline-flex items-center gap-1.5 rounded bg-danger/15 px-2 py-0.5 text-danger">
        <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-danger" />
        Live{status.elapsed !== null ? ` ${status.elapsed}'` : ''}
        {score && <span className="text-chalk">{` ${score.home} – ${score.away}`}</span>}
      </span>
    );
  }
  if (phase === 'finished') return <span className="display text-highlight">Full time</span>;
  if (phase === 'void') return <span className="display">{status.long}</span>;
  // The provider re-dates a postponed match: until then its kick-off time is stale.
  if (isPostponed(match)) return <span className="display text-highlight">Postponed</span>;
  return (
    <span className="display text-chalk">
      <span className="sr-only">Kick-off </span>
      <time dateTime={match.date}>{formatKickoffTime(match.date, timeZone)}</time>
    </span>
  );
}

/** spec §2 match card: venue, crests, names, form, the two score inputs, kick-off, details link and prediction. */
export function MatchCard({ match, timeZone }: { match: Match; timeZone: string }) {
  const titleId = useId();
  const { home, away } = match.details.teams;
  const saved = savedPrediction(match);
  // A 422 says the window is shut even where this device's clock says otherwise (e.g. a slow clock), so the card
  // stays closed for that kick-off; a new kick-off (the match was re-dated) decides afresh.
  const [refusedKickoff, setRefusedKickoff] = useState<string | null>(null);
  const isWindowOpen = usePredictionWindow(match.date) && refusedKickoff !== match.date;
  const state = predictionStateOf(match, isWindowOpen);
  const isEditable = state.kind === 'open';
  const [draft, setDraft] = useState({ home: '', away: '' });
  const shown = isEditable ? draft : (saved ?? { home: '', away: '' });
  const submission = useSubmitPrediction(match.id);

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-2xl border border-pitch-600 bg-pitch-800/80 p-4 shadow-lg shadow-black/20 sm:p-5"
    >
      <h3 id={titleId} className="sr-only">
        {home.name} vs {away.name}
      </h3>
      <div className="flex items-center justify-between gap-3 text-sm text-chalk-muted">
        <p className="flex min-w-0 items-center gap-1.5">
          <PinIcon className="size-4 shrink-0 text-chalk-faint" />
          <span className="truncate">{match.details.fixture.venue.name ?? 'Venue to be confirmed'}</span>
        </p>
        <p className="shrink-0 text-base">
          <StatusLine match={match} timeZone={timeZone} />
        </p>
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-start gap-2 sm:gap-4">
        <TeamSide team={home} form={match.details.last_games.home} side="Home" />
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
        <TeamSide team={away} form={match.details.last_games.away} side="Away" />
      </div>

      {state.kind === 'postponed' && !saved && (
        <p className="text-center text-sm text-chalk-muted">{predictionMessages.postponed}</p>
      )}

      <div className="mt-auto grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
        <Link
          to={`/upcoming-matches/${match.id}`}
          className={buttonClassName({ variant: 'secondary', className: 'w-full' })}
        >
          View Match Details
          <span className="sr-only">
            : {home.name} vs {away.name}
          </span>
        </Link>
        <PredictionButton
          className={clsx('w-full')}
          state={state}
          home={draft.home}
          away={draft.away}
          isSubmitting={submission.isPending}
          onSubmit={(prediction) => {
            submission.mutate(prediction, {
              onSuccess: ({ message }) => {
                toast.success(message ?? 'Prediction Applied');
              },
              onError: (error) => {
                const message = predictionErrorMessage(error);
                if (message) toast.error(message);
                // The match queries are refetched meanwhile (useSubmitPrediction), so a 409 shows the saved score.
                if (error instanceof ApiError && error.status === 422) setRefusedKickoff(match.date);
              },
            });
          }}
        />
      </div>
    </article>
  );
}
