import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MY_IDEAS_PAGE_SIZE } from '@/config/constants';
import { formatDate } from '@/features/ideas/model/idea-display';
import { server } from '../../support/msw/server';
import { createFakeSupabase, warmFakeSupabase } from '../../support/fakes/supabase/fake-supabase';
import {
  createSupabaseTestBackend,
  storeSupabaseSession,
  supabaseHandlers,
  SUPABASE_TEST_URL,
} from '../../support/fakes/supabase/msw';
import { renderApp } from '../../support/render';
import { endSessionSilently, openSharedBackend, saveIdeas, signIn } from './signed-in';
import { captureWarnings } from '../../support/console-guard';

beforeAll(openSharedBackend, 120_000);
beforeAll(warmFakeSupabase, 120_000);
// The embedded database answers in milliseconds alone, but the CI machine is shared: allow it seconds.
configure({ asyncUtilTimeout: 5_000 });

const cardsIn = async () =>
  within(await screen.findByRole('list', { name: 'Your ideas' })).getAllByRole('article');
const cardNames = async () => (await cardsIn()).map((card) => card.getAttribute('aria-label'));
const card = (name: string) => screen.getByRole('article', { name });
/** A card's 'More' menu, opened by pointer; its items as a person finds them. */
const openMenu = async (user: UserEvent, name: string) => {
  await user.click(within(card(name)).getByRole('button', { name: `More for ${name}` }));
  return within(await within(card(name)).findByRole('menu'));
};
const filterButton = () => screen.getByRole('button', { name: /^Filter/ });

describe('My Ideas', { timeout: 30_000 }, () => {
  it('says it is loading, then lists the ideas newest first', async () => {
    const { backend } = await signIn();
    await saveIdeas(backend, [
      { idea_text: 'A garden-sharing app for neighbours' },
      { idea_text: 'A podcast about focus' },
    ]);
    renderApp({ route: '/ideas', backend });

    expect(await screen.findByText('Loading your ideas...')).toBeInTheDocument();
    expect(await cardNames()).toEqual([
      'A podcast about focus',
      'A garden-sharing app for neighbours',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'My Ideas' })).toBeInTheDocument();
    expect(screen.getByText('Showing 2 ideas')).toBeInTheDocument();
  });

  it('shows a card with the text cut at 150 characters, its status in words, its date and three tags', async () => {
    const { backend } = await signIn();
    const long = `${'Plan meals for a whole week from what is already in the fridge, '.repeat(3)}and never waste food again.`;
    const [idea] = await saveIdeas(backend, [
      {
        idea_text: long,
        status: 'in_progress',
        tags: ['food', 'planning', 'home', 'budget', 'family'],
      },
    ]);
    renderApp({ route: '/ideas', backend });

    const [only] = await cardsIn();
    const text = within(only!).getByText(/^Plan meals/);
    expect(text.textContent).toBe(`${long.slice(0, 150).trimEnd()}...`);
    expect(within(only!).getByText('In Progress')).toBeInTheDocument();
    expect(within(only!).getByText(formatDate(idea!.created_at))).toBeInTheDocument();
    const tags = within(only!).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['food', 'planning', 'home', '+2 more']);
  });

  it('shows "No ideas yet" with a way to start one when there are none', async () => {
    const { backend } = await signIn();
    const { user, router } = renderApp({ route: '/ideas', backend });

    expect(await screen.findByRole('heading', { name: 'No ideas yet' })).toBeInTheDocument();
    const newIdea = screen.getAllByRole('link', { name: 'New Idea' });
    expect(newIdea).toHaveLength(2);
    await user.click(newIdea[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('searches on Enter and on the Search button, and filters by status', async () => {
    const { backend } = await signIn();
    await saveIdeas(backend, [
      { idea_text: 'A study planner for exams', status: 'clarified' },
      { idea_text: 'A recipe swap for students', status: 'in_progress' },
      { idea_text: 'A draft about bikes', status: 'draft', structured_data: null },
    ]);
    const { user, router } = renderApp({ route: '/ideas', backend });
    await cardsIn();

    // Folded into one 'Filter' row until it is opened.
    expect(filterButton()).toHaveAccessibleName('Filter');
    expect(filterButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'In Progress' })).not.toBeInTheDocument();
    await user.click(filterButton());
    expect(filterButton()).toHaveAttribute('aria-expanded', 'true');

    const search = screen.getByRole('searchbox', { name: 'Search your ideas' });
    await user.type(search, 'STUD');
    // Typing alone does not search: Enter or the button does.
    expect(await cardNames()).toHaveLength(3);
    await user.keyboard('{Enter}');
    await waitFor(async () =>
      expect(await cardNames()).toEqual([
        'A recipe swap for students',
        'A study planner for exams',
      ]),
    );
    expect(router.state.location.search).toBe('?q=STUD');
    expect(filterButton()).toHaveAccessibleName('Filter, 1 in use');

    await user.click(screen.getByRole('button', { name: 'In Progress', pressed: false }));
    await waitFor(async () => expect(await cardNames()).toEqual(['A recipe swap for students']));
    expect(screen.getByRole('button', { name: 'In Progress' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Folded again, the row still says a filter is in use, and how many.
    await user.click(filterButton());
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(filterButton()).toHaveAccessibleName('Filter, 2 in use');
    expect(filterButton()).toHaveTextContent('Filter · 2');
    await user.click(filterButton());

    await user.click(screen.getByRole('button', { name: 'Draft' }));
    expect(await screen.findByRole('heading', { name: 'No matching ideas' })).toBeInTheDocument();
    expect(screen.getByText('Nothing matches status Draft and “STUD”.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all ideas' }));
    await waitFor(async () => expect(await cardNames()).toHaveLength(3));
    expect(screen.getByRole('searchbox', { name: 'Search your ideas' })).toHaveValue('');

    await user.type(screen.getByRole('searchbox', { name: 'Search your ideas' }), 'bikes');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(async () => expect(await cardNames()).toEqual(['A draft about bikes']));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await cardNames()).toHaveLength(3));
    expect(filterButton()).toHaveAccessibleName('Filter');
  });

  it('opens and folds the Filter row from the keyboard, and keeps a filter from the address folded', async () => {
    const { backend } = await signIn();
    await saveIdeas(backend, [
      { idea_text: 'A study planner for exams', status: 'clarified' },
      { idea_text: 'A recipe swap for students', status: 'in_progress' },
    ]);
    // Back from an idea's page: the filter is in the address, and the row says it is in use.
    const { user } = renderApp({ route: '/ideas?status=in_progress', backend });
    await waitFor(async () => expect(await cardNames()).toEqual(['A recipe swap for students']));
    expect(filterButton()).toHaveAccessibleName('Filter, 1 in use');
    expect(screen.queryByRole('group', { name: 'Filter by status' })).not.toBeInTheDocument();

    filterButton().focus();
    await user.keyboard('{Enter}');
    const statuses = screen.getByRole('group', { name: 'Filter by status' });
    expect(within(statuses).getByRole('button', { name: 'In Progress' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The search comes next in the tab order, then the statuses.
    await user.tab();
    expect(screen.getByRole('searchbox', { name: 'Search your ideas' })).toHaveFocus();
    filterButton().focus();
    await user.keyboard(' ');
    expect(filterButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('gives each card one main action: back into a guide under way, else the idea page', async () => {
    const { backend } = await signIn();
    const [clarified, started, finished] = await saveIdeas(backend, [
      { idea_text: 'A zine about city birds', status: 'clarified' },
      {
        idea_text: 'A podcast about focus',
        status: 'in_progress',
        selected_next_step: 'research',
        step_progress: { step1: 'in_progress' },
      },
      {
        idea_text: 'A finished map',
        status: 'completed',
        selected_next_step: 'mvp',
        step_progress: { step1: 'complete' },
      },
    ]);
    const { user, router } = renderApp({ route: '/ideas', backend });
    await cardsIn();

    const links = (name: string) =>
      within(card(name))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links('A zine about city birds')).toEqual([['Open idea', `/idea/${clarified!.id}`]]);
    expect(links('A podcast about focus')).toEqual([
      ['Continue the guide', `/?resume=true&ideaId=${started!.id}&step=research`],
    ]);
    expect(links('A finished map')).toEqual([['Open idea', `/idea/${finished!.id}`]]);
    // Everything else is in the card's menu: one link and one 'More' button per card.
    expect(
      within(card('A podcast about focus'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['More']);

    const menu = await openMenu(user, 'A podcast about focus');
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Open idea',
      'See details',
      'Park for later',
      'Delete',
    ]);
    await user.click(menu.getByRole('menuitem', { name: 'Open idea' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/idea/${started!.id}`));
  });

  it("continues the guide of an idea under way with the card's main action", async () => {
    const { backend } = await signIn();
    const [idea] = await saveIdeas(backend, [
      {
        idea_text: 'A walking club for remote workers',
        status: 'in_progress',
        selected_next_step: 'mvp',
        step_progress: { step1: 'in_progress' },
      },
    ]);
    const { user, router } = renderApp({ route: '/ideas', backend });
    await cardsIn();

    const resume = screen.getByRole('link', {
      name: 'Continue the guide: A walking club for remote workers',
    });
    // The walkthrough takes the link's parameters in and tidies the address at once, so the link is
    // read before the click and the resumed guide after it.
    expect(resume).toHaveAttribute('href', `/?resume=true&ideaId=${idea!.id}&step=mvp`);
    await user.click(resume);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: /Build an MVP/ })).toBeInTheDocument();
  });

  it('opens the details of an idea in a dialog', async () => {
    const { backend } = await signIn();
    const [idea] = await saveIdeas(backend, [
      { idea_text: 'Flashcards from lecture notes', status: 'clarified', tags: ['study', 'ai'] },
    ]);
    const { user } = renderApp({ route: '/ideas', backend });
    await cardsIn();

    // From the keyboard: the card's menu, then 'See details'.
    const more = screen.getByRole('button', { name: 'More for Flashcards from lecture notes' });
    more.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Open idea' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'See details' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Idea details' });
    const detail = (term: string) => within(dialog).getByText(term).nextElementSibling?.textContent;
    expect(detail('Original idea')).toBe('Flashcards from lecture notes');
    expect(detail('Problem')).toBe(idea!.structured_data!.problem);
    expect(detail('Target audience')).toBe(idea!.structured_data!.targetAudience);
    expect(detail('Unique value')).toBe(idea!.structured_data!.uniqueValue);
    expect(detail('Date')).toBe(formatDate(idea!.created_at));
    expect(detail('Status')).toBe('Status: Clarified');
    expect(detail('Tags')).toBe('studyai');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Back where the person was.
    await waitFor(() => expect(more).toHaveFocus());
  });

  it("takes a card's 'Open idea' to the idea journey page", async () => {
    const { backend } = await signIn();
    const [idea] = await saveIdeas(backend, [{ idea_text: 'A zine about city birds' }]);
    const { user, router } = renderApp({ route: '/ideas', backend });
    await cardsIn();

    await user.click(screen.getByRole('link', { name: 'Open idea: A zine about city birds' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/idea/${idea!.id}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A zine about city birds' }),
    ).toBeInTheDocument();
  });

  it('deletes an idea only after the browser confirmation', async () => {
    const { backend } = await signIn();
    await saveIdeas(backend, [{ idea_text: 'Keep me' }, { idea_text: 'Delete me' }]);
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const { user } = renderApp({ route: '/ideas', backend });
    await cardsIn();

    await user.click((await openMenu(user, 'Delete me')).getByRole('menuitem', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this idea?');
    expect(card('Delete me')).toBeInTheDocument();

    await user.click((await openMenu(user, 'Delete me')).getByRole('menuitem', { name: 'Delete' }));
    // The card goes at once, before the backend has answered.
    expect(screen.queryByRole('article', { name: 'Delete me' })).not.toBeInTheDocument();
    await waitFor(async () =>
      expect((await backend.ideas.list()).map((idea) => idea.idea_text)).toEqual(['Keep me']),
    );
    expect(await cardNames()).toEqual(['Keep me']);
  });

  it('brings a card back with a toast when deleting fails', async () => {
    const warnings = captureWarnings();
    const { backend } = await signIn();
    await saveIdeas(backend, [{ idea_text: 'Keep me' }, { idea_text: 'Try to delete me' }]);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderApp({ route: '/ideas', backend });
    await cardsIn();

    endSessionSilently();
    await user.click(
      (await openMenu(user, 'Try to delete me')).getByRole('menuitem', { name: 'Delete' }),
    );

    expect(
      // The toaster's code arrives with the first toast.
      await screen.findByText(
        "We couldn't delete that idea, so it's back in your list. Please try again.",
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(card('Try to delete me')).toBeInTheDocument();
    expect(await cardNames()).toEqual(['Try to delete me', 'Keep me']);
    expect(warnings).toHaveBeenCalledWith('Deleting an idea failed.', expect.any(Error));
  });
});

describe('My Ideas when the backend fails', () => {
  it('says so, keeps calm, and loads the ideas on "Try again"', async () => {
    storeSupabaseSession();
    const fake = createFakeSupabase();
    await fake.seedIdea({ idea_text: 'Saved before the outage' });
    fake.modes.listIdeas = 'server-error';
    server.use(supabaseHandlers(fake));
    const { user } = renderApp({ route: '/ideas', backend: createSupabaseTestBackend() });

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: "We couldn't load your ideas" }),
    ).toBeInTheDocument();
    fake.modes.listIdeas = 'ok';
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await cardNames()).toEqual(['Saved before the outage']);
  });
});

describe('My Ideas with more ideas than fit on a page', { timeout: 60_000 }, () => {
  it('shows the first 50 and the rest on "Show more ideas"', async () => {
    const { backend } = await signIn();
    await saveIdeas(
      backend,
      Array.from({ length: MY_IDEAS_PAGE_SIZE + 2 }, (_, index) => ({
        idea_text: `Idea number ${index + 1}`,
        tags: [],
      })),
    );
    const { user } = renderApp({ route: '/ideas', backend });

    expect(await cardsIn()).toHaveLength(MY_IDEAS_PAGE_SIZE);
    expect(screen.getByText(`Showing ${MY_IDEAS_PAGE_SIZE} ideas so far`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more ideas' }));
    await waitFor(async () => expect(await cardsIn()).toHaveLength(MY_IDEAS_PAGE_SIZE + 2));
    expect((await cardNames()).slice(-2)).toEqual(['Idea number 2', 'Idea number 1']);
    expect(screen.queryByRole('button', { name: 'Show more ideas' })).not.toBeInTheDocument();
    expect(screen.getByText(`Showing ${MY_IDEAS_PAGE_SIZE + 2} ideas`)).toBeInTheDocument();
  });
});

describe('My Ideas while a search is on its way', () => {
  it('says it is searching, and only says nothing matches once the answer is in', async () => {
    storeSupabaseSession();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      // The search's request is held until the test lets it through to the fake.
      http.get(`${SUPABASE_TEST_URL}/rest/v1/ideas`, async ({ request }) => {
        if (request.url.includes('zzz')) await answered;
        return undefined;
      }),
      supabaseHandlers(createFakeSupabase()),
    );
    const { user } = renderApp({ route: '/ideas', backend: createSupabaseTestBackend() });
    expect(await screen.findByRole('heading', { name: 'No ideas yet' })).toBeInTheDocument();

    await user.click(filterButton());
    await user.type(screen.getByRole('searchbox', { name: 'Search your ideas' }), 'zzz{Enter}');
    expect(await screen.findByText('Searching your ideas...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No matching ideas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No ideas yet' })).not.toBeInTheDocument();

    answer();
    expect(await screen.findByRole('heading', { name: 'No matching ideas' })).toBeInTheDocument();
    expect(screen.getByText('Nothing matches “zzz”.')).toBeInTheDocument();
  });
});
