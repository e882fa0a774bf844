import {
  HEAD_TO_HEAD_INITIAL,
  HEAD_TO_HEAD_TOGGLE_FROM,
  STAT_BARS_INITIAL,
  STAT_BARS_TOGGLE_FROM,
} from '@scoreline/domain';
import { describe, expect, it } from 'vitest';
import { collapsibleList } from './collapsible-list';

const items = (count: number) => Array.from({ length: count }, (_, index) => index);
const stats = { initial: STAT_BARS_INITIAL, toggleFrom: STAT_BARS_TOGGLE_FROM };
const meetings = { initial: HEAD_TO_HEAD_INITIAL, toggleFrom: HEAD_TO_HEAD_TOGGLE_FROM };

describe('collapsibleList (spec §9)', () => {
  it('shows the first 8 stat bars and offers the toggle from 5 entries', () => {
    expect(collapsibleList(items(4), stats, false)).toEqual({ visible: items(4), hasToggle: false });
    expect(collapsibleList(items(5), stats, false)).toEqual({ visible: items(5), hasToggle: true });
    expect(collapsibleList(items(16), stats, false)).toEqual({ visible: items(8), hasToggle: true });
    expect(collapsibleList(items(16), stats, true)).toEqual({ visible: items(16), hasToggle: true });
  });

  it('shows the first 5 meetings and offers the toggle from 5', () => {
    expect(collapsibleList(items(4), meetings, false)).toEqual({ visible: items(4), hasToggle: false });
    expect(collapsibleList(items(11), meetings, false)).toEqual({ visible: items(5), hasToggle: true });
    expect(collapsibleList(items(11), meetings, true).visible).toHaveLength(11);
  });
});
