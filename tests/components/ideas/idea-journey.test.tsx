import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../support/msw/server';
import { createFakeSupabase, warmFakeSupabase } from '../../support/fakes/supabase/fake-supabase';
import {
  createSupabaseTestBackend,
  storeSupabaseSession,
  supabaseHandlers,
  SUPABASE_TEST_URL,
} from '../../support/fakes/supabase/msw';
import { postgrestError } from '../../support/fakes/supabase/wire';
import { makeGuide, makeStructuredData } from '../../support/factories';
import { renderApp } from '../../support/render';
import { endSessionSilently, openSharedBackend, saveIdeas, signIn } from './signed-in';
import { captureWarnings } from '../../support/console-guard';

beforeAll(openSharedBackend, 120_000);
beforeAll(warmFakeSupabase, 120_000);
// The embedded database answers in milliseconds alone, but the CI machine is shared: allow it seconds.
configure({ asyncUtilTimeout: 5_000 });

const tracker = () => screen.getByRole('heading', { name: 'Progress' }).closest('section')!;
/** The tracker appears once the idea's stored guide (or its absence) is known. */
const trackerShown = () => screen.findByRole('heading', { name: 'Progress' });
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
    // No guide was stored for it: the five numbered steps.
    expect(await screen.findByText('1 of 5 completed')).toBeInTheDocument();

    const resume = screen.getByRole('link', { name: 'Continue where you left off' });
    expect(resume).toHaveAttribute('href', `/?resume=true&ideaId=${idea!.id}&step=research`);
    await user.click(resume);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The guide it resumes, read from the account (the test ends once it is there, not mid-read).
    await screen.findByRole('heading', { level: 1, name: 'Market Research' });
    await waitFor(() =>
      expect(
        screen.queryByText(/Creating your personalized guide|Loading your progress/),
      ).not.toBeInTheDocument(),
    );
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
    await trackerShown();

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

  it('marks every step complete, and resets them all once the person confirms', async () => {
    const { backend } = await signIn();
    const [idea] = await saveIdeas(backend, [
      { idea_text: 'All or nothing', step_progress: { step1: 'in_progress' } },
    ]);
    const { user } = renderApp({ route: `/idea/${idea!.id}`, backend });
    await screen.findByRole('heading', { level: 1, name: 'All or nothing' });
    await trackerShown();

    await user.click(screen.getByRole('button', { name: 'Mark All Complete' }));
    expect(screen.getByText('5 of 5 completed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark All Complete' })).toBeDisabled();
    // Every step it shows is complete: the idea is completed.
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    await waitFor(async () =>
      expect(Object.values((await backend.ideas.get(idea!.id))!.step_progress)).toEqual(
        Array(5).fill('complete'),
      ),
    );

    // Reset All asks first; keeping the progress changes nothing.
    await user.click(screen.getByRole('button', { name: 'Reset All' }));
    const ask = await screen.findByRole('dialog', { name: 'Reset every step?' });
    await user.click(within(ask).getAllByRole('button', { name: 'Keep my progress' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('5 of 5 completed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset All' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset all steps' }),
    );
    expect(screen.getByText('0 of 5 completed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset All' })).toBeDisabled();
    await waitFor(async () => {
      const saved = await backend.ideas.get(idea!.id);
      expect(Object.values(saved!.step_progress)).toEqual(Array(5).fill('not_started'));
      expect(saved!.status).toBe('in_progress');
    });
    expect(await screen.findByText('In Progress')).toBeInTheDocument();
  });

  it("shows the stored guide's steps by title and their real count, and completes the idea with its last step", async () => {
    const { backend } = await signIn();
    const guide = makeGuide();
    const [idea] = await saveIdeas(backend, [
      {
        idea_text: 'A four-step MVP',
        status: 'in_progress',
        selected_next_step: 'mvp',
        step_progress: {
          step1: 'complete',
          step2: 'complete',
          step3: 'complete',
          step4: 'in_progress',
        },
      },
    ]);
    await backend.guides.save(idea!.id, guide);
    const { user } = renderApp({ route: `/idea/${idea!.id}`, backend });

    expect(await screen.findByText('3 of 4 completed')).toBeInTheDocument();
    // The tracked steps (each holds its bullets' list too).
    const items = [...tracker().querySelectorAll(':scope > ol > li')] as HTMLElement[];
    expect(items).toHaveLength(4);
    guide.steps.forEach((step, index) =>
      expect(within(items[index]!).getByText(step.title)).toBeInTheDocument(),
    );
    expect(within(tracker()).queryByText('Step 5')).not.toBeInTheDocument();

    await user.click(stepButton(new RegExp(`^${guide.steps[3]!.title}: In progress`)));
    expect(screen.getByText('4 of 4 completed')).toBeInTheDocument();
    expect(await screen.findByText('Completed')).toBeInTheDocument();

    // Unticking a step takes it back to in progress.
    await user.click(stepButton(new RegExp(`^${guide.steps[0]!.title}: Complete`)));
    expect(screen.getByText('3 of 4 completed')).toBeInTheDocument();
    expect(await screen.findByText('In Progress')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await backend.ideas.get(idea!.id))?.status).toBe('in_progress'),
    );
  });

  it("shows the stored guide's bullets, sub-steps, estimates and time, tickable, with the time left", async () => {
    const { backend } = await signIn();
    const base = makeGuide();
    const guide = makeGuide({
      steps: base.steps.map((step, index) => ({ ...step, minutes: [30, 20, 60, 45][index]! })),
    });
    const [idea] = await saveIdeas(backend, [
      {
        idea_text: 'A guide to work through',
        status: 'in_progress',
        structured_data: makeStructuredData(),
        selected_next_step: 'mvp',
        step_progress: { step1: 'complete', step2: 'in_progress' },
      },
    ]);
    await backend.guides.save(idea!.id, guide);
    // Made in the walkthrough: 32 minutes on step 1, step 2 broken into two sub-steps.
    await backend.guides.addItemTime(idea!.id, 'mvp', 's1', 32 * 60);
    await backend.guides.replaceSubSteps(idea!.id, 'mvp', 's2', [
      { title: 'Draw the first screen', minutes: 10 },
      { title: 'Draw the last screen', minutes: 15 },
    ]);
    const { user } = renderApp({ route: `/idea/${idea!.id}`, backend });
    await screen.findByText('1 of 4 completed');
    const [first, second, third] = [
      ...tracker().querySelectorAll(':scope > ol > li'),
    ] as HTMLElement[];

    // 'Start here' (10, not ticked), step 2 by its sub-steps (10 + 15), steps 3 and 4 by their
    // estimates (60 + 45).
    expect(await within(tracker()).findByText('about 2 h 20 min left')).toBeInTheDocument();
    expect(within(first!).getByText('took 32 min')).toBeInTheDocument();
    expect(within(third!).getByText('~1 h')).toBeInTheDocument();

    // No AI is connected here: once that is known, 'Break it down' is not offered; ticks still work.
    await waitFor(() =>
      expect(
        within(tracker()).queryByRole('button', { name: /Break it down/ }),
      ).not.toBeInTheDocument(),
    );
    // A bullet's tick is one write of that item; it leaves the step as it was. Step 1 is complete,
    // so its work is folded until the person opens it.
    await user.click(
      within(first!).getByRole('button', { name: `What to do: ${guide.steps[0]!.title}` }),
    );
    await user.click(within(first!).getByRole('checkbox', { name: 'List features' }));
    expect(within(first!).getByRole('checkbox', { name: 'List features' })).toBeChecked();
    await user.click(within(second!).getByRole('checkbox', { name: 'Draw the first screen' }));
    expect(await within(tracker()).findByText('about 2 h 10 min left')).toBeInTheDocument();
    await waitFor(async () => {
      const items = await backend.guides.items(idea!.id, 'mvp');
      expect(items.find((item) => item.key === 's1.b1')?.done).toBe(true);
      expect(items.find((item) => item.key === 's2.1')?.done).toBe(true);
    });
    expect(screen.getByText('1 of 4 completed')).toBeInTheDocument();
    expect((await backend.ideas.get(idea!.id))?.step_progress).toEqual({
      step1: 'complete',
      step2: 'in_progress',
    });
  });

  it("shows one step's work at a time: the first step not yet complete, the others on 'What to do'", async () => {
    const { backend } = await signIn();
    // With an AI to ask, each step's work has 'Break it down' and 'How small?'.
    localStorage.setItem(
      'clarity.ai-choice',
      JSON.stringify({ kind: 'own', baseUrl: 'https://ai.example.com/v1', model: 'gpt-4o-mini' }),
    );
    const guide = makeGuide();
    const [idea] = await saveIdeas(backend, [
      {
        idea_text: 'One step at a time',
        status: 'in_progress',
        structured_data: makeStructuredData(),
        selected_next_step: 'mvp',
        step_progress: { step1: 'complete', step2: 'in_progress' },
      },
    ]);
    await backend.guides.save(idea!.id, guide);
    const { user } = renderApp({ route: `/idea/${idea!.id}`, backend });
    await screen.findByText('1 of 4 completed');
    const whatToDo = (index: number) =>
      within(tracker()).getByRole('button', { name: `What to do: ${guide.steps[index]!.title}` });

    // Step 2 is the one to do: its work is open, and it is the only 'Break it down' on the page.
    expect(await within(tracker()).findByRole('button', { name: 'Break it down' })).toBeVisible();
    expect(within(tracker()).getAllByRole('button', { name: 'Break it down' })).toHaveLength(1);
    expect(within(tracker()).getAllByRole('group', { name: 'How small?' })).toHaveLength(1);
    expect(whatToDo(1)).toHaveAttribute('aria-expanded', 'true');
    expect([0, 2, 3].map((index) => whatToDo(index).getAttribute('aria-expanded'))).toEqual([
      'false',
      'false',
      'false',
    ]);
    expect(
      within(tracker()).getByRole('checkbox', { name: guide.steps[1]!.content[0]! }),
    ).toBeVisible();
    expect(
      within(tracker()).queryByRole('checkbox', { name: guide.steps[2]!.content[0]! }),
    ).not.toBeInTheDocument();

    // Opened from the keyboard, step 3 shows its own; folding step 2 leaves one again.
    whatToDo(2).focus();
    await user.keyboard('{Enter}');
    expect(whatToDo(2)).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(tracker()).getByRole('checkbox', { name: guide.steps[2]!.content[0]! }),
    ).toBeVisible();
    expect(within(tracker()).getAllByRole('button', { name: 'Break it down' })).toHaveLength(2);
    await user.click(whatToDo(1));
    expect(within(tracker()).getAllByRole('button', { name: 'Break it down' })).toHaveLength(1);
  });

  it('puts a step back and says so when saving fails', async () => {
    const warnings = captureWarnings();
    const { backend } = await signIn();
    const [idea] = await saveIdeas(backend, [
      { idea_text: 'Fragile progress', step_progress: { step1: 'in_progress' } },
    ]);
    const { user } = renderApp({ route: `/idea/${idea!.id}`, backend });
    await screen.findByRole('heading', { level: 1, name: 'Fragile progress' });
    await trackerShown();

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
    expect(warnings).toHaveBeenCalledWith(
      'Could not save step progress; the change was undone.',
      expect.any(Error),
    );
  });

  it('keeps a later tick that was saved when an earlier one fails afterwards (Supabase)', async () => {
    const warnings = captureWarnings();
    storeSupabaseSession();
    const fake = createFakeSupabase();
    const guide = makeGuide();
    const idea = await fake.seedIdea({
      idea_text: 'Two ticks in flight',
      status: 'in_progress',
      selected_next_step: 'mvp',
      step_progress: { step1: 'in_progress', step2: 'in_progress' },
    });
    await fake.seedGuide(idea.id, 'mvp', { steps: guide.steps, extras: guide.extras });
    let failFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => {
      failFirst = resolve;
    });
    let ticks = 0;
    server.use(
      // The first tick's request is slow and then fails; the second goes through to the fake.
      http.post(`${SUPABASE_TEST_URL}/rest/v1/rpc/set_step_progress`, async () => {
        ticks += 1;
        if (ticks > 1) return undefined;
        await firstHeld;
        return postgrestError(500, 'XX000', 'internal error');
      }),
      supabaseHandlers(fake),
    );
    const { user } = renderApp({ route: `/idea/${idea.id}`, backend: createSupabaseTestBackend() });
    expect(await screen.findByText('0 of 4 completed')).toBeInTheDocument();

    const [first, second] = guide.steps;
    await user.click(stepButton(new RegExp(`^${first!.title}: In progress`)));
    await user.click(stepButton(new RegExp(`^${second!.title}: In progress`)));
    await waitFor(async () =>
      expect((await fake.idea(idea.id))?.step_progress.step2).toBe('complete'),
    );
    // From now on the idea cannot be read again: the screen must be right without a refetch.
    fake.modes.getIdea = 'server-error';
    failFirst();

    // Only the failed tick is undone; the saved one stays.
    await waitFor(() =>
      expect(stepButton(new RegExp(`^${first!.title}: In progress`))).toBeInTheDocument(),
    );
    expect(
      screen.getAllByText(
        "We couldn't save your progress, so we put it back as it was. Please try again.",
      ).length,
    ).toBeGreaterThan(0);
    expect(stepButton(new RegExp(`^${second!.title}: Complete`))).toBeInTheDocument();
    expect(screen.getByText('1 of 4 completed')).toBeInTheDocument();
    expect((await fake.idea(idea.id))?.step_progress).toEqual({
      step1: 'in_progress',
      step2: 'complete',
    });
    expect(warnings).toHaveBeenCalledWith(
      'Could not save step progress; the change was undone.',
      expect.any(Error),
    );
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
    const fake = createFakeSupabase();
    const idea = await fake.seedIdea({ idea_text: 'Back from the dead' });
    fake.modes.getIdea = 'server-error';
    server.use(supabaseHandlers(fake));
    const { user } = renderApp({ route: `/idea/${idea.id}`, backend: createSupabaseTestBackend() });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to load idea' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Ideas' })).toBeInTheDocument();
    fake.modes.getIdea = 'ok';
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Back from the dead' }),
    ).toBeInTheDocument();
  });
});
