import { configure, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../support/msw/server';
import { streamedAnswer, taskOf, tokens } from '../../support/fakes/ai/fake-ai';
import { AI_TEST_BASE_URL, aiCompletions } from '../../support/fakes/ai/msw';
import { validClarification } from '../../support/fixtures/ai';
import {
  createFakeSupabase,
  warmFakeSupabase,
  type FakeSupabase,
} from '../../support/fakes/supabase/fake-supabase';
import {
  createSupabaseTestBackend,
  fakeGoTrue,
  storeSupabaseSession,
  supabaseHandlers,
} from '../../support/fakes/supabase/msw';
import { ACCOUNT } from '../../support/fixtures/supabase';
import { setTestEnv } from '../../support/env';
import { renderApp } from '../../support/render';
import { captureWarnings } from '../../support/console-guard';

/**
 * A save the database refuses by one of its rules (docs/decisions/034-bounded-rows-and-quotas.md)
 * is said in a sentence the person can act on, where the save failed; the idea stays on screen.
 * The refusals come from the real migrations, through the executing fake PostgREST.
 */

beforeAll(warmFakeSupabase, 120_000);

configure({ asyncUtilTimeout: 10_000 });
setTestEnv({ VITE_OPENAI_API_KEY: 'sk-test-key', VITE_AI_BASE_URL: AI_TEST_BASE_URL });

const IDEA = 'An app that helps students prepare for exams';

async function clarifyAsSignedIn(fake: FakeSupabase) {
  storeSupabaseSession();
  server.use(
    fakeGoTrue().getUser(),
    supabaseHandlers(fake),
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
    const warnings = captureWarnings();
    const fake = createFakeSupabase();
    const db = await fake.database();
    await db.transaction(async (tx) => {
      // Only to set the scene quickly: the quota trigger would count the ideas 5,000 times.
      await tx.query(`set local session_replication_role = replica`);
      await tx.query(
        `insert into public.ideas (user_id, idea_text)
         select $1, 'Idea ' || n from generate_series(1, 5000) as n`,
        [ACCOUNT.id],
      );
    });
    await clarifyAsSignedIn(fake);
    expect(
      await screen.findByText(
        'Your idea could not be saved to your account. You have 5,000 saved ideas, the most Clarity keeps for one person. Delete some ideas to save new ones.',
      ),
    ).toBeInTheDocument();
    // The clarification stays on screen.
    expect(screen.getByText(validClarification.problem)).toBeInTheDocument();
    expect((await fake.sql(`select count(*)::int as n from public.ideas`))[0]).toEqual({ n: 5000 });
    expect(warnings).toHaveBeenCalledWith('Could not save the idea.', expect.any(Error));
  }, 30_000);

  it('says a clarification too large to save is too large', async () => {
    const warnings = captureWarnings();
    const fake = createFakeSupabase();
    const db = await fake.database();
    // What the AI may return is a few kB, far under the 20 kB the check allows, so the check is
    // narrowed for this test: the real constraint, by its name, refuses a real save.
    const narrowed = (limit: number) =>
      db.exec(
        `alter table public.ideas drop constraint ideas_structured_data_size;
         alter table public.ideas add constraint ideas_structured_data_size
           check (octet_length(structured_data::text) <= ${limit}) not valid`,
      );
    await narrowed(100);
    try {
      await clarifyAsSignedIn(fake);
      expect(
        await screen.findByText(
          'Your idea could not be saved to your account. The clarification of this idea is too large to save.',
        ),
      ).toBeInTheDocument();
      expect(await fake.ideas()).toEqual([]);
    } finally {
      await narrowed(20_000);
    }
    expect(warnings).toHaveBeenCalledWith('Could not save the idea.', expect.any(Error));
  }, 30_000);
});
