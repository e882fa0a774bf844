import { describe, expect, it } from 'vitest';
import { isJsonNestedDeeperThan } from './json-body';

describe('isJsonNestedDeeperThan (issue #10)', () => {
  it('counts arrays and objects', () => {
    expect(isJsonNestedDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(isJsonNestedDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(isJsonNestedDeeperThan('[[[]],[[]]]', 3)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(isJsonNestedDeeperThan(JSON.stringify({ a: '[[[[{{{{', b: 'say \\"[[[[\\"' }), 1)).toBe(false);
  });

  it('refuses the 800 KB nested-array attack', () => {
    expect(isJsonNestedDeeperThan('['.repeat(400_000) + ']'.repeat(400_000), 16)).toBe(true);
  });
});
