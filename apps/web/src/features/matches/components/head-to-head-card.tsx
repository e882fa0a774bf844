import { HEAD_TO_HEAD_INITIAL, HEAD_TO_HEAD_TOGGLE_FROM } from '@scoreline/domain';
import type { HeadToHeadFixture, Team } from '@scoreline/contracts';
import { matchPageMessages } from '@scoreline/contracts/plain';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { Link } from '@/components/link';
import { SectionCard } from '@/components/ui/section-card';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { TeamCrest } from '@/components/ui/team-crest';
import { useLoadErrorToast } from '@/hooks/use-load-error-toast';
import { useHeadToHead } from '../api/get-head-to-head';
import { collapsibleList } from '../utils/collapsible-list';
import { formatLongDate } from '../utils/match-dates';
import type { KnownMatch } from '@/lib/match';

function MeetingTeam({ team, isWinner, align }: { team: Team; isWinner: boolean; align: 'start' | 'end' }) {
  return (
    <span
      className={clsx(
        'flex min-w-0 items-center gap-2',
        align === 'end' && 'flex-row-reverse text-right',
        isWinner ? 'font-semibold text-chalk' : 'text-chalk-muted',
      )}
    >
      <TeamCrest team={team} size="sm" />
      {/* Short names: the card is half the page wide from 1024 px and a phone wide below. */}
      <span className="truncate" title={team.name}>
        {team.shortName}
      </span>
    </span>
  );
}

function Meeting({ fixture }: { fixture: HeadToHeadFixture }) {
  const { home, away } = fixture.teams;
  const { goals } = fixture;
  const score = (
    <span className="display rounded-md bg-pitch-900 px-2.5 py-1 text-lg whitespace-nowrap tabular-nums">
      {goals.home} – {goals.away}
    </span>
  );
  return (
    <li className="py-3">
      <p className="text-xs text-chalk-faint">
        <time dateTime={fixture.fixture.date}>{formatLongDate(fixture.fixture.date)}</time>
        {fixture.season && <span> · {fixture.season}</span>}
      </p>
      <div className="mt-1.5 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2 sm:gap-4">
        <MeetingTeam team={home} isWinner={goals.home > goals.away} align="end" />
        {fixture.fixture.id !== null ? (
          <Link
            to={`/upcoming-matches/${fixture.fixture.id}`}
            aria-label={`${home.name} ${goals.home}, ${away.name} ${goals.away}: match details`}
            className="rounded-md hover:ring-2 hover:ring-accent/60"
          >
            {score}
          </Link>
        ) : (
          score
        )}
        <MeetingTeam team={away} isWinner={goals.away > goals.home} align="start" />
      </div>
    </li>
  );
}

/** spec §2 'Head To Head': past meetings, most recent first; the first 5, and 'Show More'/'Show Less' from 5. */
export function HeadToHeadCard({ match }: { match: KnownMatch }) {
  const { home, away } = match.details.teams;
  const {
    data: fixtures,
    isPending: isLoading,
    isError: hasFailed,
    error,
  } = useHeadToHead({ homeTeamId: home.id, awayTeamId: away.id });
  useLoadErrorToast(error);
  const currentMatchId = match.id;
  const listId = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  if (isLoading || hasFailed) return <SectionCard title="Head To Head" isLoading={isLoading} hasFailed={hasFailed} />;

  // Past meetings: the match on show is not one of its own head-to-head fixtures.
  const ordered = (fixtures ?? [])
    .filter((fixture) => fixture.fixture.id !== currentMatchId)
    .sort((a, b) => b.fixture.date.localeCompare(a.fixture.date));
  const { visible, hasToggle } = collapsibleList(
    ordered,
    { initial: HEAD_TO_HEAD_INITIAL, toggleFrom: HEAD_TO_HEAD_TOGGLE_FROM },
    isExpanded,
  );

  return (
    <SectionCard title="Head To Head">
      {ordered.length === 0 ? (
        <p className="text-chalk-muted">{matchPageMessages.headToHeadNone}</p>
      ) : (
        <>
          <ol id={listId} className="divide-y divide-pitch-600">
            {visible.map((fixture, index) => (
              <Meeting key={fixture.fixture.id ?? `${fixture.fixture.date}-${index}`} fixture={fixture} />
            ))}
          </ol>
          {hasToggle && (
            <ShowMoreButton
              isExpanded={isExpanded}
              controls={listId}
              onToggle={() => {
                setIsExpanded((value) => !value);
              }}
            />
          )}
        </>
      )}
    </SectionCard>
  );
}
