import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

const BonusQuestions = lazy(() => import('./bonus-questions').then((module) => ({ default: module.BonusQuestions })));

/**
 * Issue 59 (ADR 111): the bonus questions' code (their forms, react-hook-form, their answer check and words) loads apart
 * from the competition page, below its tables: the tables paint first, and the page's first load stays in its budget
 * (ADR 098).
 */
export function LazyBonusQuestions({ slug }: { slug: string }) {
  return (
    <Suspense fallback={<Skeleton className="h-48 w-full rounded-2xl" />}>
      <BonusQuestions slug={slug} />
    </Suspense>
  );
}
