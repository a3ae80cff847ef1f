import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw/server';
import { AI_TEST_BASE_URL, aiCompletions } from '../../support/fakes/ai/msw';
import { setTestEnv } from '../../support/env';
import { renderApp } from '../../support/render';

// Lazy stages and the streamed answers take a moment on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
setTestEnv({ VITE_OPENAI_API_KEY: 'sk-test-key', VITE_AI_BASE_URL: AI_TEST_BASE_URL });

const IDEA = 'An app that helps students prepare for exams';

const systemPrompt = (body: unknown) =>
  (body as { messages: { role: string; content: string }[] }).messages[0]!.content;

/** 'Tone and energy' (docs/product.md §5.9): chosen on the input screen, kept, sent as words. */
describe('Tone and Low-energy day', () => {
  it(
    'are chosen on the input screen, kept on this device and shape the next request’s prompt only',
    { timeout: 40_000 },
    async () => {
      const ai = aiCompletions('ok');
      server.use(ai.handler);
      const { user, unmount } = renderApp({ route: '/' });
      await user.click(await screen.findByRole('button', { name: /try it now/i }));
      await user.click(await screen.findByText('Tone and energy'));
      const balanced = await screen.findByRole('radio', { name: 'Balanced' });
      expect(balanced).toBeChecked();
      expect(screen.getByRole('switch', { name: 'Low-energy day' })).not.toBeChecked();
      expect(screen.getByRole('group', { name: 'Tone' })).toHaveAccessibleDescription(
        'How Clarity talks to you in the next answers.',
      );

      // Keyboard: arrows move through the tones, space flips the switch.
      balanced.focus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('radio', { name: 'Direct' })).toBeChecked();
      await user.tab();
      expect(screen.getByRole('switch', { name: 'Low-energy day' })).toHaveFocus();
      await user.keyboard(' ');
      expect(screen.getByRole('switch', { name: 'Low-energy day' })).toBeChecked();

      await user.type(screen.getByRole('textbox', { name: 'Share Your Idea' }), IDEA);
      await user.click(screen.getByRole('button', { name: "Let's go!" }));
      await screen.findByRole('button', { name: 'Choose your next step' });
      const clarify = ai.requests[0]!.body as { temperature: number; model: string };
      expect(systemPrompt(clarify)).toContain('Tone: direct.');
      expect(systemPrompt(clarify)).toContain('The person is having a low-energy day');
      // Only the words change: the same model and temperature as ever.
      expect(clarify.temperature).toBe(0.7);
      expect(clarify.model).toBe('gpt-4o-mini');
      unmount();

      // Kept on this device: a visit in a new tab (an empty sessionStorage) has the same choice.
      sessionStorage.clear();
      const next = renderApp({ route: '/' });
      await next.user.click(await screen.findByRole('button', { name: /try it now/i }));
      await next.user.click(await screen.findByText('Tone and energy'));
      expect(await screen.findByRole('radio', { name: 'Direct' })).toBeChecked();
      expect(screen.getByRole('switch', { name: 'Low-energy day' })).toBeChecked();
    },
  );
});
