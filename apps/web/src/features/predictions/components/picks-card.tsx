import type { Match } from '@scoreline/contracts';
import { matchPageMessages } from '@scoreline/contracts/plain';
import { arePicksPublic } from '@scoreline/domain';
import { SectionCard } from '@/components/ui/section-card';
import { useLoadErrorToast } from '@/hooks/use-load-error-toast';
import { sidesOf } from '@/lib/match';
import { useMatchPicks } from '../api/get-match-picks';

/**
 * Everyone's picks (issue #5): once the match has kicked off for real (live or finished, ADR 055), and never before,
 * the spread of predicted outcomes and the most common scores. Before, it says when they will appear, so nobody
 * copies the crowd. The match's status comes live (useLiveScores), so they appear when it kicks off.
 */
export function PicksCard({ match }: { match: Match }) {
  const hasKickedOff = arePicksPublic(match.details.fixture.status.short);
  const {
    data: picks,
    isPending: isLoading,
    isError: hasFailed,
    error,
  } = useMatchPicks(match.id, {
    enabled: hasKickedOff,
  });
  useLoadErrorToast(error);
  const title = "Players' Picks";
  if (!hasKickedOff) {
    return (
      <SectionCard title={title}>
        <p className="text-chalk-muted">{matchPageMessages.picksBeforeKickoff}</p>
      </SectionCard>
    );
  }
  if (isLoading || hasFailed) return <SectionCard title={title} isLoading={isLoading} hasFailed={hasFailed} />;
  if (!picks || picks.total === 0) {
    return (
      <SectionCard title={title}>
        <p className="text-chalk-muted">{matchPageMessages.picksNone}</p>
      </SectionCard>
    );
  }
  const { home, away } = sidesOf(match);
  const share = (count: number) => Math.round((count / picks.total) * 100);
  const outcomes = [
    { key: 'home', label: `${home.shortName} win`, count: picks.outcomes.home },
    { key: 'draw', label: 'Draw', count: picks.outcomes.draw },
    { key: 'away', label: `${away.shortName} win`, count: picks.outcomes.away },
  ];
  return (
    <SectionCard title={title} description={`${picks.total} prediction${picks.total === 1 ? '' : 's'}`}>
      <ul className="flex flex-col gap-2">
        {outcomes.map((outcome) => (
          <li key={outcome.key} className="grid grid-cols-[7rem_1fr_3rem] items-center gap-3 text-sm">
            <span className="truncate">{outcome.label}</span>
            <span className="h-2.5 overflow-hidden rounded-full bg-pitch-900" aria-hidden="true">
              <span className="block h-full rounded-full bg-accent" style={{ width: `${share(outcome.count)}%` }} />
            </span>
            <span className="text-right tabular-nums">{share(outcome.count)}%</span>
          </li>
        ))}
      </ul>
      <h4 className="display mt-4 text-base text-chalk-muted">Most common scores</h4>
      <ol className="mt-2 flex flex-wrap gap-2">
        {picks.topScores.map((score) => (
          <li key={score.prediction} className="rounded-lg border border-pitch-600 px-3 py-1 text-sm tabular-nums">
            {score.prediction.replace(':', ' – ')} <span className="text-chalk-muted">× {score.count}</span>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
