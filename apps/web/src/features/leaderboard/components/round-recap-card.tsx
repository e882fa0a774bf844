import type { RoundRecap } from '@scoreline/contracts';
import { predictionCardMessages, recapWords } from '@scoreline/contracts/plain';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { useRoundRecap } from '../hooks/use-round-recap';

const score = (written: string) => written.replace(':', '–');

/**
 * Shares the recap with the device's own share sheet (Web Share): its image as a file where the device takes files,
 * with the link back to the player's row. A dismissed sheet is not an error.
 */
async function share(recap: RoundRecap) {
  const url = new URL(recap.shareUrl, window.location.origin).href;
  const text = recapWords.shareText(recap.stage, recap.points);
  try {
    const image = await fetch(recap.imageUrl).then((answer) => (answer.ok ? answer.blob() : undefined));
    const files = image ? [new File([image], `scoreline-round-${recap.round}.png`, { type: 'image/png' })] : [];
    await navigator.share(files.length > 0 && navigator.canShare?.({ files }) ? { files, text, url } : { text, url });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    toast.error(recapWords.shareFailed);
  }
}

/**
 * Issue 60 (docs/decisions/117): the signed-in player's recap of the latest completed round, above the leaderboard:
 * the points, the places in the round and overall, the best pick and the round's winner(s), to share as an image.
 */
export function RoundRecapCard({ competition, viewerId }: { competition: string | undefined; viewerId: number }) {
  const { data: recap } = useRoundRecap(competition, viewerId);
  if (!recap) return null;
  const { bestPick, winners, overall } = recap;
  const canShare = typeof navigator.share === 'function';
  return (
    <Card role="region" aria-labelledby="round-recap-title" className="flex flex-col gap-4">
      <h2 id="round-recap-title" className="display text-sm tracking-widest text-accent">
        {recapWords.title(recap.stage)}
      </h2>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <p className="display text-5xl text-accent">{recapWords.points(recap.points)}</p>
        <p className="text-sm">
          <span className="block">{recapWords.roundPlace(recap.position, recap.players)}</span>
          <span className="block text-chalk-muted">
            {recapWords.overall(overall.after)} · {recapWords.moved(overall.before, overall.after)}
          </span>
        </p>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {bestPick && (
          <div className="min-w-0">
            <dt className="text-xs font-semibold uppercase tracking-wider text-chalk-muted">{recapWords.bestPick}</dt>
            <dd className="mt-1 break-words font-semibold">
              {bestPick.home} v {bestPick.away}
            </dd>
            <dd className="text-chalk-muted">
              {recapWords.picked(score(bestPick.prediction), score(bestPick.result))} ·{' '}
              {predictionCardMessages.rules[bestPick.rule]} · {recapWords.points(bestPick.points)}
              {bestPick.multiplier > 1 && ` (${recapWords.joker(bestPick.multiplier)})`}
            </dd>
          </div>
        )}
        <div className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wider text-chalk-muted">
            {recapWords.winner(winners?.users.length ?? 1)}
          </dt>
          <dd className="mt-1 break-words">
            {winners
              ? `${winners.users.map((user) => user.username).join(', ')} · ${recapWords.points(winners.points)}`
              : recapWords.noWinner}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-3">
        {canShare && (
          <Button variant="primary" size="sm" onClick={() => void share(recap)}>
            {recapWords.share}
          </Button>
        )}
        <a
          href={recap.imageUrl}
          target="_blank"
          rel="noopener"
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        >
          {recapWords.image}
        </a>
      </div>
    </Card>
  );
}
