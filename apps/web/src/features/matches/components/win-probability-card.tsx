import type { WinPrediction } from '@scoreline/contracts';
import { matchPageMessages } from '@scoreline/contracts/plain';
import { clsx } from 'clsx';
import { SectionCard } from '@/components/ui/section-card';
import { useLoadErrorToast } from '@/hooks/use-load-error-toast';
import { useWinPrediction } from '../api/get-win-prediction';
import { parsePercent, winProbabilityWidths } from '../utils/win-probability';
import type { KnownMatch } from '@/lib/match';

const sourceLabels: Record<WinPrediction['source'], string> = {
  model: 'Scoreline model',
  provider: 'API-Football',
};

/**
 * spec §2 Stat tab: the 'Win Probability' bar (home, draw, away); widths from the normalised square roots of the
 * percents (spec §9), zero parts hidden. A forecast of our own model says so (issue #4).
 */
export function WinProbabilityCard({ match }: { match: KnownMatch }) {
  const { data: prediction, isPending: isLoading, isError: hasFailed, error } = useWinPrediction(match.id);
  useLoadErrorToast(error);
  const { home, away } = match.details.teams;
  const source = prediction ? sourceLabels[prediction.source] : null;
  const title = source ? `Win Probability (${source})` : 'Win Probability';

  if (isLoading || hasFailed) return <SectionCard title={title} isLoading={isLoading} hasFailed={hasFailed} />;
  if (!prediction) {
    return (
      <SectionCard title={title}>
        <p className="text-chalk-muted">{matchPageMessages.winProbabilityNone}</p>
      </SectionCard>
    );
  }

  const percent = {
    home: parsePercent(prediction.predictions.percent.home),
    draw: parsePercent(prediction.predictions.percent.draw),
    away: parsePercent(prediction.predictions.percent.away),
  };
  const widths = winProbabilityWidths(percent);
  const parts = [
    { key: 'home', label: home.shortName, percent: percent.home, width: widths.home, bar: 'bg-accent text-pitch-950' },
    { key: 'draw', label: 'Draw', percent: percent.draw, width: widths.draw, bar: 'bg-chalk-faint text-pitch-950' },
    {
      key: 'away',
      label: away.shortName,
      percent: percent.away,
      width: widths.away,
      bar: 'bg-highlight text-pitch-950',
    },
  ] as const;

  return (
    <SectionCard
      title={title}
      description={
        prediction.source === 'model'
          ? 'A forecast from our own model, built on ratings from earlier results with a home advantage: not bookmaker odds.'
          : "The data provider's forecast for this match."
      }
    >
      <div
        role="img"
        aria-label={`${home.name} ${percent.home}%, draw ${percent.draw}%, ${away.name} ${percent.away}%`}
        className="flex h-10 w-full gap-0.5 overflow-hidden rounded-lg"
      >
        {parts
          .filter((part) => part.width > 0)
          .map((part) => (
            <div
              key={part.key}
              className={clsx('display grid min-w-0 place-items-center text-sm', part.bar)}
              style={{ width: `${part.width}%` }}
            >
              <span className="truncate px-1">{part.percent}%</span>
            </div>
          ))}
      </div>
      <ul aria-hidden="true" className="mt-3 flex justify-between gap-3 text-sm text-chalk-muted">
        {parts
          .filter((part) => part.width > 0)
          .map((part) => (
            <li key={part.key} className="flex min-w-0 items-center gap-1.5">
              <span className={clsx('size-3 shrink-0 rounded-sm', part.bar)} />
              <span className="truncate">{part.label}</span>
            </li>
          ))}
      </ul>
    </SectionCard>
  );
}
