import type { Match } from '@scoreline/contracts';
import { matchdayMessages, predictionCardMessages, validationMessages } from '@scoreline/contracts/plain';
import { formatPrediction, isPredictionOpen, parsePrediction, predictionClosesAt } from '@scoreline/domain';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { areTeamsKnown, phaseOf, sidesOf } from '@/lib/match';
import { useSavePredictions } from '../api/save-predictions';
import { useSubmittingMatches } from '../hooks/use-submitting-matches';
import { isConnectionFailure, isOffline } from '@/lib/api/errors';
import { draftSaved, queueDrafts, setDraftError, useDraftState, type Draft } from '../stores/prediction-drafts';
import { predictionErrorMessage } from '../utils/prediction-error';
import { savedPrediction } from '../utils/prediction-state';

/** The typing of a round's matches still open and not being sent by their own card (spec §4: one at a time). */
function openDraftsOf(matches: Match[], drafts: Record<number, Draft>, submitting: ReadonlySet<number>, now: Date) {
  return matches.flatMap((match) => {
    const draft = drafts[match.id];
    if (!draft || submitting.has(match.id)) return [];
    if (phaseOf(match) !== 'scheduled' || !isPredictionOpen(new Date(match.date), now)) return [];
    // A match whose teams are not known yet takes no prediction (ADR 105): a draft kept from before is not sent.
    if (!areTeamsKnown(match)) return [];
    return [{ match, draft }];
  });
}

const isHalfTyped = (draft: Draft) => (draft.home.trim() === '') !== (draft.away.trim() === '');

/**
 * The drafts of a round worth sending: both scores typed on a match still open, not the pick already saved. A
 * half-typed pick stays a draft on its card, which says which score is missing, and is counted apart (issue 55).
 */
function pendingOf(open: ReturnType<typeof openDraftsOf>) {
  return open.filter(({ match, draft }) => {
    if (draft.home.trim() === '' || draft.away.trim() === '') return false;
    const saved = savedPrediction(match);
    return !(saved && saved.home === draft.home && saved.away === draft.away);
  });
}

/**
 * Issue 13: the round's typing saved in one request (POST /predictions). Each pick is answered on its own: the saved
 * ones leave their drafts, a refused one keeps its typing and says why beside its boxes; a mistyped one is not sent.
 */
export function SaveAllButton({ matches }: { matches: Match[] }) {
  const { drafts } = useDraftState();
  const save = useSavePredictions();
  const submitting = useSubmittingMatches();
  // Drawn again when the next of these windows shuts, so a pick typed but closed meanwhile leaves the count.
  const [, redraw] = useState(0);
  const open = openDraftsOf(matches, drafts, submitting, new Date());
  const nextCloseAt = Math.min(...open.map(({ match }) => predictionClosesAt(new Date(match.date)).getTime()));
  useEffect(() => {
    if (!Number.isFinite(nextCloseAt)) return undefined;
    // At most a day at a time (setTimeout's limit is about 24.8 days).
    const timer = setTimeout(
      () => {
        redraw((count) => count + 1);
      },
      Math.min(Math.max(nextCloseAt - Date.now(), 0), 86_400_000),
    );
    return () => {
      clearTimeout(timer);
    };
  }, [nextCloseAt]);
  const pending = pendingOf(open);
  const incomplete = open.filter(({ draft }) => isHalfTyped(draft));
  const [firstIncomplete] = incomplete;

  return (
    <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
      <p className="hidden text-sm text-chalk-muted sm:block">{predictionCardMessages.saveAllHint}</p>
      {/* issue 55: a half-filled card is not skipped without a word: how many, and a way to the first of them. */}
      <p role="status" className="text-sm font-semibold text-highlight empty:hidden">
        {firstIncomplete && (
          <a
            href={`#match-${firstIncomplete.match.id}`}
            className="underline underline-offset-2"
            onClick={(event) => {
              event.preventDefault();
              const card = document.getElementById(`match-${firstIncomplete.match.id}`);
              card?.scrollIntoView({ block: 'center' });
              const empty = [...(card?.querySelectorAll<HTMLInputElement>('input[data-score-input]') ?? [])].find(
                (box) => box.value.trim() === '',
              );
              empty?.focus();
            }}
          >
            {predictionCardMessages.incompletePicks(incomplete.length)}
          </a>
        )}
      </p>
      <Button
        data-save-all=""
        disabled={pending.length === 0}
        isLoading={save.isPending}
        onClick={() => {
          if (save.isPending) return;
          const invalid: Match[] = [];
          const items = pending.flatMap(({ match, draft }) => {
            const parsed = parsePrediction(`${draft.home.trim()}:${draft.away.trim()}`);
            if (parsed.ok) return [{ matchId: match.id, prediction: formatPrediction(parsed.score) }];
            setDraftError(match.id, validationMessages.invalidFields);
            invalid.push(match);
            return [];
          });
          const [firstInvalid] = invalid;
          if (firstInvalid) {
            // Which match, said in the toast and shown: its card (with the reason) is brought into view, clear of
            // this bar at the bottom of the screen.
            const names = invalid.map((match) => {
              const { home, away } = sidesOf(match);
              return `${home.name} vs ${away.name}`;
            });
            toast.error(predictionCardMessages.invalidPicks(names), { id: 'save-all-invalid' });
            document.getElementById(`match-${firstInvalid.id}`)?.scrollIntoView({ block: 'center' });
          }
          if (items.length === 0) return;
          // issue 60 (ADR 116): with no connection the picks wait on their cards, which send them when it returns.
          const waitForConnection = () => {
            queueDrafts(items.map(({ matchId }) => matchId));
          };
          if (isOffline()) {
            waitForConnection();
            return;
          }
          save.mutate(items, {
            onSuccess: ({ results, counts }) => {
              // The cards keep showing what was saved until they are drawn from the refetched round (ADR 048).
              const drawnFrom = new Map(matches.map((match) => [match.id, match]));
              for (const result of results) {
                if (result.status === 'refused')
                  setDraftError(result.matchId, result.message ?? validationMessages.invalidFields);
                else draftSaved(result.matchId, drawnFrom.get(result.matchId) ?? {});
              }
              const summary = matchdayMessages.batchSummary({
                saved: counts.created + counts.updated,
                unchanged: counts.unchanged,
                refused: counts.refused,
              });
              if (counts.refused > 0) toast.error(summary, { id: 'save-all' });
              else toast.success(summary, { id: 'save-all' });
            },
            onError: (error) => {
              // As a card's save: waits only when the browser says the connection is gone.
              if (isConnectionFailure(error) && isOffline()) {
                waitForConnection();
                return;
              }
              const message = predictionErrorMessage(error);
              if (message) toast.error(message, { id: 'save-all' });
            },
          });
        }}
      >
        {predictionCardMessages.saveAll(pending.length)}
      </Button>
    </div>
  );
}
