import { shareLinkOf } from '../utils/share-link';
import { CopyField } from './copy-field';

/** A league's invitation code and its share link, each with Copy. */
export function InviteCode({ code }: { code: string }) {
  return (
    <div className="flex flex-col gap-2">
      <CopyField label="Invite code" value={code} />
      <CopyField label="Share link" value={shareLinkOf(code)} />
    </div>
  );
}
