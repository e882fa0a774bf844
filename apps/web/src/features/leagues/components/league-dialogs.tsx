import { leagueWebMessages } from '@scoreline/contracts/plain';
import { Link } from '@/components/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { leaguePath } from '../utils/share-link';
import { InviteCode } from './invite-code';
import type { LeagueOutcome } from './league-forms';

/**
 * spec §2 success modals, one for creating and joining a league: the server's message as the title ('You have
 * successfully joined [League name]' when joining), what the player needs next — after creating, the real invitation
 * code to share (the spec's fixed demo code was a bug); after joining, who is in it — and Open league.
 */
export function LeagueOutcomeDialog({
  outcome: { kind, league, message },
  onClose,
  returnFocus,
}: {
  outcome: LeagueOutcome;
  onClose: () => void;
  /** Where focus goes when it closes (the form that opened it has emptied its input and disabled its button). */
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  return (
    <Dialog title={message} onClose={onClose} returnFocus={returnFocus}>
      {kind === 'created' ? (
        <>
          <p className="font-semibold break-words">{league.leagueName}</p>
          <p className="mt-1 text-chalk-muted">{leagueWebMessages.leagueShareHint}</p>
          <div className="mt-4">
            <InviteCode code={league.invitationCode} />
          </div>
          <p className="mt-2 text-sm text-highlight">{leagueWebMessages.leagueSaveCodeHint}</p>
        </>
      ) : (
        <p className="text-chalk-muted">
          {league.memberCount} {league.memberCount === 1 ? 'member' : 'members'} · owner @{league.owner.username}
        </p>
      )}
      <div className={`${kind === 'created' ? 'mt-4' : 'mt-5'} flex justify-end`}>
        <Link to={leaguePath(league.id)} className={buttonClassName({ size: 'sm' })}>
          Open league
        </Link>
      </div>
    </Dialog>
  );
}
