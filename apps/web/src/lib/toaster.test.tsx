import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from './toast';
import { AppToaster } from './toaster';

/** issue 14: react-hot-toast and the toaster load with the first toast, not with the app (ADR 036). */
describe('AppToaster', () => {
  it('puts nothing on the page until a toast is asked for, then shows that toast', async () => {
    const { container } = render(<AppToaster />);
    act(() => {
      toast.dismiss('none-yet');
    });
    expect(container.innerHTML).toBe('');

    act(() => {
      toast.error('Could not save');
    });
    expect(await screen.findByText('Could not save')).toBeDefined();
  });

  it('shows plain and success toasts through the same door, and dismisses one by its id', async () => {
    render(<AppToaster />);
    act(() => {
      toast('Plain news');
      toast.success('Saved', { id: 'save' });
    });
    expect(await screen.findByText('Plain news')).toBeDefined();
    expect(await screen.findByText('Saved')).toBeDefined();

    act(() => {
      toast.dismiss('save');
    });
    // It leaves after its exit animation; the other stays.
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull(), { timeout: 3000 });
    expect(screen.getByText('Plain news')).toBeDefined();
  });
});
