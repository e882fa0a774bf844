import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AnswerCheck } from './answer-check';
import * as checks from './answers';
import { answerFiles, answerJsonSchema, answerSchemaNames, checkName } from './answers-source';
import * as contracts from './index';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: unknown };

/** A string for each `pattern` the answer schemas use (the test fails on a pattern none of these matches). */
const patternSamples = [
  '2024-05-01T12:00:00.000Z',
  '2024-05-01T12:00:00+01:00',
  '2024-05-01',
  '#1A2B3C',
  '64.5%',
  'kim@example.com',
  'https://x.com/scoreline',
];
/** Every kind of JSON value, put in place of each value of a sample. */
const otherKinds: Json[] = [null, true, 0, -1, 1.5, 2 ** 53, '', 'x', '2024-05-01', [], {}, [1], { a: 1 }];

const resolve = (root: Node, ref: string): Node =>
  (root.$defs as Record<string, Node>)[ref.replace('#/$defs/', '')] as Node;

/** Values the schema allows: the first of every choice, then each other branch of each `anyOf`/`oneOf` once. */
function samplesOf(root: Node, node: Node, refs: readonly string[] = []): Json[] {
  if (typeof node.$ref === 'string') {
    // A schema that contains itself (a reply's replies) is sampled down one level only.
    return refs.includes(node.$ref) ? [] : samplesOf(root, resolve(root, node.$ref), [...refs, node.$ref]);
  }
  const schema = node;
  const branches = (schema.anyOf ?? schema.oneOf) as Node[] | undefined;
  if (branches) return branches.flatMap((branch) => samplesOf(root, branch, refs));
  if ('const' in schema) return [schema.const as Json];
  if (Array.isArray(schema.enum)) return schema.enum as Json[];
  const type = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
  return type.flatMap((kind): Json[] => {
    switch (kind) {
      case 'null':
        return [null];
      case 'boolean':
        return [true];
      case 'integer':
      case 'number': {
        const low = (schema.exclusiveMinimum as number | undefined) ?? (schema.minimum as number | undefined);
        const value = Math.max(0, low === undefined ? 0 : low + (schema.exclusiveMinimum === undefined ? 0 : 1));
        return kind === 'number' ? [value, value + 0.5] : [value];
      }
      case 'string': {
        const pattern = schema.pattern as string | undefined;
        const match = pattern ? patternSamples.find((sample) => new RegExp(pattern, 'u').test(sample)) : 'text';
        if (match === undefined) throw new Error(`no sample for the pattern ${pattern}`);
        return [match];
      }
      case 'array': {
        // One item first, so the changes below reach the items' rules; then no item, then each other kind of item.
        const items = schema.items as Node | undefined;
        const inner = items ? samplesOf(root, items, refs) : [];
        return inner.length ? [[inner[0]!], [], ...inner.slice(1).map((item) => [item])] : [[]];
      }
      case 'object': {
        const properties = Object.entries((schema.properties ?? {}) as Record<string, Node>);
        const per = properties.map(([key, value]) => [key, samplesOf(root, value, refs)] as const);
        const base = Object.fromEntries(
          per.filter(([, values]) => values.length).map(([key, values]) => [key, values[0]!]),
        );
        const variants = per.flatMap(([key, values]) => values.slice(1).map((value) => ({ ...base, [key]: value })));
        return [base, ...variants];
      }
      default:
        throw new Error(`a JSON Schema type this test cannot sample: ${kind}`);
    }
  });
}

/** The value with each value in it (itself too) swapped for every other kind, each key removed, an unknown key added. */
function* mutations(value: Json): Generator<Json> {
  if (value !== null && typeof value === 'object') yield* otherKinds;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      for (const changed of mutations(item)) yield value.map((v, i) => (i === index ? changed : v));
    }
    return;
  }
  if (value === null || typeof value !== 'object') {
    for (const other of otherKinds) yield other;
    return;
  }
  yield { ...value, unknownKey: 1 };
  for (const key of Object.keys(value)) {
    const { [key]: inner, ...rest } = value;
    yield rest;
    for (const changed of mutations(inner!)) yield { ...value, [key]: changed };
  }
}

/** Every place in a value: '$.data.results[].user.id', … */
function placesOf(value: Json, place = '$', into = new Set<string>()): Set<string> {
  into.add(place);
  if (Array.isArray(value)) for (const item of value) placesOf(item, `${place}[]`, into);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) placesOf(inner, `${place}.${key}`, into);
  }
  return into;
}

const schemaOf = (name: string) => (contracts as Record<string, unknown>)[name] as z.ZodType;
const checkOf = (name: string) => (checks as Record<string, unknown>)[checkName(name)] as AnswerCheck<unknown>;

describe('the generated answer checks', () => {
  it('are up to date with the answer schemas (run `npm run generate:answers` after changing one)', async () => {
    const committed = import.meta.glob<string>('./answers/*.ts', { query: '?raw', import: 'default', eager: true });
    const generated = await answerFiles('packages/contracts/src/answers');
    const committedFiles = new Map(
      Object.entries(committed).map(([file, text]) => [file.replace('./answers/', ''), text]),
    );
    expect([...committedFiles.keys()].sort()).toEqual([...generated.keys()].sort());
    for (const [file, text] of generated) expect(committedFiles.get(file) === text, file).toBe(true);
  });

  it.each(answerSchemaNames)(
    '%s: the check gives the schema’s verdict on valid values and on every change of them',
    (name) => {
      const schema = schemaOf(name);
      const check = checkOf(name);
      const json = answerJsonSchema(schema) as Node;
      const samples = samplesOf(json, json);
      for (const sample of samples) {
        // Accepted, and given back as sent: the app gets the answer itself, as zod's parse would have returned it.
        expect(schema.parse(sample), JSON.stringify(sample)).toEqual(sample);
        expect(check.accepts(sample), JSON.stringify(sample)).toBe(true);
      }
      // Each sample that reaches a place in the answer no earlier one did is changed everywhere; one that differs only
      // by a value (another enum member, null for an object) was compared above and by the first one's changes.
      let compared = 0;
      const reached = new Set<string>();
      for (const sample of samples) {
        const places = placesOf(sample);
        if ([...places].every((place) => reached.has(place))) continue;
        for (const place of places) reached.add(place);
        for (const changed of mutations(sample)) {
          expect(check.accepts(changed), JSON.stringify(changed)).toBe(schema.safeParse(changed).success);
          compared += 1;
        }
      }
      // An object answer is changed in many places; a plain value (the address rule) in its one place, by each kind.
      expect(compared).toBeGreaterThanOrEqual(json.type === 'string' ? otherKinds.length : otherKinds.length + 1);
    },
  );

  it('carry no format: the pattern zod writes beside one is the rule applied (ADR 043)', () => {
    const formats: string[] = [];
    const visit = (node: unknown, place: string): void => {
      if (node === null || typeof node !== 'object') return;
      if (!Array.isArray(node) && typeof (node as Node).format === 'string') formats.push(place);
      for (const [key, inner] of Object.entries(node)) visit(inner, `${place}/${key}`);
    };
    for (const name of answerSchemaNames) visit(answerJsonSchema(schemaOf(name)), name);
    expect(formats).toEqual([]);
  });

  it('the address check gives the address rule’s verdict on any text', () => {
    const text = fc.oneof(
      fc.emailAddress(),
      fc.emailAddress().map((email) => email.toUpperCase()),
      fc.string(),
      fc.string({ unit: 'grapheme', maxLength: 300 }),
      fc.constantFrom(
        'a@b',
        'a@b.c0',
        'a.@b.co',
        '.a@b.co',
        'a@-b.co',
        'a b@c.co',
        'a@b.co\n',
        `${'a'.repeat(249)}@b.co`,
        `${'a'.repeat(250)}@b.co`,
      ),
    );
    fc.assert(
      fc.property(text, (email) => {
        expect(checks.emailAddressCheck.accepts(email)).toBe(contracts.emailAddressSchema.safeParse(email).success);
      }),
      { numRuns: 3_000 },
    );
  });

  it('explain names the schema and the first rule a value breaks', () => {
    expect(checks.leaderboardResponseCheck.explain({ success: true, data: 1 })).toMatch(/^leaderboardResponseSchema: /);
    expect(checks.messageResponseCheck.explain({ success: true, data: null })).toBe('');
  });

  it('refuses to generate a check for a schema with a refinement, which JSON Schema cannot say', () => {
    const refined = z.object({ value: z.string().refine((text) => text.length > 2) });
    expect(() => answerJsonSchema(refined)).toThrow(/refinement/);
  });

  it('refuses to generate a check for a schema that changes the value (a transform, a default, a trim)', () => {
    expect(() => answerJsonSchema(z.object({ n: z.string().transform(Number) }))).toThrow(/changes the value/);
    expect(() => answerJsonSchema(z.object({ n: z.number().default(1) }))).toThrow(/changes the value/);
    expect(() => answerJsonSchema(z.object({ name: z.string().trim() }))).toThrow(/changes the value/);
  });

  it('refuses to generate a check for a format zod checks in code rather than by a pattern', () => {
    expect(() => answerJsonSchema(z.object({ link: z.url() }))).toThrow(/no pattern/);
  });
});
