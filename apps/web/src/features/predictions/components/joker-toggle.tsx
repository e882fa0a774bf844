import type { Match } from '@scoreline/contracts';
import { clsx } from 'clsx';
import { jokerMessages } from '@scoreline/contracts/plain';
import { toast } from '@/lib/toast';
import { predictionErrorMessage } from '../utils/prediction-error';
import { useSetJoker } from '../api/set-joker';

/**
 * issue 59 (docs/decisions/108): the card's joker. While the pick is saved and the window open, a native toggle
 * (a button with `aria-pressed`) puts the round's joker on this pick or takes it off; once closed, a joker pick says so.
 * Nothing while signed out or in a competition without jokers (`match.joker` null), and no toggle when the round's
 * joker is fixed on a match that has closed.
 */
export function JokerToggle({ match, label, isOpen }: { match: Match; label: string; isOpen: boolean }) {
  const setJoker = useSetJoker(match.id);
  const roundJoker = match.joker;
  const pick = match.predictions[0];
  if (roundJoker === null || !pick) return null;
  const isOn = isOpen ? roundJoker.matchId === match.id : pick.joker;
  if (!isOpen || (roundJoker.fixed && !isOn)) {
    return isOn ? <p className="font-semibold text-highlight">{jokerMessages.onThisPick}</p> : null;
  }
  return (
    <button
      type="button"
      aria-pressed={isOn}
      aria-label={jokerMessages.toggleLabel(label)}
      disabled={setJoker.isPending}
      className={clsx(
        'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold',
        isOn
          ? 'border-accent bg-accent text-pitch-950'
          : 'border-pitch-600 text-chalk-muted hover:bg-pitch-700 hover:text-chalk',
      )}
      onClick={() => {
        setJoker.mutate(!isOn, {
          onSuccess: ({ message }) => {
            if (message) toast.success(message);
          },
          onError: (failure) => {
            const message = predictionErrorMessage(failure);
            if (message) toast.error(message);
          },
        });
      }}
    >
      <span aria-hidden="true">{isOn ? '★' : '☆'}</span>
      {jokerMessages.toggle}
    </button>
  );
}
