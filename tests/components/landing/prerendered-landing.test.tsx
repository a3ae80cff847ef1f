import { waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LandingPage } from '@/features/landing/components/landing-page';
import { prerendered } from '../../support/prerender';

const starts: string[] = [];
const landing = (
  <MemoryRouter>
    <LandingPage
      onStart={() => starts.push('start')}
      onContact={() => undefined}
      modelName="a test model"
    />
  </MemoryRouter>
);

describe('the prerendered landing page', () => {
  it('offers its start buttons once the page can start a journey, not before', async () => {
    const page = prerendered(landing);
    const { container } = page;
    const screen = within(container);
    const tryIt = () => screen.getByRole('button', { name: 'Try it now — no account needed' });
    const startNow = () => screen.getByRole('button', { name: 'Start Clarifying Now' });
    // In the bare HTML a click on them would do nothing at all; they can still take focus.
    expect(tryIt()).toHaveAttribute('aria-disabled', 'true');
    expect(startNow()).toHaveAttribute('aria-disabled', 'true');
    tryIt().focus();
    expect(tryIt()).toHaveFocus();

    // An unexpected console.error (a hydration mismatch included) fails the test (tests/support).
    page.hydrate();
    await waitFor(() => expect(tryIt()).not.toHaveAttribute('aria-disabled'));
    expect(startNow()).not.toHaveAttribute('aria-disabled');
    expect(tryIt()).toHaveFocus();
    tryIt().click();
    expect(starts).toEqual(['start']);
    page.remove();
  });
});
