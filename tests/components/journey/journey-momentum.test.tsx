import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../support/msw/server';
import { streamedAnswer, taskOf, tokens } from '../../support/fakes/ai/fake-ai';
import { AI_TEST_BASE_URL, aiCompletions } from '../../support/fakes/ai/msw';
import { validClarification, validMvpGuide } from '../../support/fixtures/ai';
import { setTestEnv } from '../../support/env';
import { renderApp } from '../../support/render';
import { preferReducedMotion } from '../../support/reduced-motion';

// Lazy stages and the streamed answers take a moment on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

// The app reads its environment once; this points the AI at the fake endpoint for this file.
setTestEnv({ VITE_OPENAI_API_KEY: 'sk-test-key', VITE_AI_BASE_URL: AI_TEST_BASE_URL });

const IDEA = 'An app that helps students prepare for exams';
const [first, second, third, fourth] = validMvpGuide.steps.map((step) => step.title);

const fakeAi = () =>
  aiCompletions((request) =>
    streamedAnswer(
      tokens(
        JSON.stringify(
          taskOf(request.body) === 'clarification' ? validClarification : validMvpGuide,
        ),
        40,
      ),
    ),
  );

/** jsdom has no layout: the scrolls asked for are what the test can see. */
const watchScrolls = () => vi.spyOn(Element.prototype, 'scrollIntoView');

afterEach(() => vi.restoreAllMocks());

/** A visitor from the landing page to the MVP guide, the rating prompt put off. */
async function toGuide() {
  const ai = fakeAi();
  server.use(ai.handler);
  const app = renderApp({ route: '/' });
  const { user } = app;
  await user.click(await screen.findByRole('button', { name: /try it now/i }));
  await user.type(await screen.findByRole('textbox', { name: 'Share Your Idea' }), IDEA);
  await user.click(screen.getByRole('button', { name: "Let's go!" }));
  await user.click(await screen.findByRole('button', { name: 'Choose your next step' }));
  await user.click(await screen.findByRole('button', { name: 'Get Started: Build an MVP' }));
  await screen.findByRole('button', { name: `Mark as complete: ${first}` });
  return { ...app, ai };
}

const stepHeading = (title: string | undefined, expanded: boolean) =>
  screen.getByRole('button', { name: new RegExp(`^${title}`), expanded });

describe('momentum through a guide', () => {
  it(
    'closes a done step and opens the next, in view with focus on its heading; the last brings the closing card',
    { timeout: 40_000 },
    async () => {
      const { user } = await toGuide();
      const scrolls = watchScrolls();
      expect(stepHeading(first, true)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: `Mark as complete: ${first}` }));
      expect(stepHeading(first, false)).toBeInTheDocument();
      await waitFor(() => expect(stepHeading(second, true)).toHaveFocus());
      expect(scrolls).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
      expect(scrolls.mock.contexts.at(-1)).toContainElement(stepHeading(second, true));
      // The open step's content is still named by its heading.
      expect(screen.getByRole('region', { name: new RegExp(`^${second}`) })).toBeInTheDocument();

      // Ticking out of order opens the next step still to do, wrapping round.
      await user.click(stepHeading(fourth, false));
      await user.click(screen.getByRole('button', { name: `Mark as complete: ${fourth}` }));
      await waitFor(() => expect(stepHeading(second, true)).toHaveFocus());
      await user.click(screen.getByRole('button', { name: `Mark as complete: ${second}` }));
      await waitFor(() => expect(stepHeading(third, true)).toHaveFocus());

      scrolls.mockClear();
      await user.click(screen.getByRole('button', { name: `Mark as complete: ${third}` }));
      expect(screen.getByText('4 of 4 completed')).toBeInTheDocument();
      const card = await screen.findByRole(
        'heading',
        { name: 'Want help with something else?' },
        { timeout: 3000 },
      );
      expect(screen.getByText('4 of 4 steps done')).toBeInTheDocument();
      expect(
        screen.getByText(
          'You completed every step of this guide. Pick another path and keep the momentum going.',
        ),
      ).toBeInTheDocument();
      await waitFor(() => expect(card).toHaveFocus());
      expect(scrolls.mock.contexts.at(-1)).toContainElement(card);
      expect(screen.getByRole('button', { name: 'Explore another path' })).toBeInTheDocument();
    },
  );

  it('scrolls without smooth motion when the person prefers reduced motion', async () => {
    const { user } = await toGuide();
    preferReducedMotion();
    const scrolls = watchScrolls();
    await user.click(screen.getByRole('button', { name: `Mark as complete: ${first}` }));
    await waitFor(() => expect(stepHeading(second, true)).toHaveFocus());
    expect(scrolls).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    expect(scrolls).not.toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('opens a resumed guide at its first unfinished step', { timeout: 40_000 }, async () => {
    const first_ = await toGuide();
    await first_.user.click(screen.getByRole('button', { name: `Mark as complete: ${first}` }));
    await first_.user.click(
      await screen.findByRole('button', { name: `Mark as complete: ${second}` }),
    );
    expect(screen.getByText('2 of 4 completed')).toBeInTheDocument();
    first_.unmount();

    // The tab's stored journey brings the guide back: it opens where the person stopped.
    renderApp({ route: '/' });
    expect(await screen.findByText('2 of 4 completed')).toBeInTheDocument();
    expect(stepHeading(third, true)).toBeInTheDocument();
    expect(stepHeading(first, false)).toBeInTheDocument();
    expect(stepHeading(second, false)).toBeInTheDocument();
    expect(stepHeading(fourth, false)).toBeInTheDocument();
  });
});

describe("the browser's Back and Forward in the journey", () => {
  it(
    'go from stage to stage, keeping what was typed, clarified and ticked',
    { timeout: 40_000 },
    async () => {
      const { user, router, ai } = await toGuide();
      await user.click(screen.getByRole('button', { name: `Mark as complete: ${first}` }));
      const requests = ai.requests.length;

      await router.navigate(-1);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'What would you like to do next?' }),
      ).toHaveFocus();
      expect(screen.getByText('Your current path')).toBeInTheDocument();
      await router.navigate(-1);
      expect(
        await screen.findByRole('heading', { level: 1, name: "Here's your structured idea" }),
      ).toBeInTheDocument();
      expect(screen.getByText(validClarification.problem)).toBeInTheDocument();
      // The processing stage is no entry: Back from the clarification is the input, text kept.
      await router.navigate(-1);
      expect(
        await screen.findByRole('heading', { level: 1, name: "What's on your mind?" }),
      ).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Share Your Idea' })).toHaveValue(IDEA);
      await router.navigate(-1);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'From Chaos to Clarity.' }),
      ).toBeInTheDocument();

      // Forward brings each stage back as it was, without asking the AI again.
      await router.navigate(1);
      expect(await screen.findByRole('textbox', { name: 'Share Your Idea' })).toHaveValue(IDEA);
      await router.navigate(1);
      expect(await screen.findByText(validClarification.problem)).toBeInTheDocument();
      await router.navigate(1);
      await router.navigate(1);
      expect(await screen.findByText('1 of 4 completed')).toBeInTheDocument();
      expect(stepHeading(second, true)).toBeInTheDocument();
      expect(ai.requests).toHaveLength(requests);
    },
  );

  it('cancel, an in-app way back, leaves no stage to go Forward into', async () => {
    // Never answers; a cancelled request ends with a network error nobody reads.
    const ai = aiCompletions(
      (_request, _index, signal) =>
        new Promise<Response>((resolve) =>
          signal.addEventListener('abort', () => resolve(Response.error()), { once: true }),
        ),
    );
    server.use(ai.handler);
    const { user, router } = renderApp({ route: '/' });
    await user.click(await screen.findByRole('button', { name: /try it now/i }));
    await user.type(await screen.findByRole('textbox', { name: 'Share Your Idea' }), IDEA);
    await user.click(screen.getByRole('button', { name: "Let's go!" }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('textbox', { name: 'Share Your Idea' })).toHaveValue(IDEA);

    // Forward into the cancelled processing stage steps back over it.
    await router.navigate(1);
    await waitFor(() => expect(router.state.historyAction).toBe('POP'));
    expect(await screen.findByRole('textbox', { name: 'Share Your Idea' })).toHaveValue(IDEA);
    expect(screen.queryByText('AI is analyzing your idea...')).not.toBeInTheDocument();
    // And Back from the input is the landing page, not the processing stage.
    await router.navigate(-1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'From Chaos to Clarity.' }),
    ).toBeInTheDocument();
  });
});
