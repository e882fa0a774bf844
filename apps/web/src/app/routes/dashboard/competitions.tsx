import { tournamentMessages } from '@scoreline/contracts/plain';
import { PageHeading } from '@/components/page-heading';
import { PageTitle } from '@/components/page-title';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useCompetitionSeasons } from '@/lib/api/get-competition-seasons';
import { useCredentials } from '@/lib/credentials';
import { CompetitionList } from '@/features/tournament/components/competition-list';

/** issue 58 (ADR 104): the competitions played, each linking to its tables and knockout rounds. Public. */
export default function CompetitionsRoute() {
  const competitions = useCompetitionSeasons(useCredentials()?.id);
  return (
    <section aria-labelledby="competitions-title" className="flex flex-col gap-4">
      <PageTitle title={tournamentMessages.competitionsTitle} />
      <div>
        <PageHeading id="competitions-title">{tournamentMessages.competitionsTitle}</PageHeading>
        <p className="mt-2 text-chalk-muted">{tournamentMessages.competitionsIntro}</p>
      </div>
      {competitions.data ? (
        <CompetitionList competitions={competitions.data} />
      ) : competitions.isError ? (
        <LoadError
          title={tournamentMessages.competitionsFailed}
          onRetry={competitions.refetch}
          isRetrying={competitions.isRefetching}
        />
      ) : (
        <SkeletonGroup role="status" className="grid gap-3 sm:grid-cols-2">
          <span className="sr-only">{tournamentMessages.loadingCompetitions}</span>
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </SkeletonGroup>
      )}
    </section>
  );
}
