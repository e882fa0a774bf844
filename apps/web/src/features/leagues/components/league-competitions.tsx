import type { PrivateLeagueDetail } from '@scoreline/contracts';
import { ALL_COMPETITIONS, competitionSwitcherWords, leagueWebMessages as words } from '@scoreline/contracts/plain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { isCancelledRequest } from '@/lib/api/errors';
import { useCompetitionSeasons } from '@/lib/api/get-competition-seasons';
import { useCredentials } from '@/lib/credentials';
import { toast } from '@/lib/toast';
import { useAddLeagueCompetition } from '../api/add-league-competition';

const selectClassName = 'h-11 min-w-0 flex-1 rounded-lg border border-pitch-500 bg-pitch-800 px-3 text-base text-chalk';

/**
 * The competitions a league plays (issue 58, ADR 106), and which of them its table shows: each one, or all of them
 * summed ('All competitions'). The choice is offered when the league plays more than one.
 */
export function LeagueCompetitions({
  league,
  shown,
  onShow,
}: {
  league: PrivateLeagueDetail;
  /** A competition's slug or `all`; undefined: the league's first competition. */
  shown: string | undefined;
  onShow: (competition: string) => void;
}) {
  const id = useId();
  const { competitions } = league;
  if (competitions.length === 0) return null;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <ul aria-label={words.leagueCompetitionsLabel} className="flex flex-wrap gap-2">
        {competitions.map((competition) => (
          <li
            key={competition.slug}
            className="rounded-full border border-pitch-500 bg-pitch-800 px-3 py-1 text-sm text-chalk-muted"
          >
            {competition.name}
          </li>
        ))}
      </ul>
      {competitions.length > 1 && (
        <div className="flex items-center gap-3">
          <label htmlFor={id} className="display text-sm tracking-widest whitespace-nowrap text-chalk-muted">
            {words.leagueTableCompetition}
          </label>
          <select
            id={id}
            value={shown ?? competitions[0]?.slug}
            onChange={(event) => {
              onShow(event.target.value);
            }}
            className={`${selectClassName} sm:flex-none`}
          >
            {competitions.map((competition) => (
              <option key={competition.slug} value={competition.slug}>
                {competition.name}
              </option>
            ))}
            <option value={ALL_COMPETITIONS}>{competitionSwitcherWords.allCompetitions}</option>
          </select>
        </div>
      )}
    </div>
  );
}

/** The owner's 'Add a competition' (POST /private-leagues/{id}/competitions): one the league does not play yet. */
export function AddLeagueCompetition({ league }: { league: PrivateLeagueDetail }) {
  const id = useId();
  const { data: offered = [] } = useCompetitionSeasons(useCredentials()?.id);
  const add = useAddLeagueCompetition();
  const playable = offered.filter((competition) => !league.competitions.some((own) => own.slug === competition.slug));
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const choice = playable.some((competition) => competition.slug === picked) ? picked : playable[0]?.slug;
  if (playable.length === 0 || choice === undefined) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate(
      { leagueId: league.id, competition: choice },
      {
        onSuccess: ({ message }) => {
          if (message) toast.success(message);
          setPicked(undefined);
        },
        onError: (error) => {
          if (!isCancelledRequest(error)) toast.error(error.message);
        },
      },
    );
  };
  return (
    <form aria-label={words.leagueAddCompetition} onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-xs font-semibold tracking-wider text-chalk-muted uppercase">
        {words.leagueAddCompetition}
      </label>
      <div className="flex gap-2">
        <select
          id={id}
          value={choice}
          onChange={(event) => {
            setPicked(event.target.value);
          }}
          className={selectClassName}
        >
          {playable.map((competition) => (
            <option key={competition.slug} value={competition.slug}>
              {`${competition.name} ${competition.season}`}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary" isLoading={add.isPending}>
          {words.leagueAddCompetitionButton}
        </Button>
      </div>
    </form>
  );
}
