/**
 * `@scoreline/contracts/answers`: a check for each answer schema (`leaderboardResponseCheck` for
 * `leaderboardResponseSchema`, …) that applies the schema as a JSON Schema, without zod. The web app checks the API's
 * answers with them, so a data page loads no zod (docs/decisions/043). The checks are generated from the schemas
 * (`npm run generate:answers`); `answers.test.ts` holds each to its schema's verdict.
 */
export type { AnswerCheck } from './answer-check';
export * from './answers/index';
