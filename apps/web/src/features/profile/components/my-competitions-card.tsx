import { competitionMessages, myCompetitionsWords as words } from '@scoreline/contracts/plain';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ProfileSection } from '@/components/profile-section';
import { useCompetitionSeasons } from '@/lib/api/get-competition-seasons';
import { toast } from '@/lib/toast';
import { useSetMyCompetitions } from '../api/set-my-competitions';
import { PROFILE_TOAST_ID, profileErrorMessage } from '../utils/profile-error';

/**
 * 'My competitions' on one's own profile (issue 58, docs/decisions/107): the competitions the player plays, ticked and
 * saved; the switcher then lists them first. Nothing to choose with one competition played.
 */
export function MyCompetitionsCard({ viewerId }: { viewerId: number }) {
  const { data: competitions } = useCompetitionSeasons(viewerId);
  const save = useSetMyCompetitions(viewerId);
  const leadId = useId();
  // The player's ticks; untouched, the saved choice.
  const [draft, setDraft] = useState<Set<string> | null>(null);
  if (!competitions || competitions.length < 2) return null;

  const saved = new Set(competitions.filter((competition) => competition.mine).map((competition) => competition.slug));
  const ticked = draft ?? saved;
  const isEmpty = ticked.size === 0;
  const isChanged = ticked.size !== saved.size || [...ticked].some((slug) => !saved.has(slug));

  const toggle = (slug: string, isTicked: boolean) => {
    const next = new Set(ticked);
    if (isTicked) next.add(slug);
    else next.delete(slug);
    setDraft(next);
  };

  return (
    <ProfileSection title={words.title}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (isEmpty || !isChanged) return;
          // In the list's order (the default competition first), so the answer and the draft read alike.
          const chosen = competitions.filter((competition) => ticked.has(competition.slug));
          save.mutate(
            chosen.map((competition) => competition.slug),
            {
              onSuccess: ({ message }) => {
                toast.success(message ?? competitionMessages.saved, { id: PROFILE_TOAST_ID });
                setDraft(null);
              },
              onError: (error) => {
                toast.error(profileErrorMessage(error), { id: PROFILE_TOAST_ID });
              },
            },
          );
        }}
      >
        <fieldset aria-describedby={leadId} className="flex flex-col">
          <legend id={leadId} className="mb-1 text-sm text-chalk-muted">
            {words.lead}
          </legend>
          {competitions.map((competition) => (
            // Native boxes as the ui Checkbox draws them: that component's chunk is shared with the sign-up form's
            // validation, 16 kB this page does not need (size-budget.json).
            <label
              key={competition.slug}
              className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-chalk-muted"
            >
              <input
                type="checkbox"
                className="size-5 shrink-0 cursor-pointer rounded accent-accent"
                checked={ticked.has(competition.slug)}
                onChange={(event) => {
                  toggle(competition.slug, event.target.checked);
                }}
              />
              {`${competition.name} ${competition.season}`}
            </label>
          ))}
        </fieldset>
        {isEmpty && (
          <p role="alert" className="text-sm font-medium text-danger">
            {competitionMessages.chooseOne}
          </p>
        )}
        <div>
          <Button type="submit" size="sm" isLoading={save.isPending} disabled={isEmpty || !isChanged}>
            {save.isPending ? words.saving : words.save}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
