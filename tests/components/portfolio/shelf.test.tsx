import { configure, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../support/msw/server';
import { createFakeSupabase, warmFakeSupabase } from '../../support/fakes/supabase/fake-supabase';
import {
  createSupabaseTestBackend,
  storeSupabaseSession,
  supabaseHandlers,
} from '../../support/fakes/supabase/msw';
import { makeGuide } from '../../support/factories';
import { renderApp } from '../../support/render';
import { captureWarnings } from '../../support/console-guard';

configure({ asyncUtilTimeout: 10_000 });
/** The shared machine is slow: a saved change may take seconds to show. */
const waitLong = <T,>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 10_000 });

beforeAll(warmFakeSupabase, 120_000);

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** A signed-in account on the fake Supabase with a parked idea, a started one, and a fresh one. */
async function shelfScene() {
  const fake = createFakeSupabase();
  const guide = makeGuide();
  const parked = await fake.seedIdea({
    idea_text: 'A repair café in the library',
    status: 'parked',
    parked_from: 'clarified',
    updated_at: daysAgo(20),
  });
  const started = await fake.seedIdea({
    idea_text: 'A newsletter about local birds',
    status: 'in_progress',
    selected_next_step: 'mvp',
    step_progress: { step1: 'complete' },
    updated_at: daysAgo(30),
  });
  await fake.seedGuide(started.id, 'mvp', { steps: guide.steps, extras: guide.extras });
  await fake.seedIdea({
    idea_text: 'Touched last week',
    status: 'in_progress',
    updated_at: daysAgo(6),
  });
  server.use(supabaseHandlers(fake));
  storeSupabaseSession();
  return { fake, parked, started, guide };
}

const shelf = async () => screen.findByRole('region', { name: 'From your shelf' });

describe('From your shelf', { timeout: 30_000 }, () => {
  it('shows ideas untouched for two weeks with their next step, and Not now hides one for the account', async () => {
    const { fake, parked, guide } = await shelfScene();
    const { user } = renderApp({ route: '/ideas', backend: createSupabaseTestBackend() });

    const section = await shelf();
    const items = await within(section).findAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['A repair café in the library', 'A newsletter about local birds']);
    expect(await within(items[1]!).findByText(guide.steps[1]!.title)).toBeInTheDocument();
    expect(within(items[0]!).getByText('Choose your next step')).toBeInTheDocument();
    expect(within(section).queryByText('Touched last week')).toBeNull();

    await user.click(
      within(section).getByRole('button', { name: 'Not now: A repair café in the library' }),
    );
    await waitLong(() =>
      expect(within(section).queryByText('A repair café in the library')).toBeNull(),
    );
    expect(within(section).getByText('A newsletter about local birds')).toBeInTheDocument();
    await waitLong(async () =>
      expect(Object.keys((await fake.portfolio())?.shelf_hidden ?? {})).toEqual([parked.id]),
    );
  });

  it('keeps both ideas hidden when two tabs each press Not now on a different one', async () => {
    const { fake, parked, started } = await shelfScene();
    // Two tabs of the same account, each showing the shelf as it was before either pressed. They
    // share one document here, so supabase-js notes the second tab's client under the same key.
    const warnings = captureWarnings();
    const first = renderApp({ route: '/ideas', backend: createSupabaseTestBackend() });
    const second = renderApp({ route: '/ideas', backend: createSupabaseTestBackend() });
    expect(warnings).toHaveBeenCalledWith(
      expect.stringContaining('Multiple GoTrueClient instances detected'),
    );
    const shelves = async () =>
      waitLong(() => {
        const found = screen.getAllByRole('region', { name: 'From your shelf' });
        expect(found).toHaveLength(2);
        return found;
      });
    const [one, two] = await shelves();
    const notNow = (section: HTMLElement, title: string) =>
      within(section).findByRole('button', { name: `Not now: ${title}` });

    await first.user.click(await notNow(one!, 'A repair café in the library'));
    await waitLong(async () => expect((await fake.portfolio())?.shelf_hidden).toBeDefined());
    await second.user.click(await notNow(two!, 'A newsletter about local birds'));

    await waitLong(async () =>
      expect(Object.keys((await fake.portfolio())?.shelf_hidden ?? {}).sort()).toEqual(
        [parked.id, started.id].sort(),
      ),
    );
  });

  it('Pick up unparks an idea and opens it where it was left', async () => {
    const { fake, parked } = await shelfScene();
    const { user, router } = renderApp({ route: '/ideas', backend: createSupabaseTestBackend() });

    await user.click(
      within(await shelf()).getByRole('button', { name: 'Pick up: A repair café in the library' }),
    );
    await waitLong(() => expect(router.state.location.pathname).toBe(`/idea/${parked.id}`));
    expect((await fake.idea(parked.id))?.status).toBe('clarified');
  });

  it('shows on the idea input of a signed-in person', async () => {
    await shelfScene();
    renderApp({ route: '/', backend: createSupabaseTestBackend() });
    expect(
      await screen.findByRole('heading', { name: "What's on your mind?" }),
    ).toBeInTheDocument();
    expect(await shelf()).toBeInTheDocument();
  });

  it('says nothing at all when no idea waits', async () => {
    const fake = createFakeSupabase();
    await fake.seedIdea({ idea_text: 'Fresh', status: 'in_progress' });
    server.use(supabaseHandlers(fake));
    storeSupabaseSession();
    renderApp({ route: '/ideas', backend: createSupabaseTestBackend() });
    expect(await screen.findByRole('article', { name: 'Fresh' })).toBeInTheDocument();
    expect(screen.queryByText('From your shelf')).toBeNull();
  });
});
