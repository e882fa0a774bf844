import { leagueWebMessages } from '@scoreline/contracts/plain';
import { CopyField } from '@/components/ui/copy-field';
import { shareLinkOf } from '../utils/share-link';

const copyWords = { copiedText: leagueWebMessages.codeCopied, manualText: leagueWebMessages.codeCopyManually };

/** A league's invitation code and its share link, each with Copy. */
export function InviteCode({ code }: { code: string }) {
  return (
    <div className="flex flex-col gap-2">
      <CopyField label="Invite code" value={code} {...copyWords} />
      <CopyField label="Share link" value={shareLinkOf(code)} {...copyWords} />
    </div>
  );
}
