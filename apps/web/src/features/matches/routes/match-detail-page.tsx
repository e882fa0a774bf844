import { Link, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { buttonClassName } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { CalendarIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { useLoadErrorToast } from '@/hooks/use-load-error-toast';
import { ApiError } from '@/lib/api-client';
import { useMatch } from '../api/get-match';
import { LineupTab } from '../components/lineup-tab';
import { ChevronLeftIcon } from '../components/match-icons';
import { MatchHeader } from '../components/match-header';
import { StatTab } from '../components/stat-tab';
import { viewerTimeZone } from '../utils/match-dates';

type TabId = 'line-up' | 'stat';

function matchIdFrom(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

function HeaderSkeleton() {
  return (
    <div role="status" className="rounded-2xl border border-pitch-600 bg-pitch-800/80 p-4 sm:p-8">
      <span className="sr-only">Loading match...</span>
      <Skeleton className="mx-auto h-4 w-48" />
      <div className="mt-6 grid grid-cols-3 items-center gap-4">
        {[0, 1, 2].map((index) => (
          <div key={index} className="flex flex-col items-center gap-3">
            <Skeleton className={index === 1 ? 'h-12 w-24' : 'size-16 rounded-full sm:size-20'} />
            {index !== 1 && <Skeleton className="h-5 w-24" />}
          </div>
        ))}
      </div>
    </div>
  );
}

function BackLink({ round }: { round?: number | undefined }) {
  return (
    <Link
      to={round ? `/upcoming-matches?round=${round}` : '/upcoming-matches'}
      className={buttonClassName({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-3' })}
    >
      <ChevronLeftIcon className="size-4" />
      {round ? `Round ${round} matches` : 'All matches'}
    </Link>
  );
}

/** spec §2 /upcoming-matches/:id: the header, then the 'Line Up' and 'Stat' tabs. */
export default function MatchDetailPage() {
  const matchId = matchIdFrom(useParams().id);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabId = searchParams.get('tab') === 'stat' ? 'stat' : 'line-up';
  const { data: match, error, isPending } = useMatch(matchId ?? 0, { enabled: matchId !== null });
  const timeZone = viewerTimeZone();
  const isNotFound = matchId === null || (error instanceof ApiError && error.status === 404);
  useLoadErrorToast(isNotFound ? null : error);

  if (isNotFound || (!match && error)) {
    return (
      <>
        <PageTitle title={isNotFound ? 'Match not found' : 'Match'} />
        <BackLink />
        <EmptyState
          icon={<CalendarIcon />}
          title={isNotFound ? 'Match not found' : 'This match could not be loaded'}
          description={
            isNotFound ? 'There is no match at this address.' : 'Check your connection and try again in a moment.'
          }
        />
      </>
    );
  }

  if (isPending || !match) {
    return (
      <>
        <BackLink />
        <HeaderSkeleton />
      </>
    );
  }

  const { home, away } = match.details.teams;
  return (
    <article aria-label={`${home.name} vs ${away.name}`}>
      <PageTitle title={`${home.name} vs ${away.name}`} />
      <h1 className="sr-only">
        {home.name} vs {away.name}
      </h1>
      <BackLink round={match.round} />
      <MatchHeader match={match} timeZone={timeZone} />
      <Tabs<TabId>
        className="mt-6 sm:mt-8"
        label="Match information"
        selected={tab}
        onSelect={(id) => {
          setSearchParams(id === 'stat' ? { tab: 'stat' } : {}, { replace: true });
        }}
        tabs={[
          { id: 'line-up', label: 'Line Up', panel: <LineupTab match={match} /> },
          { id: 'stat', label: 'Stat', panel: <StatTab match={match} /> },
        ]}
      />
    </article>
  );
}
