import { act, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SharedPlanPage } from '@/features/shared-plan/components/shared-plan-page';
import { prerendered } from '../../support/prerender';

describe('the prerendered /shared page', () => {
  it('is the page for a link without a plan, and the browser adopts it as it stands', async () => {
    const page = prerendered(
      <MemoryRouter initialEntries={['/shared']}>
        <SharedPlanPage tabHasJourney={() => false} />
      </MemoryRouter>,
    );
    const screen = within(page.container);
    expect(screen.getByRole('heading', { level: 1, name: 'No plan in this link' })).toBeVisible();
    expect(
      screen.getByText('This link has no plan in it: ask for the whole link again.'),
    ).toBeVisible();
    // An unexpected console.error (a hydration mismatch included) fails the test (tests/support).
    await act(async () => page.hydrate());
    expect(screen.getByRole('link', { name: 'Go to Clarity' })).toHaveAttribute('href', '/');
    page.remove();
  });
});
