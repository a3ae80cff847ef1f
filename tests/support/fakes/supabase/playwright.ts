import { expect, type Page } from '@playwright/test';
import { supabaseSessionKey } from '@/lib/backend/session-keys';
import { E2E_SUPABASE_URL } from '../../../../playwright.config';
import { ACCOUNT } from '../../fixtures/supabase';
import { routeToFake } from '../playwright-route';
import { createFakeSupabase, type FakeSupabase } from './fake-supabase';

/**
 * The fake Supabase (./fake-supabase.ts) for the Supabase-mode e2e build (tests/e2e/supabase),
 * whose project URL is an address no server answers: `fakeSupabase(page)` answers there
 * (`routeToFake`, ../playwright-route.ts). The specs get it as the `supabase` fixture
 * (tests/e2e/supabase/fixtures.ts) and sign in with its one account through `signInToFake`.
 */

/** Where the app's supabase-js keeps the session for this project. */
export const SESSION_STORAGE_KEY = supabaseSessionKey(E2E_SUPABASE_URL);

/**
 * Installs the fake on the page: a new one, or the one another page of the same test already uses
 * (a second tab sees the same data). Call before the page's first request to Supabase.
 */
export async function fakeSupabase(
  page: Page,
  fake: FakeSupabase = createFakeSupabase(),
): Promise<FakeSupabase> {
  await routeToFake(page, `${E2E_SUPABASE_URL}/**`, fake.handle, { abortAs: 'failed' });
  return fake;
}

/** Fills the open sign-in form with the fake's account and submits it. */
export async function submitFakeSignIn(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in with the fake's account from `/login`, landing on `/`. */
export async function signInToFake(page: Page): Promise<void> {
  await page.goto('/login');
  await submitFakeSignIn(page);
  await expect(page).toHaveURL('/');
}
