import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeaderboardSkeleton } from '@/components/leaderboard/leaderboard-skeleton';
import { Skeleton } from './skeleton';

// ADR 065: an animation per block was an event for React to dispatch and a block to restyle on every frame.
describe('Skeleton', () => {
  it('pulses on its own when it stands alone', () => {
    const { container } = render(<Skeleton className="h-4" />);
    expect(container.querySelectorAll('.animate-pulse')).toHaveLength(1);
  });

  it("pulses once for a placeholder's every block: the leaderboard's 20 rows are one animation", () => {
    render(<LeaderboardSkeleton rows={20} />);
    const placeholder = screen.getByRole('status');
    expect(placeholder.textContent).toBe('Loading the leaderboard...');
    expect(placeholder.querySelectorAll('[aria-hidden="true"]').length).toBe(81);
    expect(placeholder.querySelectorAll('.animate-pulse')).toHaveLength(1);
  });
});
