import { describe, expect, it } from 'vitest';
import { isDrawKnown, type DrawMatch } from './draw';

const match = (overrides: Partial<DrawMatch> & Pick<DrawMatch, 'id' | 'round'>): DrawMatch => ({
  stageKind: 'knockout',
  status: 'NS',
  leg: null,
  tieKey: null,
  ...overrides,
});

describe('isDrawKnown (issue 58, ADR 105)', () => {
  const group = match({ id: 1, round: 1, stageKind: 'group', status: 'FT' });
  const groupToPlay = match({ id: 2, round: 1, stageKind: 'group' });
  const knockout = match({ id: 3, round: 2 });

  it("always knows a group, league or league-phase match's teams", () => {
    expect(isDrawKnown(groupToPlay, [groupToPlay])).toBe(true);
    expect(isDrawKnown(match({ id: 9, round: 5, stageKind: 'league' }), [])).toBe(true);
    expect(isDrawKnown(match({ id: 9, round: 5, stageKind: null }), [])).toBe(true);
  });

  it("knows a knockout match's once every earlier match is over, or once it has kicked off", () => {
    expect(isDrawKnown(knockout, [group, groupToPlay, knockout])).toBe(false);
    expect(isDrawKnown(knockout, [group, { ...groupToPlay, status: 'CANC' }, knockout])).toBe(true);
    expect(isDrawKnown({ ...knockout, status: '1H' }, [group, groupToPlay])).toBe(true);
    // A later round's matches do not matter; a postponed match is not over.
    expect(isDrawKnown(knockout, [group, match({ id: 4, round: 3 }), knockout])).toBe(true);
    expect(isDrawKnown(knockout, [{ ...group, status: 'PST' }, knockout])).toBe(false);
  });

  it('knows a second leg when its first leg is known (the same two teams)', () => {
    const first = match({ id: 5, round: 2, leg: 1, tieKey: 'qf-1' });
    const second = match({ id: 6, round: 3, leg: 2, tieKey: 'qf-1' });
    // The first leg is not over: the rule by rounds would hide the second; its teams are the first leg's.
    expect(isDrawKnown(second, [group, first, second])).toBe(true);
    expect(isDrawKnown(second, [group, groupToPlay, first, second])).toBe(false);
  });
});
