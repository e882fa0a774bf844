/** Places as the app and the recap's share image write them (issue 60, docs/decisions/117). */
const ordinalSuffixes: Record<Intl.LDMLPluralRule, string> = {
  zero: 'th',
  one: 'st',
  two: 'nd',
  few: 'rd',
  many: 'th',
  other: 'th',
};
let ordinalRules: Intl.PluralRules | undefined;

/** 1 → '1st', 2 → '2nd', 13 → '13th', 23 → '23rd', 1204 → '1,204th': the one way places are written. */
export function ordinal(value: number): string {
  ordinalRules ??= new Intl.PluralRules('en-GB', { type: 'ordinal' });
  return `${value.toLocaleString('en-GB')}${ordinalSuffixes[ordinalRules.select(value)]}`;
}
