import type { LeagueRules as Rules, PrivateLeagueDetail } from '@scoreline/contracts';
import { leagueWebMessages as words } from '@scoreline/contracts/plain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { isCancelledRequest } from '@/lib/api/errors';
import { calendarDayOf, formatClockTime, formatWeekdayDayMonthYear, viewerTimeZone } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useChangeLeagueRules } from '../api/change-league-rules';
import { RulesChoice, type RulesChoiceValue } from './rules-choice';

/** A kick-off in the viewer's time zone: 'Saturday 2 March 2024, 15:00'. */
function kickoffOf(instant: string): string {
  const zone = viewerTimeZone();
  return `${formatWeekdayDayMonthYear(calendarDayOf(instant, zone))}, ${formatClockTime(instant, zone)}`;
}

/** When and why the rules can (no longer) change. */
function lockLine(rules: Rules): string {
  if (rules.locked && rules.lockAt) return words.rulesLockedSince(kickoffOf(rules.lockAt));
  return rules.lockAt ? words.rulesOpenUntil(kickoffOf(rules.lockAt)) : words.rulesOpen;
}

/** The owner's 'Change the rules' (PUT /private-leagues/{id}/rules), while they are not locked. */
function ChangeRules({ league }: { league: PrivateLeagueDetail }) {
  const change = useChangeLeagueRules();
  const [value, setValue] = useState<RulesChoiceValue>({ jokers: league.rules.jokers, bonus: league.rules.bonus });
  const unchanged = value.jokers === league.rules.jokers && value.bonus === league.rules.bonus;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (unchanged) return;
    change.mutate(
      { leagueId: league.id, ...value },
      {
        onSuccess: ({ message }) => {
          if (message) toast.success(message);
        },
        onError: (error) => {
          if (!isCancelledRequest(error)) toast.error(error.message);
        },
      },
    );
  };
  return (
    <form
      aria-label={words.rulesChange}
      onSubmit={submit}
      className="flex flex-col gap-2 border-t border-pitch-600 pt-4"
    >
      <RulesChoice value={value} onChange={setValue} legend={words.rulesChange} />
      <Button type="submit" variant="secondary" size="sm" disabled={unchanged} isLoading={change.isPending}>
        {words.rulesSave}
      </Button>
    </form>
  );
}

/** A league's rules on its page (issue 59, ADR 112): what its table counts, and until when the owner may change it. */
export function LeagueRules({ league }: { league: PrivateLeagueDetail }) {
  const id = useId();
  const { rules } = league;
  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="display text-sm tracking-widest text-highlight">
        {words.leagueRulesTitle}
      </h2>
      <ul aria-label={words.leagueRulesLabel} className="flex flex-wrap gap-2">
        {[words.rulesJokers(rules.jokers), words.rulesBonus(rules.bonus)].map((rule) => (
          <li key={rule} className="rounded-full border border-pitch-500 bg-pitch-800 px-3 py-1 text-sm text-chalk">
            {rule}
          </li>
        ))}
      </ul>
      {!rules.jokers && <p className="text-sm text-chalk-muted">{words.rulesJokersOff}</p>}
      <p className="text-sm text-chalk-faint">{lockLine(rules)}</p>
      {league.isOwner && !rules.locked && <ChangeRules key={`${rules.jokers}:${rules.bonus}`} league={league} />}
    </Card>
  );
}
