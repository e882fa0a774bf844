import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  decimalRangePattern,
  emailField,
  firstErrorPerField,
  idNumber,
  idParam,
  intQueryParam,
  MAX_ID,
  primitiveMessages,
  safeString,
  signUpBodySchema,
  strictObject,
  userIdParamsSchema,
  validationMessages,
} from './index';

const message = 'Id must be a positive whole number';

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : firstErrorPerField(result.error.issues);
}

describe('idParam (issue #10: one strict id for every route)', () => {
  it.each(['1', '16', '2147483647'])('accepts %j', (value) => {
    expect(idParam(message).parse(value)).toBe(Number(value));
  });

  it.each([
    '0x10',
    '0b1',
    '0o7',
    '1e1',
    '+1',
    '-1',
    ' 1',
    '1 ',
    '1.0',
    '010',
    '0',
    '',
    '2147483648',
    '99999999999',
    '１',
  ])('refuses %j', (value) => {
    expect(errorsOf(idParam(message), value)).toEqual({ _: message });
  });

  it('is what /users/{id} reads', () => {
    expect(errorsOf(userIdParamsSchema, { id: '0x10' })).toEqual({ id: 'User id must be a positive whole number' });
  });
});

describe('decimalRangePattern', () => {
  it.each([
    [0, 9],
    [1, 100],
    [3, 47],
    [10, 99],
    [7, 1234],
    [1, 100_000],
    [95, 205],
  ])('matches exactly the numbers from %i to %i', (min, max) => {
    const pattern = decimalRangePattern(min, max);
    for (let value = 0; value <= Math.min(max * 2 + 10, 250_000); value += 1) {
      expect(pattern.test(String(value)), String(value)).toBe(value >= min && value <= max);
    }
    for (const text of ['', '-1', `0${min}`, `${max}0`, '1e1', ' 5', '+5']) {
      if (text !== String(min) && text !== String(max)) expect(pattern.test(text), text).toBe(false);
    }
  });

  it('bounds ids at 2^31-1 exactly', () => {
    const pattern = decimalRangePattern(1, MAX_ID);
    for (const value of [1, 9, 10, 999_999_999, 1_000_000_000, 2_147_483_647, 2_000_000_000, 2_147_483_599]) {
      expect(pattern.test(String(value)), String(value)).toBe(true);
    }
    for (const value of ['0', '2147483648', '2147483650', '2200000000', '9999999999', '10000000000', '01']) {
      expect(pattern.test(value), value).toBe(false);
    }
  });
});

describe('idNumber and intQueryParam', () => {
  it('bounds a JSON id to 1..2^31-1 integers', () => {
    expect(idNumber(message).parse(MAX_ID)).toBe(MAX_ID);
    for (const value of [0, -1, 1.5, MAX_ID + 1, Number.MAX_SAFE_INTEGER, '1', null]) {
      expect(errorsOf(idNumber(message), value), String(value)).toEqual({ _: message });
    }
  });

  it('reads a whole number in range and nothing looser', () => {
    const size = intQueryParam({ min: 1, max: 100, message: 'Size' });
    expect(size.parse('100')).toBe(100);
    for (const value of ['0', '101', '1e2', '+5', '5.0', ' 5', '0x5', '', '05']) {
      expect(errorsOf(size, value), value).toEqual({ _: 'Size' });
    }
  });
});

describe('safe strings (issue #10: control characters)', () => {
  it.each(['\u0000', 'a\u0000b', '\u001b[31m', '\u007f', '\u0085', 'line\nbreak', 'tab\there'])(
    'a single-line string refuses %j',
    (value) => {
      expect(errorsOf(safeString(), value)).toEqual({ _: primitiveMessages.controlCharacters });
    },
  );

  it('multi-line text keeps line breaks and tabs but still refuses NUL', () => {
    const text = safeString({ multiline: true });
    expect(text.parse('first line\r\nsecond\tline')).toBe('first line\r\nsecond\tline');
    expect(errorsOf(text, 'a\u0000b')).toEqual({ _: primitiveMessages.controlCharacters });
  });

  it('refuses a lone surrogate, which cannot be stored as UTF-8 unchanged', () => {
    expect(errorsOf(safeString(), 'a\uD800b')).toEqual({ _: primitiveMessages.malformedText });
    expect(safeString().parse('⚽ 😀')).toBe('⚽ 😀');
  });

  it('names at sign-up refuse a NUL', () => {
    const body = {
      email: 'ada@example.com',
      firstname: 'Ada\u0000',
      lastname: 'Love\u0007lace',
      username: 'ada_l',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    };
    expect(errorsOf(signUpBodySchema, body)).toEqual({
      firstname: primitiveMessages.controlCharacters,
      lastname: primitiveMessages.controlCharacters,
    });
  });
});

describe('the strict e-mail rule (issue #10)', () => {
  it.each([
    '<img/src=x/onerror=alert(1)>@x.io',
    '"a,b"@x.io',
    'a,b@x.io',
    'victim@x.io,attacker@evil.io',
    'a<b@x.io',
    'a>b@x.io',
    'a"b@x.io',
    'a:b@x.io',
    'a;b@x.io',
    'a\u0000b@x.io',
    'a@b.c',
    'a..b@x.io',
    '.a@x.io',
  ])('refuses %j', (email) => {
    expect(errorsOf(emailField, email)).toEqual({ _: validationMessages.emailInvalid });
  });

  it.each(["o'brien@example.ie", 'user+tag@sub.example.org', 'a_b-c.d@x-y.io'])('accepts %j', (email) => {
    expect(emailField.parse(email)).toBe(email);
  });
});

describe('strict objects (issue #10: unknown fields refused)', () => {
  it('names each unknown field', () => {
    const schema = strictObject({ a: z.string() });
    expect(errorsOf(schema, { a: 'x', b: 1, c: 2 })).toEqual({ b: 'Unknown field', c: 'Unknown field' });
  });

  it('says additionalProperties: false in the JSON schema, as the OpenAPI document does', () => {
    const schema = z.toJSONSchema(strictObject({ a: z.string() }), { io: 'input' });
    expect(schema.additionalProperties).toBe(false);
  });
});

describe('zod runs without code generation (issue #10: CSP)', () => {
  it('is configured jitless once the contracts are loaded', () => {
    expect(z.config().jitless).toBe(true);
  });
});
