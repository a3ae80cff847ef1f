import { warmFakeSupabase, type FakeSupabase } from '../../support/fakes/supabase/fake-supabase';
import { fakeSupabase } from '../../support/fakes/supabase/playwright';
import { expect, test as base } from '../support/fixtures';

/**
 * The Supabase-mode specs' test: the shared e2e fixture, plus `supabase`, the fake Supabase already
 * answering for the test's page before its first request (set its `modes` to make it fail), and the
 * fake's database opened once per worker.
 */
export const test = base.extend<{ supabase: FakeSupabase }, { fakeDatabase: void }>({
  supabase: async ({ page }, use) => {
    await use(await fakeSupabase(page));
  },
  // The fake PostgREST's database is migrated once per worker, before its first test's clock starts.
  fakeDatabase: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use) => {
      await warmFakeSupabase();
      await use();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
});

export { expect };
