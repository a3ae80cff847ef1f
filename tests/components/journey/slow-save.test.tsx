import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/port';
import { server } from '../../support/msw/server';
import { streamedAnswer, taskOf, tokens } from '../../support/fakes/ai/fake-ai';
import { AI_TEST_BASE_URL, aiCompletions } from '../../support/fakes/ai/msw';
import { validClarification, validMvpGuide } from '../../support/fixtures/ai';
import { setTestEnv } from '../../support/env';
import { createLocalTestBackend, renderApp } from '../../support/render';

/**
 * A slow device: the idea's save lands only after the person has picked a step, read its guide and
 * ticked. What they did meanwhile must reach their account in the order they did it.
 */

configure({ asyncUtilTimeout: 10_000 });
setTestEnv({ VITE_OPENAI_API_KEY: 'sk-test-key', VITE_AI_BASE_URL: AI_TEST_BASE_URL });

const IDEA = 'An app that helps students prepare for exams';

/**
 * The real embedded database, whose first save of an idea waits until `land()`: as on a phone
 * where the database is still busy when the clarification shows. Every other call goes straight
 * through.
 */
function backendWithSlowFirstSave(): { backend: Backend; land: () => void } {
  const backend = createLocalTestBackend();
  let land = () => undefined as void;
  const landed = new Promise<void>((resolve) => {
    land = resolve;
  });
  return {
    land,
    backend: {
      ...backend,
      // The backend's parts are proxies that load the adapter on first use: wrapped, not copied.
      ideas: new Proxy(backend.ideas, {
        get: (ideas, method) =>
          method === 'create'
            ? async (idea: Parameters<Backend['ideas']['create']>[0]) => {
                await landed;
                return ideas.create(idea);
              }
            : Reflect.get(ideas, method),
      }),
    },
  };
}

describe('a signed-in person on a slow device', () => {
  it(
    'keeps the guide and the tick they made before their idea was saved',
    { timeout: 60_000 },
    async () => {
      server.use(
        aiCompletions((request) =>
          taskOf(request.body) === 'clarification'
            ? streamedAnswer(tokens(JSON.stringify(validClarification), 40))
            : streamedAnswer(tokens(JSON.stringify(validMvpGuide), 40)),
        ).handler,
      );
      const { backend, land } = backendWithSlowFirstSave();
      await backend.auth.signUp({ email: 'slow@example.com', password: 'secret-password' });
      await backend.auth.signInWithPassword({
        email: 'slow@example.com',
        password: 'secret-password',
      });

      const { user } = renderApp({ route: '/', backend });
      await user.type(await screen.findByRole('textbox', { name: 'Share Your Idea' }), IDEA);
      await user.click(screen.getByRole('button', { name: "Let's go!" }));
      await user.click(await screen.findByRole('button', { name: 'Choose your next step' }));
      await user.click(await screen.findByRole('button', { name: 'Get Started: Build an MVP' }));
      await user.click(
        await screen.findByRole('button', {
          name: `Mark as complete: ${validMvpGuide.steps[0]!.title}`,
        }),
      );
      expect(await screen.findByText('1 of 4 completed')).toBeInTheDocument();
      expect(await backend.ideas.list()).toHaveLength(0);

      land();
      await waitFor(async () => expect(await backend.ideas.list()).toHaveLength(1));
      const [saved] = await backend.ideas.list();
      await waitFor(async () =>
        expect(await backend.ideas.get(saved!.id)).toMatchObject({
          selected_next_step: 'mvp',
          step_progress: { step1: 'complete' },
        }),
      );
      // The guide they read is the one kept with the idea, so the idea page and a resume show it.
      await waitFor(async () =>
        expect(await backend.guides.get(saved!.id, 'mvp')).toMatchObject({
          steps: [{ title: validMvpGuide.steps[0]!.title }, {}, {}, {}],
        }),
      );
      // The progress is marked busy no longer: everything is stored.
      await waitFor(() =>
        expect(screen.getByRole('region', { name: 'Your progress' })).toHaveAttribute(
          'aria-busy',
          'false',
        ),
      );
    },
  );
});
