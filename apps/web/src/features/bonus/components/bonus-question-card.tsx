import type { BonusQuestion } from '@scoreline/contracts';
import { bonusMessages, MAX_FINAL_GOALS_IN_ANSWER } from '@scoreline/contracts/plain';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isCancelledRequest } from '@/lib/api/errors';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import { useAnswerBonusQuestion } from '../api/answer-bonus-question';
import type { BonusAnswerValues } from '../utils/bonus-answer-schema';
import { questionText } from '../utils/question-text';

const selectClass =
  'h-11 w-full min-w-0 rounded-lg border border-pitch-500 bg-pitch-950/60 px-3 text-base text-chalk hover:border-pitch-400 focus-visible:border-accent aria-invalid:border-danger';

function pointsText(question: BonusQuestion): string {
  return question.kind === 'relegated'
    ? bonusMessages.pointsEach(question.points)
    : bonusMessages.points(question.points);
}

/** The answer fields: a select per name (the top scorer: a text field searching the squads), the final's goals. */
function AnswerFields({
  question,
  register,
  invalid,
  describedBy,
}: {
  question: BonusQuestion;
  register: ReturnType<typeof useForm<BonusAnswerValues>>['register'];
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const id = useId();
  const title = questionText(question);
  const common = { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  if (question.kind === 'finalGoals') {
    return (
      <Input
        {...register('answer.0')}
        {...common}
        aria-label={`${bonusMessages.answer}: ${title}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_FINAL_GOALS_IN_ANSWER}
        className="max-w-32"
      />
    );
  }
  if (question.kind === 'topScorer') {
    return (
      <>
        <Input
          {...register('answer.0')}
          {...common}
          aria-label={`${bonusMessages.answer}: ${title}`}
          placeholder={bonusMessages.searchPlayer}
          list={`${id}-players`}
          autoComplete="off"
        />
        <datalist id={`${id}-players`}>
          {question.choices.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </>
    );
  }
  return (
    <div className="grid gap-2">
      {Array.from({ length: question.picks }, (_, index) => (
        <select
          key={index}
          {...register(`answer.${index}`)}
          {...common}
          aria-label={
            question.picks === 1
              ? `${bonusMessages.answer}: ${title}`
              : `${bonusMessages.answer} ${index + 1} of ${question.picks}: ${title}`
          }
          className={selectClass}
        >
          <option value="">{bonusMessages.choose}</option>
          {question.choices.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      ))}
    </div>
  );
}

/** An open question: its form (react-hook-form, checked by the contracts' words before it is sent). */
function AnswerForm({ slug, question }: { slug: string; question: BonusQuestion }) {
  const errorId = useId();
  const save = useAnswerBonusQuestion(slug);
  const checks = useMemo(
    () =>
      lazyZodResolver<BonusAnswerValues, BonusAnswerValues>(() =>
        import('../utils/bonus-answer-schema').then((schemas) => schemas.bonusAnswerSchema(question)),
      ),
    [question],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BonusAnswerValues, unknown, BonusAnswerValues>({
    resolver: checks.resolver,
    defaultValues: { answer: question.answer ?? Array.from({ length: question.picks }, () => '') },
  });
  const error =
    errors.answer?.message ??
    errors.answer?.root?.message ??
    (Array.isArray(errors.answer) ? errors.answer.find((item) => item?.message)?.message : undefined) ??
    errors.root?.message;

  const onSubmit = (values: BonusAnswerValues) => {
    save.mutate(
      { id: question.id, answer: values.answer },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? bonusMessages.saved);
        },
        onError: (failure) => {
          if (isCancelledRequest(failure)) return;
          setError('root', { message: failure.message });
        },
      },
    );
  };

  return (
    <form
      aria-label={questionText(question)}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      onFocus={checks.preload}
      className="mt-3 flex flex-col gap-2"
      noValidate
    >
      <AnswerFields
        question={question}
        register={register}
        invalid={error !== undefined}
        describedBy={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" size="sm" isLoading={save.isPending}>
          {save.isPending ? bonusMessages.saving : bonusMessages.save}
        </Button>
      </div>
    </form>
  );
}

/** A locked question: the player's answer, and once settled the right answer, their points and the league's. */
function LockedAnswer({ question }: { question: BonusQuestion }) {
  return (
    <div className="mt-2 flex flex-col gap-1 text-sm">
      <p>
        <span className="text-chalk-muted">{bonusMessages.yourAnswer}: </span>
        {question.answer ? question.answer.join(', ') : bonusMessages.noAnswer}
      </p>
      {question.settled && (
        <p className="text-chalk-muted">
          {bonusMessages.rightAnswer(question.settled.join(', '))}
          {question.earned !== null && (
            <>
              {' · '}
              <strong className="text-chalk">{bonusMessages.earned(question.earned)}</strong>
            </>
          )}
        </p>
      )}
      {question.league.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer text-chalk-muted">{bonusMessages.leagueAnswers}</summary>
          <ul className="mt-1 flex flex-col gap-0.5">
            {question.league.map((entry) => (
              <li key={entry.userId} className="break-words">
                <span className="font-medium">{entry.name}</span>: {entry.answer.join(', ')}
                {entry.points !== null && ` (${bonusMessages.points(entry.points)})`}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** One bonus question (issue 59, ADR 111): open with its form, or locked with the answers. */
export function BonusQuestionCard({
  slug,
  question,
  locked,
  signedIn,
}: {
  slug: string;
  question: BonusQuestion;
  locked: boolean;
  signedIn: boolean;
}) {
  return (
    <li className="rounded-lg border border-pitch-600 bg-pitch-900/60 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 className="font-semibold">{questionText(question)}</h3>
        <span className="text-sm text-chalk-muted">{pointsText(question)}</span>
      </div>
      {question.kind === 'finalGoals' && !locked && signedIn && (
        <p className="text-sm text-chalk-faint">{bonusMessages.goalsHint}</p>
      )}
      {locked || !signedIn ? (
        signedIn || question.settled ? (
          <LockedAnswer question={question} />
        ) : null
      ) : (
        <AnswerForm slug={slug} question={question} />
      )}
    </li>
  );
}
