import { screen } from '@testing-library/react';
import type { renderApp } from '../../support/render';

/**
 * From the landing page (or the idea input, `fromLanding: false`) to the clarification of `idea`,
 * as a visitor: whatever answers — the fake AI, the private AI's engine, or nothing — the story
 * goes on once the clarification's heading is on screen.
 */
export async function clarifyAsVisitor(
  user: ReturnType<typeof renderApp>['user'],
  idea: string,
  { fromLanding = true } = {},
) {
  if (fromLanding) await user.click(await screen.findByRole('button', { name: /try it now/i }));
  await user.type(await screen.findByRole('textbox', { name: 'Share Your Idea' }), idea);
  await user.click(screen.getByRole('button', { name: "Let's go!" }));
  await screen.findByRole('heading', { level: 1, name: "Here's your structured idea" });
}

/** On from the clarification of `idea` to its MVP guide, the first step of it on screen. */
export async function toMvpGuide(
  user: ReturnType<typeof renderApp>['user'],
  idea: string,
  { fromLanding = true } = {},
) {
  await clarifyAsVisitor(user, idea, { fromLanding });
  await user.click(await screen.findByRole('button', { name: 'Choose your next step' }));
  await user.click(await screen.findByRole('button', { name: 'Get Started: Build an MVP' }));
}
