import { TOAST_DURATION_MS, TOAST_LIMIT } from '@scoreline/domain';
import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ConfiguredToaster from './configured-toaster';

// The toast's exit animation lasts this long before it leaves the page.
const removeDelayMs = 1000;

beforeEach(() => {
  vi.useFakeTimers();
  render(<ConfiguredToaster />);
});

function isShown(message: string): boolean {
  return screen.queryByText(message) !== null;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('the toaster (spec §9 timings and limit)', () => {
  it.each([
    ['an error', () => toast.error('Bad'), 'Bad', TOAST_DURATION_MS.error],
    ['a plain', () => toast('Plain'), 'Plain', TOAST_DURATION_MS.blank],
    ['a success', () => toast.success('Good'), 'Good', TOAST_DURATION_MS.success],
  ])('shows %s toast for its duration', (_kind, show, message, duration) => {
    act(() => {
      show();
    });
    advance(duration - 1);
    expect(isShown(message)).toBe(true);
    advance(1);
    advance(removeDelayMs);
    expect(isShown(message)).toBe(false);
  });

  it('keeps a loading toast until it is dismissed', () => {
    let id = '';
    act(() => {
      id = toast.loading('Saving');
    });
    advance(60_000);
    expect(isShown('Saving')).toBe(true);
    act(() => {
      toast.dismiss(id);
    });
    advance(removeDelayMs);
    expect(isShown('Saving')).toBe(false);
  });

  it(`shows at most ${TOAST_LIMIT} toasts, dropping the oldest`, () => {
    act(() => {
      for (let index = 1; index <= TOAST_LIMIT + 5; index += 1) toast(`Message ${index}`);
    });
    expect(screen.getAllByRole('status')).toHaveLength(TOAST_LIMIT);
    expect(isShown('Message 5')).toBe(false);
    expect(isShown('Message 6')).toBe(true);
    expect(isShown(`Message ${TOAST_LIMIT + 5}`)).toBe(true);
  });
});
