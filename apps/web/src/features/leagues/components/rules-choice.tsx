import { leagueWebMessages as words } from '@scoreline/contracts/plain';
import { useId } from 'react';

/** The choices of a league's rules (issue 59, ADR 112). */
export interface RulesChoiceValue {
  jokers: boolean;
  bonus: boolean;
}

/**
 * The two rules as native boxes (styled as the competitions' choice, ADR 098): at creation (with the hint that they can
 * change until the first match) and in the owner's 'Change the rules'.
 */
export function RulesChoice({
  value,
  onChange,
  legend,
  hint,
}: {
  value: RulesChoiceValue;
  onChange: (value: RulesChoiceValue) => void;
  legend: string;
  hint?: string;
}) {
  const id = useId();
  const box = (key: keyof RulesChoiceValue, label: string) => (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-chalk-muted">
      <input
        type="checkbox"
        checked={value[key]}
        onChange={(event) => {
          onChange({ ...value, [key]: event.target.checked });
        }}
        className="size-5 shrink-0 cursor-pointer rounded accent-accent"
      />
      {label}
    </label>
  );
  return (
    <fieldset aria-describedby={hint ? `${id}-hint` : undefined} className="flex flex-col">
      <legend className="text-xs font-semibold tracking-wider text-chalk-muted uppercase">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-chalk-faint">
          {hint}
        </p>
      )}
      {box('jokers', words.rulesJokersLabel)}
      {box('bonus', words.rulesBonusLabel)}
    </fieldset>
  );
}
