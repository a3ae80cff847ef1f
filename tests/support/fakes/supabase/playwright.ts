import type { Page } from '@playwright/test';
import { supabaseSessionKey } from '@/lib/backend/session-keys';
import { E2E_SUPABASE_URL } from '../../../../playwright.config';
import { routeToFake } from '../playwright-route';
import { createFakeSupabase, type FakeSupabase } from './fake-supabase';

/**
 * The fake Supabase (./fake-supabase.ts) for the Supabase-mode e2e build (tests/e2e/supabase),
 * whose project URL is an address no server answers: `fakeSupabase(page)` answers there with
 * `page.route`.
 */

/** Where the app's supabase-js keeps the session for this project. */
export const SESSION_STORAGE_KEY = supabaseSessionKey(E2E_SUPABASE_URL);

/** Installs the fake on the page. Call before the page's first request to Supabase. */
export async function fakeSupabase(page: Page): Promise<FakeSupabase> {
  const fake = createFakeSupabase();
  await routeToFake(page, `${E2E_SUPABASE_URL}/**`, fake.handle, { abortAs: 'failed' });
  return fake;
}
