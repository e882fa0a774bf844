import { errorMessages } from '@scoreline/contracts';
import { render, renderHook, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { AppToaster } from '@/lib/toaster';
import { useLoadErrorToast } from './use-load-error-toast';

beforeEach(() => {
  render(<AppToaster />);
});

describe('useLoadErrorToast (spec §8)', () => {
  it("says 'OOOPPPSS!! Something went wrong' once, however many calls fail", async () => {
    renderHook(() => {
      useLoadErrorToast(new ApiError('Boom', { status: 500 }));
      useLoadErrorToast(new TypeError('Failed to fetch'));
    });
    expect(await screen.findAllByText(errorMessages.matchesFailed)).toHaveLength(1);
  });

  it('stays silent for a cancelled request and for no error', () => {
    renderHook(() => {
      useLoadErrorToast(new ApiError('The request was cancelled', { isCancelled: true }));
      useLoadErrorToast(null);
    });
    expect(screen.queryByText(errorMessages.matchesFailed)).toBeNull();
  });
});
