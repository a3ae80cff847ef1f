import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw/server';
import { streamedAnswer, taskOf, tokens } from '../../support/fakes/ai/fake-ai';
import { AI_TEST_BASE_URL, aiCompletions } from '../../support/fakes/ai/msw';
import { validClarification, validMvpGuide } from '../../support/fixtures/ai';
import { setTestEnv } from '../../support/env';
import { renderApp } from '../../support/render';
import { signIn } from '../ideas/signed-in';
import { toMvpGuide } from './visitor-steps';

/**
 * A step's tick has one home (docs/decisions/085-one-home-for-step-progress.md): ticked on the
 * journey's guide, it is what the idea page shows, and a tick on the idea page is what the guide
 * shows when the person goes back, in the same tab, with nothing copied between the two screens.
 */

configure({ asyncUtilTimeout: 10_000 });
setTestEnv({ VITE_OPENAI_API_KEY: 'sk-test-key', VITE_AI_BASE_URL: AI_TEST_BASE_URL });

const IDEA = 'A walking club for people who work from home';
const [first, second] = validMvpGuide.steps.map((step) => step.title);

const answering = () =>
  server.use(
    aiCompletions((request) =>
      taskOf(request.body) === 'clarification'
        ? streamedAnswer(tokens(JSON.stringify(validClarification), 40))
        : streamedAnswer(tokens(JSON.stringify(validMvpGuide), 40)),
    ).handler,
  );

const tracker = () => screen.getByRole('heading', { name: 'Progress' }).closest('section')!;

describe('a tick in one place', () => {
  it(
    'ticked on the guide shows on the idea page, and ticked there shows on the guide',
    { timeout: 120_000 },
    async () => {
      answering();
      const { backend } = await signIn();
      const { user, router } = renderApp({ route: '/', backend });
      await toMvpGuide(user, IDEA, { fromLanding: false });
      await user.click(await screen.findByRole('button', { name: `Mark as complete: ${first}` }));
      await user.click(await screen.findByRole('button', { name: `Mark as complete: ${second}` }));
      expect(await screen.findByText('2 of 4 completed')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByRole('region', { name: 'Your progress' })).toHaveAttribute(
          'aria-busy',
          'false',
        ),
      );
      const [saved] = await backend.ideas.list();

      await router.navigate(`/idea/${saved!.id}`);
      await screen.findByRole('heading', { name: 'Progress' });
      const stepOnPage = (title: string, status: string) =>
        within(tracker()).findByRole('button', { name: new RegExp(`^${title}: ${status}`) });
      expect(await stepOnPage(first!, 'Complete')).toBeInTheDocument();
      expect(await stepOnPage(second!, 'Complete')).toBeInTheDocument();
      expect(screen.getByText('2 of 4 completed')).toBeInTheDocument();

      // On the idea page, step 2 is unticked.
      await user.click(await stepOnPage(second!, 'Complete'));
      expect(await screen.findByText('1 of 4 completed')).toBeInTheDocument();

      // Back on the guide: one step done, and step 2, to do again, is the one open.
      await router.navigate(-1);
      expect(
        await screen.findByRole('button', { name: `Mark as complete: ${second}` }),
      ).toBeInTheDocument();
      expect(screen.getByText('1 of 4 completed')).toBeInTheDocument();
      await waitFor(async () =>
        expect((await backend.ideas.get(saved!.id))?.step_progress).toMatchObject({
          step1: 'complete',
          step2: 'not_started',
        }),
      );
    },
  );

  it(
    "keeps a visitor's ticks in the tab, where a reload of the guide reads them",
    { timeout: 60_000 },
    async () => {
      answering();
      const before = renderApp({ route: '/' });
      const { user } = before;
      await toMvpGuide(user, IDEA);
      await user.click(await screen.findByRole('button', { name: `Mark as complete: ${first}` }));
      expect(await screen.findByText('1 of 4 completed')).toBeInTheDocument();
      before.unmount();

      // A reload: a new app in the same tab. The guide opens at the step still to do.
      renderApp({ route: '/' });
      expect(await screen.findByText('1 of 4 completed')).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: `Mark as complete: ${second}` }),
      ).toBeInTheDocument();
    },
  );
});
