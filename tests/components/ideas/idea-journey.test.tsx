import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../support/msw/server';
import {
  createSupabaseTestBackend,
  fakePostgrest,
  storeSupabaseSession,
} from '../../support/fakes/supabase/msw';
import { postgrestError, restJson } from '../../support/fakes/supabase/wire';
import { makeStructuredData } from '../../support/factories';
import { renderApp } from '../../support/render';
import { endSessionSilently, openSharedBackend, saveIdeas, signIn } from './signed-in';

beforeAll(openSharedBackend, 120_000);
// The embedded database answers in milliseconds alone, but the CI machine is shared: allow it seconds.
configure({ asyncUtilTimeout: 5_000 });

const tracker = () => screen.getByRole('heading', { name: 'Progress' }).closest('section')!;
const stepButton = (name: RegExp) => within(tracker()).getByRole('button', { name });

describe('the idea journey page', { timeout: 30_000 }, () => {
  it('shows the idea, its clarification and the step that was chosen, with a way back into the guide', async () => {
    const { backend } = await signIn();
    const [idea] = await saveIdeas(backend, [
      {
        idea_text: 'A walking club for remote workers',
        status: 'in_progress',
        structured_data: makeStructuredData({
          problem: 'Remote workers barely leave the house.',
          targetAudience: 'People who work from home.',
          uniqueValue: 'Walks matched to calendar gaps.',
        }),
        selected_next_step: 'research',
        step_progress: { step1: 'complete', step2: 'in_progress' },
      },
    ]);
    const { user, router } = renderApp({ route: `/idea/${idea!.id}`, backend });

    expect(await screen.findByText('Loading your idea...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A walking club for remote workers' }),
    ).toBeInTheDocument();
    expect(screen.getByText('In Progress')).toBeInTheDocument();
    expect(screen.getByText('Remote workers barely leave the house.')).toBeInTheDocument();
    expect(screen.getByText('People who work from home.')).toBeInTheDocument();
    expect(screen.getByText('Walks matched to calendar gaps.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'You chose: Market Research' })).toBeInTheDocument();
    expect(screen.getByText('1 of 5 completed')).toBeInTheDocument();

    const resume = screen.getByRole('link', { name: 'Continue where you left off' });
    expect(resume).toHaveAttribute('href', `/?resume=true&ideaId=${idea!.id}&step=research`);
    await user.click(resume);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('offers "Select Next Step" when no step was chosen yet', async () => {
    const { backend } = await signIn();
    const [idea] = await saveIdeas(backend, [{ idea_text: 'A quiet co-working map' }]);
    const { user, router } = renderApp({ route: `/idea/${idea!.id}`, backend });

    const select = await screen.findByRole('link', { name: 'Select Next Step' });
    expect(select).toHaveAttribute('href', `/?selectStep=true&ideaId=${idea!.id}`);
    await user.click(select);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('toggles a started step between complete and not started, and leaves steps never started alone', async () => {
    const { backend } = await signIn();
    const [idea] = await saveIdeas(backend, [
      {
        idea_text: 'Toggle me',
        selected_next_step: 'mvp',
        step_progress: { step1: 'in_progress', step2: 'complete' },
      },
    ]);
    const { user } = renderApp({ route: `/idea/${idea!.id}`, backend });
    await screen.findByRole('heading', { level: 1, name: 'Toggle me' });

    // Steps 3 to 5 were never started: they show their status but are not buttons.
    expect(within(tracker()).getAllByRole('button', { name: /^Step/ })).toHaveLength(2);
    expect(within(tracker()).getAllByText('Not started')).toHaveLength(3);

    await user.click(stepButton(/^Step 1: In progress/));
    expect(stepButton(/^Step 1: Complete/)).toBeInTheDocument();
    expect(screen.getByText('2 of 5 completed')).toBeInTheDocument();

    await user.click(stepButton(/^Step 2: Complete/));
    expect(screen.getByText('1 of 5 completed')).toBeInTheDocument();
    // Now not started, step 2 is no longer a button.
    await waitFor(() =>
      expect(within(tracker()).getAllByRole('button', { name: /^Step/ })).toHaveLength(1),
    );

    await waitFor(async () =>
      expect((await backend.ideas.get(idea!.id))?.step_progress).toEqual({
        step1: 'complete',
        step2: 'not_started',
      }),
    );
  });

  it('marks every step complete, and resets them all', async () => {
    const { backend } = await signIn();
    const [idea] = await saveIdeas(backend, [
      { idea_text: 'All or nothing', step_progress: { step1: 'in_progress' } },
    ]);
    const { user } = renderApp({ route: `/idea/${idea!.id}`, backend });
    await screen.findByRole('heading', { level: 1, name: 'All or nothing' });

    await user.click(screen.getByRole('button', { name: 'Mark All Complete' }));
    expect(screen.getByText('5 of 5 completed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark All Complete' })).toBeDisabled();
    await waitFor(async () =>
      expect(Object.values((await backend.ideas.get(idea!.id))!.step_progress)).toEqual(
        Array(5).fill('complete'),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Reset All' }));
    expect(screen.getByText('0 of 5 completed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset All' })).toBeDisabled();
    await waitFor(async () =>
      expect(Object.values((await backend.ideas.get(idea!.id))!.step_progress)).toEqual(
        Array(5).fill('not_started'),
      ),
    );
  });

  it('puts a step back and says so when saving fails', async () => {
    const { backend } = await signIn();
    const [idea] = await saveIdeas(backend, [
      { idea_text: 'Fragile progress', step_progress: { step1: 'in_progress' } },
    ]);
    const { user } = renderApp({ route: `/idea/${idea!.id}`, backend });
    await screen.findByRole('heading', { level: 1, name: 'Fragile progress' });

    endSessionSilently();
    await user.click(stepButton(/^Step 1: In progress/));
    expect(
      // The toaster's code arrives with the first toast.
      await screen.findByText(
        "We couldn't save your progress, so we put it back as it was. Please try again.",
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(stepButton(/^Step 1: In progress/)).toBeInTheDocument();
    expect(screen.getByText('0 of 5 completed')).toBeInTheDocument();
  });

  it('says "Idea not found" for an idea that is not there, with a way back', async () => {
    const { backend } = await signIn();
    const { user, router } = renderApp({
      route: '/idea/0b7c2f3e-1111-4e5e-9c1a-000000000000',
      backend,
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Idea not found' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Ideas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ideas'));
  });

  it('says "Failed to load idea" when the backend fails, and can try again', async () => {
    storeSupabaseSession();
    let attempts = 0;
    const row = {
      id: '11111111-1111-4111-8111-111111111111',
      user_id: '00000000-0000-4000-8000-000000000001',
      idea_text: 'Back from the dead',
      structured_data: makeStructuredData(),
      status: 'clarified',
      tags: [],
      selected_next_step: null,
      step_progress: {},
      created_at: '2025-01-01T09:00:00+00:00',
      updated_at: '2025-01-01T09:00:00+00:00',
    };
    server.use(
      fakePostgrest(() => {
        attempts += 1;
        return attempts === 1
          ? postgrestError(503, 'PGRST000', 'Database unavailable')
          : restJson([row]);
      }).handler,
    );
    const { user } = renderApp({ route: `/idea/${row.id}`, backend: createSupabaseTestBackend() });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to load idea' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Ideas' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Back from the dead' }),
    ).toBeInTheDocument();
  });
});
