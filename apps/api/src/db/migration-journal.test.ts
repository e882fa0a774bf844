import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../paths';

/**
 * Drizzle's migrator applies a migration only when its journal time (`when`) is later than the last applied one's: a
 * migration whose time is earlier than one before it is skipped on every database that already has the later one,
 * silently (a helper's future-dated 0027 nearly hid 0028, issue 56).
 */
interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}
const journal = JSON.parse(readFileSync(path.join(paths.migrations, 'meta', '_journal.json'), 'utf8')) as Journal;

describe('the migrations journal', () => {
  it('numbers the migrations in order, each with its SQL file and snapshot', () => {
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      expect(entry.tag.startsWith(String(index).padStart(4, '0') + '_')).toBe(true);
      expect(existsSync(path.join(paths.migrations, `${entry.tag}.sql`))).toBe(true);
      expect(existsSync(path.join(paths.migrations, 'meta', `${entry.tag.slice(0, 4)}_snapshot.json`))).toBe(true);
    });
  });

  it('gives each migration a time later than the one before it, and none in the future', () => {
    const times = journal.entries.map((entry) => entry.when);
    times.slice(1).forEach((when, index) => expect(when).toBeGreaterThan(times[index]!));
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
  });
});
