import { waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LandingPage } from '@/features/landing/components/landing-page';
import { prerendered } from '../../support/prerender';

const starts: string[] = [];
const landing = (
  <MemoryRouter>
    <LandingPage onStart={() => starts.push('start')} onContact={() => undefined} />
  </MemoryRouter>
);

describe('the prerendered landing page', () => {
  it('offers its start buttons as they are before the code runs, and they start a journey once it does', async () => {
    const page = prerendered(landing);
    const { container } = page;
    const screen = within(container);
    const tryIt = () => screen.getByRole('button', { name: 'Try it now — no account needed' });
    const startNow = () => screen.getByRole('button', { name: 'Start Clarifying Now' });
    // A press before the code runs is kept by the page's inline script (first-paint.ts) and
    // pressed again once the page is hydrated: nothing to mark as not ready.
    expect(tryIt()).not.toHaveAttribute('aria-disabled');
    expect(startNow()).not.toHaveAttribute('aria-disabled');
    tryIt().focus();
    expect(tryIt()).toHaveFocus();

    // An unexpected console.error (a hydration mismatch included) fails the test (tests/support).
    page.hydrate();
    await waitFor(() => {
      tryIt().click();
      expect(starts).toEqual(['start']);
    });
    expect(tryIt()).toHaveFocus();
    page.remove();
  });
});
