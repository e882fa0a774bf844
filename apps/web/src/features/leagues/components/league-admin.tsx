import type { PrivateLeagueDetail } from '@scoreline/contracts';
import { LEAGUE_NAME_MAX_LENGTH, leagueWebMessages } from '@scoreline/contracts/plain';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { Input } from '@/components/ui/input';
import { isCancelledRequest } from '@/lib/api/errors';
import { useDeleteLeague } from '../api/delete-league';
import { useLeaveLeague } from '../api/leave-league';
import { useRegenerateCode } from '../api/regenerate-code';
import { useRenameLeague } from '../api/rename-league';
import { InviteCode } from './invite-code';
import { AddLeagueCompetition } from './league-competitions';

const onError = (error: Error) => {
  if (!isCancelledRequest(error)) toast.error(error.message);
};
const said = ({ message }: { message: string | undefined }) => {
  if (message) toast.success(message);
};

/**
 * What leaving does: a member just leaves; the owner hands the league to the longest-standing other member (the
 * members come longest-standing first, as the API picks the heir), or deletes it when alone in it.
 */
function leaveBody(league: PrivateLeagueDetail): string {
  if (!league.isOwner) return leagueWebMessages.leagueLeaveBody;
  const heir = league.members.find((member) => member.user.id !== league.owner.id);
  return heir ? leagueWebMessages.leagueLeaveOwnerBody(heir.user.username) : leagueWebMessages.leagueLeaveLastBody;
}

/** The invite code for every member; leave; for the owner: rename, a new code, delete (all but rename confirmed). */
export function LeagueAdmin({ league }: { league: PrivateLeagueDetail }) {
  const id = useId();
  const navigate = useNavigate();
  const leave = useLeaveLeague();
  const rename = useRenameLeague();
  const regenerate = useRegenerateCode();
  const remove = useDeleteLeague();
  const [name, setName] = useState(league.leagueName);
  const [asking, setAsking] = useState<'leave' | 'delete' | 'new-code' | null>(null);
  const backToLeagues = () => navigate('/profile/private-league', { replace: true });

  const submitRename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === '' || name.trim() === league.leagueName) return;
    rename.mutate(
      { leagueId: league.id, leagueName: name.trim() },
      {
        onSuccess: (answer) => {
          said(answer);
          setName(answer.league.leagueName);
        },
        onError,
      },
    );
  };
  const confirm = () => {
    if (asking === 'new-code') {
      regenerate.mutate(league.id, {
        onSuccess: (answer) => {
          said(answer);
          setAsking(null);
        },
        onError: (error) => {
          onError(error);
          setAsking(null);
        },
      });
      return;
    }
    const done = {
      onSuccess: (answer: { message: string | undefined }) => {
        said(answer);
        setAsking(null);
        void backToLeagues();
      },
      onError: (error: Error) => {
        onError(error);
        setAsking(null);
      },
    };
    if (asking === 'leave') leave.mutate(league.id, done);
    if (asking === 'delete') remove.mutate(league.id, done);
  };

  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="display text-sm tracking-widest text-highlight">
        Invite friends
      </h2>
      <InviteCode code={league.invitationCode} />
      {league.isOwner && (
        <>
          <Button
            variant="secondary"
            size="sm"
            isLoading={regenerate.isPending}
            onClick={() => {
              setAsking('new-code');
            }}
          >
            New invite code
          </Button>
          <form aria-label="Rename the league" onSubmit={submitRename} className="flex flex-col gap-2">
            <label htmlFor={`${id}-name`} className="text-xs font-semibold tracking-wider text-chalk-muted uppercase">
              League name
            </label>
            <div className="flex gap-2">
              <Input
                id={`${id}-name`}
                value={name}
                maxLength={LEAGUE_NAME_MAX_LENGTH}
                onChange={(event) => {
                  setName(event.target.value);
                }}
              />
              <Button
                type="submit"
                variant="secondary"
                disabled={name.trim() === '' || name.trim() === league.leagueName}
                isLoading={rename.isPending}
              >
                Rename
              </Button>
            </div>
          </form>
          <AddLeagueCompetition league={league} />
        </>
      )}
      <div className="flex flex-wrap gap-2 border-t border-pitch-600 pt-4">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setAsking('leave');
          }}
        >
          Leave league
        </Button>
        {league.isOwner && (
          <Button
            variant="ghost"
            size="sm"
            className="text-danger"
            onClick={() => {
              setAsking('delete');
            }}
          >
            Delete league
          </Button>
        )}
      </div>
      {asking === 'new-code' && (
        <LazyConfirmDialog
          title={leagueWebMessages.leagueNewCodeTitle}
          body={leagueWebMessages.leagueNewCodeBody}
          confirmLabel={leagueWebMessages.leagueNewCodeConfirm}
          isBusy={regenerate.isPending}
          onConfirm={confirm}
          onClose={() => {
            setAsking(null);
          }}
        />
      )}
      {(asking === 'leave' || asking === 'delete') && (
        <LazyConfirmDialog
          title={
            asking === 'leave'
              ? leagueWebMessages.leagueLeaveTitle(league.leagueName)
              : leagueWebMessages.leagueDeleteTitle(league.leagueName)
          }
          body={asking === 'leave' ? leaveBody(league) : leagueWebMessages.leagueDeleteBody}
          confirmLabel={asking === 'leave' ? 'Leave' : 'Delete'}
          isBusy={leave.isPending || remove.isPending}
          onConfirm={confirm}
          onClose={() => {
            setAsking(null);
          }}
        />
      )}
    </Card>
  );
}
