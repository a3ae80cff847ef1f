import { configure, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw/server';
import { streamedAnswer, taskOf, tokens } from '../../support/fakes/ai/fake-ai';
import { AI_TEST_BASE_URL, aiCompletions } from '../../support/fakes/ai/msw';
import { validClarification } from '../../support/fixtures/ai';
import {
  createSupabaseTestBackend,
  fakeGoTrue,
  fakePostgrest,
  storeSupabaseSession,
  type RestCall,
} from '../../support/fakes/supabase/msw';
import { postgrestError, restJson } from '../../support/fakes/supabase/wire';
import { setTestEnv } from '../../support/env';
import { renderApp } from '../../support/render';

/**
 * A save the database refuses by one of its rules (docs/decisions/034-bounded-rows-and-quotas.md)
 * is said in a sentence the person can act on, where the save failed; the idea stays on screen.
 */

configure({ asyncUtilTimeout: 10_000 });
setTestEnv({ VITE_OPENAI_API_KEY: 'sk-test-key', VITE_AI_BASE_URL: AI_TEST_BASE_URL });

const IDEA = 'An app that helps students prepare for exams';

/** PostgREST refusing every new idea with `constraint`; reads answer nothing saved. */
const refusingIdeas =
  (constraint: string, table = 'ideas') =>
  (call: RestCall) => {
    if (call.path === 'ideas' && call.method === 'POST')
      return postgrestError(
        400,
        '23514',
        `new row for relation "${table}" violates check constraint "${constraint}"`,
      );
    if (call.path === 'rpc/user_stats')
      return restJson({ ideasClarified: 0, guidesCompleted: 0, feedbackGiven: 0 });
    if (call.method === 'HEAD') return new HttpResponse(null, { status: 200 });
    return restJson([]);
  };

async function clarifyAsSignedIn(constraint: string) {
  storeSupabaseSession();
  server.use(
    fakeGoTrue().getUser(),
    fakePostgrest(refusingIdeas(constraint)).handler,
    aiCompletions((request) =>
      taskOf(request.body) === 'clarification'
        ? streamedAnswer(tokens(JSON.stringify(validClarification), 40))
        : streamedAnswer(tokens('{}', 1)),
    ).handler,
  );
  const { user } = renderApp({ route: '/', backend: createSupabaseTestBackend() });
  await user.type(await screen.findByRole('textbox', { name: 'Share Your Idea' }), IDEA);
  await user.click(screen.getByRole('button', { name: "Let's go!" }));
  expect(
    await screen.findByRole('heading', { level: 1, name: "Here's your structured idea" }),
  ).toBeInTheDocument();
}

describe('an idea the database refuses to save', () => {
  it('says the person has reached the most ideas Clarity keeps, and what to do', async () => {
    await clarifyAsSignedIn('ideas_per_person_quota');
    expect(
      await screen.findByText(
        'Your idea could not be saved to your account. You have 5,000 saved ideas, the most Clarity keeps for one person. Delete some ideas to save new ones.',
      ),
    ).toBeInTheDocument();
    // The clarification stays on screen.
    expect(screen.getByText(validClarification.problem)).toBeInTheDocument();
  }, 30_000);

  it('says a clarification too large to save is too large', async () => {
    await clarifyAsSignedIn('ideas_structured_data_size');
    expect(
      await screen.findByText(
        'Your idea could not be saved to your account. The clarification of this idea is too large to save.',
      ),
    ).toBeInTheDocument();
  }, 30_000);
});
