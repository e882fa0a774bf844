import { competitionMessages, jokerMessages, tournamentMessages } from '@scoreline/contracts/plain';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { PageHeading } from '@/components/page-heading';
import { PageTitle } from '@/components/page-title';
import { buttonClassName } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { TrophyIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { useBracket } from '@/features/tournament/api/get-bracket';
import { useCompetitionSeasons } from '@/lib/api/get-competition-seasons';
import { useCredentials } from '@/lib/credentials';
import { useGroupTables } from '@/features/tournament/api/get-group-tables';
import { Bracket } from '@/features/tournament/components/bracket';
import { LazyBonusQuestions } from '@/features/bonus/components/lazy-bonus-questions';
import { GroupTables } from '@/features/tournament/components/group-tables';
import { hasErrorCode } from '@/lib/api/errors';
import { viewerTimeZone } from '@/lib/dates';

type View = 'groups' | 'knockout';

/** The address's slug, when it can be one (the API's rule: lower-case letters, digits and dashes). */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function BackLink() {
  return (
    <Link to="/competitions" className={buttonClassName({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
      {tournamentMessages.allCompetitions}
    </Link>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <SkeletonGroup role="status" className="grid gap-4 lg:grid-cols-2">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-64" />
      <Skeleton className="h-64" />
    </SkeletonGroup>
  );
}

/**
 * A competition's page (issue 58, ADR 104): its group tables (a cup's league phase) and its knockout rounds, as two
 * tabs kept in the address (`?view=knockout`); it opens on the knockout rounds once the competition is in them. A
 * league has neither; an unknown competition says so.
 */
export default function CompetitionRoute() {
  const slug = useParams().slug ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const competitions = useCompetitionSeasons(useCredentials()?.id);
  const competition = competitions.data?.find((candidate) => candidate.slug === slug);
  const isLeague = competition?.kind === 'league';
  const isValid = slugPattern.test(slug);
  // Asked once the list says the competition has tables and rounds (a league has neither: no refused calls).
  const hasTournament = isValid && (competition ? !isLeague : competitions.isError);
  const groups = useGroupTables(slug, { enabled: hasTournament });
  const bracket = useBracket(slug, { enabled: hasTournament });
  const isNotFound =
    !isValid ||
    (competitions.data !== undefined && competition === undefined) ||
    hasErrorCode(bracket.error, 'NOT_FOUND');
  const timeZone = viewerTimeZone();

  if (isNotFound) {
    return (
      <>
        <PageTitle title={competitionMessages.notFound} />
        <h1 className="sr-only">{competitionMessages.notFound}</h1>
        <BackLink />
        <EmptyState
          className="mt-3"
          icon={<TrophyIcon />}
          title={competitionMessages.notFound}
          action={
            <Link to="/competitions" className={buttonClassName({ variant: 'secondary' })}>
              {tournamentMessages.competitionsTitle}
            </Link>
          }
        />
      </>
    );
  }

  const title = competition ? `${competition.name} ${competition.season}` : null;
  const requested = searchParams.get('view');
  const view: View =
    requested === 'groups' || requested === 'knockout'
      ? requested
      : competition?.currentStage?.kind === 'knockout'
        ? 'knockout'
        : 'groups';
  // A cup's league phase is one table without a group.
  const isLeaguePhase = groups.data
    ? groups.data.tables.length === 1 && groups.data.tables[0]?.group === null
    : competition?.kind === 'cup';

  return (
    <section aria-labelledby="competition-title" className="flex flex-col gap-4">
      {title && <PageTitle title={title} />}
      <div>
        <BackLink />
        {title ? <PageHeading id="competition-title">{title}</PageHeading> : <Skeleton className="h-10 w-64" />}
        {competition?.currentStage && (
          <p className="mt-1 text-chalk-muted">
            {tournamentMessages.statuses[competition.status]} · {tournamentMessages.currentStage}:{' '}
            {competition.currentStage.name}
          </p>
        )}
      </div>
      {/* issue 59 (docs/decisions/108): the competition's rules say whether its players play a joker each stage. */}
      {competition && (
        <section aria-labelledby="competition-rules" className="rounded-lg border border-pitch-600 p-3 text-sm">
          <h2 id="competition-rules" className="font-semibold">
            {jokerMessages.rulesTitle}
          </h2>
          <p className="text-chalk-muted">{competition.jokers ? jokerMessages.rulesOn : jokerMessages.rulesOff}</p>
        </section>
      )}
      {isLeague ? (
        <p className="text-chalk-muted">{tournamentMessages.leaguePage}</p>
      ) : (
        <Tabs<View>
          label={tournamentMessages.viewsLabel}
          selected={view}
          onSelect={(id) => {
            setSearchParams({ view: id }, { replace: true });
          }}
          tabs={[
            {
              id: 'groups',
              label: isLeaguePhase ? tournamentMessages.leaguePhase : tournamentMessages.groupsTab,
              panel: groups.data ? (
                <GroupTables groups={groups.data} />
              ) : groups.isError ? (
                <LoadError
                  title={tournamentMessages.groupsFailed}
                  onRetry={groups.refetch}
                  isRetrying={groups.isRefetching}
                />
              ) : (
                <Loading label={tournamentMessages.loadingTables} />
              ),
            },
            {
              id: 'knockout',
              label: tournamentMessages.knockoutTab,
              panel: bracket.data ? (
                <Bracket bracket={bracket.data} timeZone={timeZone} />
              ) : bracket.isError ? (
                <LoadError
                  title={tournamentMessages.bracketFailed}
                  onRetry={bracket.refetch}
                  isRetrying={bracket.isRefetching}
                />
              ) : (
                <Loading label={tournamentMessages.loadingBracket} />
              ),
            },
          ]}
        />
      )}
      {/* issue 59 (docs/decisions/111): answered before the first kick-off, locked then. */}
      {competition && <LazyBonusQuestions slug={slug} />}
    </section>
  );
}
