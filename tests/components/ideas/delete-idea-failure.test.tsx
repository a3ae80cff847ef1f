import { screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../support/msw/server';
import { createFakeSupabase, warmFakeSupabase } from '../../support/fakes/supabase/fake-supabase';
import {
  createSupabaseTestBackend,
  storeSupabaseSession,
  supabaseHandlers,
  SUPABASE_TEST_URL,
} from '../../support/fakes/supabase/msw';
import { renderApp } from '../../support/render';
import { captureWarnings } from '../../support/console-guard';

/**
 * A delete that fails after its card has already left the list (the card's component is gone by
 * the time Supabase answers, as it always is over a real network): the card still comes back and
 * the toast still says why.
 */

beforeAll(warmFakeSupabase, 120_000);
describe('My Ideas when Supabase refuses a delete', () => {
  it('brings the card back with a toast even though the card had already left', async () => {
    const warnings = captureWarnings();
    storeSupabaseSession();
    const fake = createFakeSupabase();
    await fake.seedIdea({ idea_text: 'Keep me' });
    await fake.seedIdea({ idea_text: 'Try to delete me' });
    fake.modes.deleteIdea = 'server-error';
    server.use(
      http.delete(`${SUPABASE_TEST_URL}/rest/v1/ideas`, async () => {
        // Long enough for React to take the card away before the fake's 500 lands.
        await delay(150);
        return undefined;
      }),
      supabaseHandlers(fake),
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
    expect((await fake.ideas()).map((idea) => idea.idea_text)).toEqual([
      'Keep me',
      'Try to delete me',
    ]);
    expect(warnings).toHaveBeenCalledWith('Deleting an idea failed.', expect.any(Error));
  });
});
