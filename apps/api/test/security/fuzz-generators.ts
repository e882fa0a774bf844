import fc from 'fast-check';
import { resolve, type JsonSchema, type OpenApiDocument } from './openapi-operations';

/** allOf flattened (zod writes refinements as `allOf: [schema, {}]`), with every pattern kept. */
export interface FlatSchema extends JsonSchema {
  patterns: string[];
}

// The contracts' "no control characters" pattern: generated strings never contain them anyway.
const isControlCharacterRule = (pattern: string) => pattern.startsWith('^[^\\u0000-');

export function flatten(document: OpenApiDocument, schema: JsonSchema): FlatSchema {
  const resolved = resolve(document, schema);
  const flat: FlatSchema = { ...resolved, patterns: resolved.pattern ? [resolved.pattern] : [] };
  delete flat.allOf;
  for (const part of resolved.allOf ?? []) {
    const inner = flatten(document, part);
    const { patterns, ...rest } = inner;
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined && (flat as unknown as Record<string, unknown>)[key] === undefined) {
        (flat as unknown as Record<string, unknown>)[key] = value;
      }
    }
    flat.patterns.push(...patterns);
  }
  return flat;
}

function integerBounds(schema: JsonSchema): { min: number; max: number } {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  return { min: Math.max(min, -2_147_483_648), max: Math.min(max, 2 ** 31 - 1) };
}

/**
 * A pattern of one repeated class (`^[A-Za-z0-9_-]+$`) with the schema's length written into it: matching strings are
 * made at that length, where short ones filtered to it would almost never fit (a 43-character token made the run spin).
 */
function withLength(pattern: string, minLength: number, maxLength: number): string {
  const repeated = /^\^(\[(?:\\.|[^\]\\])+\])[+*]\$$/.exec(pattern);
  if (!repeated || (minLength <= 1 && maxLength >= 40)) return pattern;
  return `^${repeated[1]}{${minLength},${Math.max(minLength, Math.min(maxLength, 60))}}$`;
}

function stringArbitrary(schema: FlatSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 40;
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('2023-08-01T00:00:00Z'), max: new Date('2024-06-30T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2023-08-01T00:00:00Z'), max: new Date('2025-06-30T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  const patterns = schema.patterns.filter((pattern) => !isControlCharacterRule(pattern));
  const fits = (value: string) =>
    value.length >= minLength &&
    value.length <= maxLength &&
    schema.patterns.every((pattern) => new RegExp(pattern, 'u').test(value));
  if (patterns.length === 1) {
    const pattern = new RegExp(withLength(patterns[0]!, minLength, maxLength), 'u');
    // Ids and other numbers: small values name real records far more often than random digits do.
    const small = Array.from({ length: 60 }, (_, index) => String(index + 1)).filter(fits);
    const matching = fc.stringMatching(pattern).filter(fits);
    return small.length > 0 ? fc.oneof(fc.constantFrom(...small), matching) : matching;
  }
  // Printable text without spaces at either end (the server trims, which would make a value "valid" twice).
  // Short strings are enough to reach the handlers, but never shorter than the schema's own minimum (a minimum
  // above 40 would otherwise leave the filter nothing to accept, and the run would spin).
  return fc
    .string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 40)) })
    .map((value) => value.trim())
    .filter(fits);
}

/** Values the document says are valid: they reach the handlers, so the deeper code is attacked too. */
export function validArbitrary(document: OpenApiDocument, schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const flat = flatten(document, schema);
  if (flat.examples?.length) return fc.constantFrom(...flat.examples);
  if (flat.const !== undefined) return fc.constant(flat.const);
  if (flat.enum) return fc.constantFrom(...flat.enum);
  for (const union of [flat.anyOf, flat.oneOf]) {
    if (union?.length) return fc.oneof(...union.map((part) => validArbitrary(document, part, depth + 1)));
  }
  const types = Array.isArray(flat.type) ? flat.type : [flat.type ?? (flat.properties ? 'object' : 'string')];
  const byType = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer': {
        const { min, max } = integerBounds(flat);
        return fc.oneof(fc.integer({ min, max: Math.min(max, min + 60) }), fc.integer({ min, max }));
      }
      case 'number':
        return fc.double({ min: flat.minimum ?? -1e6, max: flat.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
      case 'array':
        return depth > 4
          ? fc.constant([])
          : fc.array(validArbitrary(document, flat.items ?? {}, depth + 1), { maxLength: 3 });
      case 'object': {
        // A property the document forbids (`not: {}`, e.g. identity fields on a profile update) is never sent.
        const properties = Object.fromEntries(
          Object.entries(flat.properties ?? {}).filter(([, value]) => resolve(document, value).not === undefined),
        );
        const model = Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, validArbitrary(document, value, depth + 1)]),
        );
        return fc.record(model, { requiredKeys: (flat.required ?? []).filter((key) => key in properties) });
      }
      default:
        return stringArbitrary(flat);
    }
  });
  return byType.length === 1 ? byType[0]! : fc.oneof(...byType);
}

/** Values an attacker tries in any field: wrong types, loose numbers, overflow, control characters, injections. */
export const hostileValues: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2_147_483_648,
  2 ** 53 + 2,
  -0,
  1e308,
  '',
  ' ',
  'x',
  [],
  {},
  [1],
  { a: 1 },
  '0x10',
  '0b1',
  '1e1',
  '+1',
  ' 1',
  '1.0',
  '010',
  '-1',
  '2147483648',
  '99999999999999999999',
  '\u0000',
  'a\u0000b',
  'a\u001b[31mb',
  'a\u007fb',
  '\uD800',
  '\u202Eevil',
  '<img src=x onerror=alert(1)>',
  "' or 1=1 --",
  '"; drop table users; --',
  '${jndi:ldap://x/a}',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'x'.repeat(300),
  'é'.repeat(2_000),
];

/** A control character placed inside a string (never at its ends, which trimming would remove). */
export const controlCharacter = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
);

export function insertInside(value: string, character: string, at: number): string {
  const text = value.length >= 2 ? value : `a${value}b`;
  const index = 1 + (at % (text.length - 1));
  return text.slice(0, index) + character + text.slice(index);
}
