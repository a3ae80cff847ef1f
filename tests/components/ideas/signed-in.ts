import type { Backend, NewIdea } from '@/lib/backend/port';
import type { Idea, StepProgress } from '@/domain/model';
import { LOCAL_SESSION_KEY } from '@/lib/backend/local/session-store';
import { makeNewIdea } from '../../support/factories';
import { createLocalTestBackend } from '../../support/render';
import { seedStepProgress } from '../../support/step-progress';

export const PASSWORD = 'analytical-engine';

let people = 0;
let shared: Backend | undefined;

/**
 * A newly signed-up person on the real local backend (PGlite in memory); local sign-up signs in at
 * once, exactly as in the app. One backend, on the worker's embedded database
 * (tests/support/local-database.ts), serves the files that use it (opening one takes seconds);
 * every test gets a person of its own, and row-level security keeps them apart.
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
  ideas: Array<
    Partial<NewIdea> & {
      step_progress?: StepProgress;
      selected_next_step?: Idea['selected_next_step'];
    }
  >,
): Promise<Idea[]> {
  const saved: Idea[] = [];
  for (const { step_progress, selected_next_step, ...fields } of ideas) {
    let idea = await backend.ideas.create(makeNewIdea(fields));
    if (selected_next_step) idea = await backend.ideas.update(idea.id, { selected_next_step });
    if (step_progress) idea = await seedStepProgress(backend.ideas, idea.id, step_progress);
    saved.push(idea);
  }
  return saved;
}

/**
 * The stored session goes bad behind the page's back (another tab wrote a broken one): this tab
 * still shows the person as signed in, but the next call reaches the database with claims it
 * cannot read, and PostgreSQL refuses it. A real failure of the real backend, not a stand-in.
 * (Removing the session instead would sign the person out, which is a different story.)
 */
export function endSessionSilently(): void {
  const stored = localStorage.getItem(LOCAL_SESSION_KEY);
  if (!stored) throw new Error('Nobody is signed in');
  const session = JSON.parse(stored) as { user: { id: string } };
  session.user.id = 'not-a-person';
  localStorage.setItem(LOCAL_SESSION_KEY, JSON.stringify(session));
}
