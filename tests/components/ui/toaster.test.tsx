import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast, ToastHost } from '@/components/ui/toaster';

describe('a toast with an action', () => {
  it('shows its message and button until acted on, and the button does what it says', async () => {
    const onClick = vi.fn();
    render(<ToastHost closeButton toastOptions={{ duration: 50 }} />);
    toast.action('A new version is ready', { label: 'Reload', onClick });

    expect(await screen.findByText('A new version is ready')).toBeVisible();
    // Longer than the host's usual duration: an action toast does not time out.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByText('A new version is ready')).toBeVisible();

    // A click alone: sonner's swipe handling asks for pointer capture, which jsdom does not have.
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
