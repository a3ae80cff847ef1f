import type { FakeSupabase } from '../../support/fakes/supabase/fake-supabase';
import { fakeSupabase } from '../../support/fakes/supabase/playwright';
import { expect, test as base } from '../support/fixtures';

/**
 * The Supabase-mode specs' test: the shared e2e fixture, plus `supabase`, the fake Supabase already
 * answering for the test's page before its first request (set its `modes` to make it fail).
 */
export const test = base.extend<{ supabase: FakeSupabase }>({
  supabase: async ({ page }, use) => {
    await use(await fakeSupabase(page));
  },
});

export { expect };
