import { Validator, type Schema } from '@cfworker/json-schema';

/** Says whether a value is what an answer schema allows, without zod (docs/decisions/043). */
export type AnswerCheck<T> = {
  /** The contracts' schema it was generated from, e.g. `leaderboardResponseSchema`. */
  readonly schemaName: string;
  accepts(value: unknown): value is T;
  /** The first rule a value breaks, for an error's cause; '' when it breaks none. */
  explain(value: unknown): string;
};

/**
 * A check of the JSON Schema (draft 2020-12) that `answers-source.ts` wrote from a contracts schema. The schema's text
 * is parsed and prepared on the first check, not when the module loads.
 */
export function answerCheck<T>(schemaName: string, schemaText: string): AnswerCheck<T> {
  let validator: Validator | undefined;
  const validate = (value: unknown) => {
    validator ??= new Validator(JSON.parse(schemaText) as Schema, '2020-12', true);
    return validator.validate(value);
  };
  return {
    schemaName,
    accepts: (value: unknown): value is T => validate(value).valid,
    explain(value: unknown) {
      const { valid, errors } = validate(value);
      if (valid) return '';
      const last = errors.at(-1);
      return `${schemaName}: ${last ? `${last.instanceLocation} ${last.error}` : 'invalid'}`;
    },
  };
}
