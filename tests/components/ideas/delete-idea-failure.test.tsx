import { screen, within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeIdea } from '../../support/factories';
import { server } from '../../support/msw/server';
import {
  createSupabaseTestBackend,
  fakePostgrest,
  storeSupabaseSession,
} from '../../support/fakes/supabase/msw';
import { postgrestError, restJson } from '../../support/fakes/supabase/wire';
import { renderApp } from '../../support/render';

/**
 * A delete that fails after its card has already left the list (the card's component is gone by
 * the time Supabase answers, as it always is over a real network): the card still comes back and
 * the toast still says why.
 */
describe('My Ideas when Supabase refuses a delete', () => {
  it('brings the card back with a toast even though the card had already left', async () => {
    storeSupabaseSession();
    const rows = [
      { ...makeIdea({ idea_text: 'Keep me' }), created_at: '2025-01-02T09:00:00+00:00' },
      { ...makeIdea({ idea_text: 'Try to delete me' }), created_at: '2025-01-01T09:00:00+00:00' },
    ];
    server.use(
      fakePostgrest(async (call) => {
        if (call.method === 'DELETE') {
          // Long enough for React to take the card away before the answer lands.
          await delay(150);
          return postgrestError(500, 'XX000', 'internal error');
        }
        return restJson(rows);
      }).handler,
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderApp({ route: '/ideas', backend: createSupabaseTestBackend() });
    const list = await screen.findByRole('list', { name: 'Your ideas' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'More for Try to delete me' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(screen.queryByRole('article', { name: 'Try to delete me' })).not.toBeInTheDocument();

    expect(
      await screen.findByText(
        "We couldn't delete that idea, so it's back in your list. Please try again.",
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Try to delete me' })).toBeInTheDocument();
  });
});
