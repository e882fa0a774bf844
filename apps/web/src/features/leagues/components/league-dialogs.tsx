import { webMessages, type PrivateLeague } from '@scoreline/contracts';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { leaguePath } from '../utils/share-link';
import { InviteCode } from './invite-code';

/** spec §2 creation modal, with the real code (the spec's fixed demo code was a bug). */
export function LeagueCreatedDialog({
  league,
  message,
  onClose,
}: {
  league: PrivateLeague;
  message: string;
  onClose: () => void;
}) {
  return (
    <Dialog title={message} onClose={onClose}>
      <p className="truncate font-semibold" title={league.leagueName}>
        {league.leagueName}
      </p>
      <p className="mt-1 text-chalk-muted">{webMessages.leagueShareHint}</p>
      <div className="mt-4">
        <InviteCode code={league.invitationCode} />
      </div>
      <p className="mt-2 text-sm text-highlight">{webMessages.leagueSaveCodeHint}</p>
      <div className="mt-4 flex justify-end">
        <Link to={leaguePath(league.id)} className={buttonClassName({ size: 'sm' })}>
          Open league
        </Link>
      </div>
    </Dialog>
  );
}

/** spec §2 join modal: 'You have successfully joined [League name]' (the server's message). */
export function LeagueJoinedDialog({
  league,
  message,
  onClose,
}: {
  league: PrivateLeague;
  message: string;
  onClose: () => void;
}) {
  return (
    <Dialog title={message} onClose={onClose}>
      <p className="text-chalk-muted">
        {league.memberCount} {league.memberCount === 1 ? 'member' : 'members'} · owner @{league.owner.username}
      </p>
      <div className="mt-5 flex justify-end">
        <Link to={leaguePath(league.id)} className={buttonClassName({ size: 'sm' })}>
          Open league
        </Link>
      </div>
    </Dialog>
  );
}
