import { screen } from '@testing-library/react';
import { keptRecordKey, type KeptRecord } from '@/features/keep-data/model/kept-record';
import type { Backend } from '@/lib/backend/port';
import { renderApp } from '../../support/render';
import { saveIdeas, signIn } from '../ideas/signed-in';

/**
 * What the keep-data stories start from: the browser's answer on keeping the storage, a signed-in
 * local person with saved ideas and what this browser remembers of their copies, and My Ideas open.
 */

/** The browser's StorageManager, as this test's browser answers (jsdom has none). */
export function browserKeepsStorage(kept: boolean) {
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { persisted: async () => kept, persist: async () => kept },
  });
}

/** A signed-in person with `ideas` saved and what this browser remembers of their copies. */
export async function personWith(ideas: number, record: Partial<KeptRecord> = {}) {
  const { backend } = await signIn();
  await saveIdeas(
    backend,
    Array.from({ length: ideas }, (_, index) => ({ idea_text: `Idea number ${index + 1}` })),
  );
  const userId = (await backend.auth.getSession())!.user.id;
  localStorage.setItem(
    keptRecordKey(userId),
    JSON.stringify({ lastCopyAt: null, changedAt: null, dismissedAt: null, ...record }),
  );
  return backend;
}

/**
 * A file's first screen waits on its routes' modules, transformed on first use: seconds alone,
 * many more with other test files running beside it.
 */
export const FIRST_SCREEN_TIMEOUT = 20_000;

/** Opens `route` as a visit would, and waits for its region called `name`. */
async function visitRegion(backend: Backend, route: string, name: string) {
  const rendered = renderApp({ route, backend });
  const region = await screen.findByRole('region', { name }, { timeout: FIRST_SCREEN_TIMEOUT });
  return { ...rendered, region };
}

/** Opens My Ideas as a visit would, and waits for the line on where the ideas are kept. */
export async function visitMyIdeas(backend: Backend) {
  const { region, ...rendered } = await visitRegion(backend, '/ideas', 'Where your ideas are kept');
  return { ...rendered, line: region };
}

/** Opens the dashboard as a visit would, and waits for its 'Your data' card. */
export async function visitYourData(backend: Backend) {
  const { region, ...rendered } = await visitRegion(backend, '/dashboard', 'Your data');
  return { ...rendered, yourData: region };
}
