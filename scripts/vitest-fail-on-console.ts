import { afterEach, vi } from 'vitest';

// An unexpected console.error / console.warn fails the test (engineering guide, after epic-stack).
const noisy: string[] = [];
for (const level of ['error', 'warn'] as const) {
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    noisy.push(`console.${level}: ${args.map(String).join(' ')}`);
  });
}

afterEach(() => {
  if (noisy.length > 0) {
    const messages = noisy.splice(0).join('\n');
    throw new Error(`Unexpected console output:\n${messages}`);
  }
});
