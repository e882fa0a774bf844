import { bonusMessages } from '@scoreline/contracts/plain';
import { Link } from '@/components/link';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useCredentials } from '@/lib/credentials';
import { calendarDayOf, formatClockTime, formatWeekdayDayMonthYear, viewerTimeZone } from '@/lib/dates';
import { useBonusQuestions } from '../api/get-bonus-questions';
import { BonusQuestionCard } from './bonus-question-card';

/**
 * A competition's bonus questions (issue 59, ADR 111), on its page under the rules: answered until the first kick-off
 * (a form per question), then locked with the player's answers, the league's, and once settled the points.
 */
export function BonusQuestions({ slug }: { slug: string }) {
  const viewer = useCredentials()?.id;
  const questions = useBonusQuestions(slug, viewer ?? 'guest');
  const timeZone = viewerTimeZone();
  const data = questions.data;
  const locksAt = data?.locksAt;
  return (
    <section aria-labelledby="bonus-questions" className="rounded-lg border border-pitch-600 p-3">
      <h2 id="bonus-questions" className="font-semibold">
        {bonusMessages.title}
      </h2>
      <p className="text-sm text-chalk-muted">
        {bonusMessages.intro}{' '}
        {data?.locked
          ? bonusMessages.lockedNote
          : locksAt &&
            bonusMessages.opensUntil(
              `${formatWeekdayDayMonthYear(calendarDayOf(locksAt, timeZone))}, ${formatClockTime(locksAt, timeZone)}`,
            )}
      </p>
      {viewer === undefined && data && !data.locked && (
        <p className="mt-1 text-sm">
          <Link to="/sign-in">{bonusMessages.signInToAnswer}</Link>
        </p>
      )}
      {data ? (
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {data.questions.map((question) => (
            <BonusQuestionCard
              key={question.id}
              slug={slug}
              question={question}
              locked={data.locked}
              signedIn={viewer !== undefined}
            />
          ))}
        </ul>
      ) : questions.isError ? (
        <LoadError title={bonusMessages.loadFailed} onRetry={questions.refetch} isRetrying={questions.isRefetching} />
      ) : (
        <SkeletonGroup role="status" className="mt-3 flex flex-col gap-3">
          <span className="sr-only">{bonusMessages.loading}</span>
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </SkeletonGroup>
      )}
    </section>
  );
}
