import { describe, expect, it } from 'vitest';
import { answerCheck } from './answer-check';

const check = (schema: object) => answerCheck<unknown>('testSchema', JSON.stringify(schema));

const envelope = {
  type: 'object',
  properties: {
    success: { type: 'boolean', const: true },
    data: { type: 'array', items: { $ref: '#/$defs/Row' } },
  },
  required: ['success', 'data'],
  $defs: {
    Row: {
      type: 'object',
      properties: {
        id: { type: 'integer', minimum: 1 },
        note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        replies: { type: 'array', items: { $ref: '#/$defs/Row' } },
      },
      required: ['id', 'note'],
    },
  },
};

// answers.test.ts holds every generated check to its zod schema's verdict; these hold the interpreter's own promises.
describe('an answer check', () => {
  it('names the place of the first rule a value breaks', () => {
    const answer = {
      success: true,
      data: [
        { id: 1, note: null },
        { id: 0, note: 'x' },
      ],
    };
    expect(check(envelope).explain(answer)).toBe('testSchema: #/data/1/id is below 1');
  });

  it('follows a definition that contains itself', () => {
    const reply = { id: 3, note: 'x', replies: [{ id: 'four', note: null }] };
    expect(check(envelope).accepts({ success: true, data: [{ id: 2, note: null, replies: [reply] }] })).toBe(false);
    expect(check(envelope).explain({ success: true, data: [{ id: 2, note: null, replies: [reply] }] })).toBe(
      'testSchema: #/data/0/replies/0/replies/0/id is not integer',
    );
  });

  it('says a value that matches no branch of a choice does so at the choice, not inside a branch', () => {
    expect(check(envelope).explain({ success: true, data: [{ id: 1, note: 5 }] })).toBe(
      'testSchema: #/data/0/note matches none of its choices',
    );
  });

  it('refuses a schema with a keyword it cannot apply rather than letting values through unchecked', () => {
    const strict = check({ type: 'object', additionalProperties: false });
    expect(() => strict.accepts({ extra: 1 })).toThrow(
      'an answer check cannot apply the keyword "additionalProperties"',
    );
  });

  it('refuses a reference outside the schema’s own definitions', () => {
    expect(() => check({ $ref: 'https://example.com/other.json' }).accepts(1)).toThrow(/cannot resolve \$ref/);
  });
});
