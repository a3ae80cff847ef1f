import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureWarnings } from '../../support/console-guard';
import { server } from '../../support/msw/server';
import { answerByTask, errorAnswer, taskOf } from '../../support/fakes/ai/fake-ai';
import { AI_TEST_BASE_URL, aiCompletions } from '../../support/fakes/ai/msw';
import { validClarification, validMvpGuide } from '../../support/fixtures/ai';
import { makeGuide, makeStructuredData } from '../../support/factories';
import { setTestEnv } from '../../support/env';
import { renderApp } from '../../support/render';
import { openSharedBackend, saveIdeas, signIn } from '../ideas/signed-in';

// Lazy stages, streamed answers and the embedded database take a moment on a busy machine.
configure({ asyncUtilTimeout: 20_000 });

setTestEnv({ VITE_OPENAI_API_KEY: 'sk-test-key', VITE_AI_BASE_URL: AI_TEST_BASE_URL });

beforeAll(openSharedBackend, 120_000);
afterEach(() => vi.restoreAllMocks());

const IDEA = 'An app that helps students prepare for exams';

/** The 'Start here' box: the section named by its action. */
const startHere = () => screen.getByRole('region', { name: /^Start here:/ });

/** A visitor from the landing page to the MVP guide. */
async function visitorToGuide(guideFails = false) {
  const answer = answerByTask({ clarification: validClarification, guide: validMvpGuide });
  server.use(
    aiCompletions((request, index, signal) =>
      guideFails && taskOf(request.body) === 'guide'
        ? errorAnswer(400)
        : answer(request, index, signal),
    ).handler,
  );
  const app = renderApp({ route: '/' });
  const press = async (name: string | RegExp) =>
    app.user.click(await screen.findByRole('button', { name }));
  await press(/try it now/i);
  await app.user.type(await screen.findByRole('textbox', { name: 'Share Your Idea' }), IDEA);
  for (const name of ["Let's go!", 'Choose your next step', 'Get Started: Build an MVP'])
    await press(name);
  await screen.findByRole('heading', { name: 'Your progress' });
  return app;
}

const tabItem = (key: string) => {
  const all = JSON.parse(sessionStorage.getItem('clarity.guide-items') ?? '{}') as Record<
    string,
    { key: string; done: boolean; secondsSpent: number }[]
  >;
  return Object.values(all)
    .flat()
    .find((item) => item.key === key);
};

describe("a guide's 'Start here'", { timeout: 90_000 }, () => {
  it("opens the AI's guide with its first small action, above the progress, tickable and timed in the tab", async () => {
    const { user } = await visitorToGuide();
    const box = startHere();
    expect(box).toHaveTextContent('Start here: Write the problem on one sticky note · ~5 min');
    // First in the guide: before 'Your progress' and the steps.
    const progress = screen.getByRole('heading', { name: 'Your progress' });
    expect(box.compareDocumentPosition(progress) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // The timer counts up; Pause keeps what it counted.
    const realNow = Date.now.bind(Date);
    let later = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + later);
    await user.click(within(box).getByRole('button', { name: 'Start timer: first action' }));
    later = 4 * 60_000;
    await user.click(within(box).getByRole('button', { name: 'Pause: first action' }));
    expect(within(box).getByText(/^4:0\d$/)).toBeInTheDocument();
    await waitFor(() => expect(tabItem('s0')?.secondsSpent).toBeGreaterThanOrEqual(240));

    // Ticked: done, with what it took, and kept in this tab.
    const tick = within(box).getByRole('checkbox', {
      name: /Write the problem on one sticky note/,
    });
    await user.click(tick);
    expect(tick).toBeChecked();
    expect(box).toHaveTextContent('took 4 min');
    expect(within(box).queryByRole('button', { name: /Start timer/ })).not.toBeInTheDocument();
    await waitFor(() => expect(tabItem('s0')?.done).toBe(true));
    // Ticking it completes no step of the guide.
    expect(screen.getByText('0 of 4 completed')).toBeInTheDocument();
  });

  it('keeps its timer running over a reload, as a step timer does, and counts the whole time', async () => {
    const first = await visitorToGuide();
    const realNow = Date.now.bind(Date);
    let later = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + later);
    await first.user.click(
      within(startHere()).getByRole('button', { name: 'Start timer: first action' }),
    );
    later = 3 * 60_000;

    // A reload: the journey and the tab's records are read back.
    first.unmount();
    const { user } = renderApp({ route: '/' });
    await screen.findByRole('heading', { name: 'Your progress' });
    const box = startHere();
    expect(within(box).getByRole('button', { name: 'Pause: first action' })).toBeInTheDocument();
    expect(within(box).getByText(/^3:0\d$/)).toBeInTheDocument();
    later = 5 * 60_000;
    await user.click(within(box).getByRole('button', { name: 'Pause: first action' }));
    await waitFor(() => expect(tabItem('s0')?.secondsSpent).toBeGreaterThanOrEqual(300));
    expect(tabItem('s0')!.secondsSpent).toBeLessThan(310);
  });

  it('gives the fallback guide an honest first action when the AI fails', async () => {
    const warnings = captureWarnings();
    await visitorToGuide(true);
    expect(warnings).toHaveBeenCalledWith(
      'Clarity: the AI guide failed; using the fallback.',
      expect.any(Error),
    );
    expect(
      await screen.findByText(/the steps below are general pointers, not written for this idea/),
    ).toBeInTheDocument();
    expect(startHere()).toHaveTextContent(
      'Start here: Write one sentence: who this idea helps, and with what · ~5 min',
    );
  });

  it('shows on the idea page, a guide stored before it deriving one, its tick kept in the database', async () => {
    const { backend } = await signIn();
    const [idea] = await saveIdeas(backend, [
      {
        idea_text: 'A guide stored before Start here',
        status: 'in_progress',
        structured_data: makeStructuredData(),
        selected_next_step: 'mvp',
        step_progress: { step1: 'in_progress' },
      },
    ]);
    await backend.guides.save(idea!.id, makeGuide());
    const { user } = renderApp({ route: `/idea/${idea!.id}`, backend });

    await screen.findByText('0 of 4 completed');
    const box = await screen.findByRole('region', { name: /^Start here:/ });
    expect(box).toHaveTextContent('Start here: Give it 10 minutes: List features · ~10 min');
    await user.click(within(box).getByRole('checkbox'));
    expect(within(box).getByRole('checkbox')).toBeChecked();
    await waitFor(async () =>
      expect((await backend.guides.items(idea!.id, 'mvp'))[0]).toMatchObject({
        key: 's0',
        done: true,
      }),
    );
    expect(screen.getByText('0 of 4 completed')).toBeInTheDocument();
  });

  it("shows a stored guide's own first action on the idea page", async () => {
    const { backend } = await signIn();
    const [idea] = await saveIdeas(backend, [
      {
        idea_text: 'A guide stored with Start here',
        structured_data: makeStructuredData(),
        selected_next_step: 'mvp',
      },
    ]);
    await backend.guides.save(
      idea!.id,
      makeGuide({ startHere: { title: 'Text one friend the idea', minutes: 5 } }),
    );
    renderApp({ route: `/idea/${idea!.id}`, backend });
    expect(await screen.findByRole('region', { name: /^Start here:/ })).toHaveTextContent(
      'Start here: Text one friend the idea · ~5 min',
    );
  });
});
