import { profileMessages, profileWebMessages } from '@scoreline/contracts/plain';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { TeamCrest } from '@/components/ui/team-crest';
import { useCompetitionTeams } from '../api/get-competition-teams';
import { useCompetitions } from '../api/get-competitions';
import { useSetFavouriteTeam } from '../api/set-favourite-team';
import { profileErrorMessage } from '../utils/profile-error';

/**
 * spec §2 Favourite Team edit control: the player picks a club from a competition's teams (spec §7 GET
 * /match/api/leagues, /match/api/leagues/{id}/teams) and saves it with POST /user/favourite-team.
 */
export function FavouriteTeamDialog({ currentTeamId, onClose }: { currentTeamId: number | null; onClose: () => void }) {
  const competitions = useCompetitions();
  const [chosenCompetitionId, setChosenCompetitionId] = useState<number | undefined>(undefined);
  const competitionId = chosenCompetitionId ?? competitions.data?.[0]?.id;
  const teams = useCompetitionTeams(competitionId);
  const [teamId, setTeamId] = useState<number | null>(currentTeamId);
  const save = useSetFavouriteTeam();
  const competitionFieldId = useId();

  const isLoading = competitions.isPending || (competitionId !== undefined && teams.isPending);
  const hasFailed = competitions.isError || teams.isError;
  // The one that failed is asked again: the competitions, else the chosen competition's clubs.
  const failed = competitions.isError ? competitions : teams;
  const clubs = teams.data ?? [];

  const submit = () => {
    if (teamId === null) return;
    save.mutate(teamId, {
      onSuccess: ({ message }) => {
        toast.success(message ?? profileMessages.favouriteTeamUpdated);
        onClose();
      },
      onError: (error) => {
        toast.error(profileErrorMessage(error));
      },
    });
  };

  return (
    <Dialog
      title="Favourite team"
      description="Pick the club you support."
      onClose={onClose}
      footer={
        <Button
          size="sm"
          onClick={submit}
          isLoading={save.isPending}
          disabled={teamId === null || teamId === currentTeamId}
        >
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      }
    >
      {competitions.data && competitions.data.length > 1 && (
        <div className="mb-4 flex flex-col gap-1.5">
          <label
            htmlFor={competitionFieldId}
            className="text-xs font-semibold tracking-wider text-chalk-muted uppercase"
          >
            Competition
          </label>
          <select
            id={competitionFieldId}
            value={competitionId}
            onChange={(event) => {
              setChosenCompetitionId(Number(event.target.value));
            }}
            className="h-11 rounded-lg border border-pitch-500 bg-pitch-950/60 px-3 text-base text-chalk"
          >
            {competitions.data.map((competition) => (
              <option key={competition.id} value={competition.id}>
                {competition.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {isLoading && !hasFailed ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="text-chalk-muted">Loading...</span>
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
        </div>
      ) : hasFailed ? (
        <div role="alert">
          <LoadError title={profileWebMessages.teamsFailed} onRetry={failed.refetch} isRetrying={failed.isRefetching} />
        </div>
      ) : clubs.length === 0 ? (
        <EmptyState title={profileWebMessages.noClubs} description={profileWebMessages.noClubsHint} />
      ) : (
        <fieldset>
          <legend className="sr-only">Clubs</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {clubs.map(({ team }) => (
              <li key={team.id}>
                <label
                  className={clsx(
                    'flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 transition-colors',
                    'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent',
                    teamId === team.id
                      ? 'border-accent bg-accent/12'
                      : 'border-pitch-600 bg-pitch-900/60 hover:border-pitch-400',
                  )}
                >
                  <input
                    type="radio"
                    name="favourite-team"
                    value={team.id}
                    checked={teamId === team.id}
                    onChange={() => {
                      setTeamId(team.id);
                    }}
                    className="sr-only"
                  />
                  <TeamCrest team={team} size="md" />
                  <span className="min-w-0 leading-tight font-semibold break-words">{team.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </Dialog>
  );
}
