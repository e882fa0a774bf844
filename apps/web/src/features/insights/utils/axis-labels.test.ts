import { describe, expect, it } from 'vitest';
import { spacedLabelIndexes } from './axis-labels';

describe('spacedLabelIndexes', () => {
  it('prints every label when there is room', () => {
    expect(spacedLabelIndexes(5, 400)).toEqual([0, 1, 2, 3, 4]);
  });

  it('skips labels evenly on a narrow axis and always keeps the first and the last', () => {
    const indexes = spacedLabelIndexes(26, 300);
    expect(indexes[0]).toBe(0);
    expect(indexes.at(-1)).toBe(25);
    expect(indexes.length).toBeLessThanOrEqual(Math.floor(300 / 34) + 1);
  });

  it('drops the label just before the last rather than print the two on top of each other', () => {
    // Every 2nd of 26 would end 24, 25.
    expect(spacedLabelIndexes(26, 26 * 17)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 25]);
  });

  it('prints nothing for no rounds', () => {
    expect(spacedLabelIndexes(0, 300)).toEqual([]);
  });
});
