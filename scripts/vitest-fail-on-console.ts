import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error / console.warn fails the test (engineering guide, after epic-stack).
const noisy: string[] = [];
const levels = ['error', 'warn'] as const;
const guard =
  (level: (typeof levels)[number]) =>
  (...args: unknown[]) => {
    noisy.push(`console.${level}: ${args.map(String).join(' ')}`);
  };

for (const level of levels) vi.spyOn(console, level).mockImplementation(guard(level));
// Installed again before every test: a test that expects an error and silences it (vi.spyOn(console, 'error')
// .mockImplementation(...) returns this same spy) silences it for itself only, not for the tests after it.
beforeEach(() => {
  for (const level of levels) vi.spyOn(console, level).mockImplementation(guard(level));
});

afterEach(() => {
  if (noisy.length > 0) {
    const messages = noisy.splice(0).join('\n');
    throw new Error(`Unexpected console output:\n${messages}`);
  }
});
