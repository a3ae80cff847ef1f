import type { Backend, NewIdea } from '@/lib/backend/port';
import type { Idea, StepProgress } from '@/lib/domain';
import { LOCAL_SESSION_KEY } from '@/lib/backend/local/session-store';
import { makeNewIdea } from '../../support/factories';
import { createLocalTestBackend } from '../../support/render';

export const PASSWORD = 'analytical-engine';

let people = 0;
let shared: Backend | undefined;

/**
 * A newly signed-up person on the real local backend (PGlite in memory); local sign-up signs in at
 * once, exactly as in the app. One embedded database serves a whole test file (opening one takes
 * seconds); every test gets a person of its own, and row-level security keeps them apart.
 */
/** Opens the shared database ahead of the tests (call in `beforeAll`: it takes seconds). */
export async function openSharedBackend(): Promise<void> {
  shared ??= createLocalTestBackend();
  // Any data call opens the database and runs the migrations; nobody is signed in yet.
  await shared.ideas.list().catch(() => undefined);
}

export async function signIn(): Promise<{ backend: Backend; email: string }> {
  shared ??= createLocalTestBackend();
  people += 1;
  const email = `person${people}.${Date.now()}@example.com`;
  await shared.auth.signUp({ email, password: PASSWORD });
  return { backend: shared, email };
}

/** Saves ideas one by one (oldest first), each optionally with step progress or a chosen step. */
export async function saveIdeas(
  backend: Backend,
  ideas: Array<Partial<NewIdea> & { step_progress?: StepProgress; selected_next_step?: Idea['selected_next_step'] }>,
): Promise<Idea[]> {
  const saved: Idea[] = [];
  for (const { step_progress, selected_next_step, ...fields } of ideas) {
    let idea = await backend.ideas.create(makeNewIdea(fields));
    if (step_progress || selected_next_step) {
      idea = await backend.ideas.update(idea.id, {
        ...(step_progress ? { step_progress } : {}),
        ...(selected_next_step ? { selected_next_step } : {}),
      });
    }
    saved.push(idea);
  }
  return saved;
}

/**
 * The session ends behind the page's back (signed out in a way this tab has not heard of yet):
 * the next call reaches the database as a visitor, and row-level security refuses it. This is a
 * real failure of the real backend, not a stand-in.
 */
export function endSessionSilently(): void {
  localStorage.removeItem(LOCAL_SESSION_KEY);
}
