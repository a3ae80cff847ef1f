import type { PGlite } from '@electric-sql/pglite';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useIdeaCreateMutation } from '@/lib/api/ideas/idea-create-mutation';
import { useIdeaDeleteMutation } from '@/lib/api/ideas/idea-delete-mutation';
import { useIdeaListQuery } from '@/lib/api/ideas/idea-list-query';
import { useIdeaQuery } from '@/lib/api/ideas/idea-query';
import type { IdeaListFilters } from '@/lib/api/ideas/keys';
import { useStepProgressMutation } from '@/lib/api/ideas/step-progress-mutation';
import { useUserStatsQuery } from '@/lib/api/stats/user-stats-query';
import { BackendProvider } from '@/lib/backend/backend-context';
import { createLocalBackend } from '@/lib/backend/local';
import { createLocalData } from '@/lib/backend/local/data';
import { openEmbeddedDatabase } from '@/lib/backend/local/database';
import type { Backend } from '@/lib/backend/port';
import { makeGuide, makeNewIdea } from '../../support/factories';
import { server } from '../../support/msw/server';
import { createFakeSupabase, warmFakeSupabase } from '../../support/fakes/supabase/fake-supabase';
import {
  createSupabaseTestBackend,
  storeSupabaseSession,
  supabaseHandlers,
  SUPABASE_TEST_URL,
} from '../../support/fakes/supabase/msw';
import { createTestQueryClient } from '../../support/render';
import { captureWarnings } from '../../support/console-guard';

function renderWith(
  ui: ReactNode,
  backend: Backend,
  queryClient: QueryClient = createTestQueryClient(),
) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <BackendProvider backend={backend}>{ui}</BackendProvider>
    </QueryClientProvider>,
  );
  return { user, queryClient };
}

/** A step tracker as a screen would build it: the idea's progress and a button that ticks step 1. */
function StepOne({ id }: { id: string }) {
  const { data: idea } = useIdeaQuery(id);
  const stats = useUserStatsQuery();
  const update = useStepProgressMutation({ failureMessage: 'Your tick was set back.' });
  if (!idea) return <p>Loading…</p>;
  return (
    <>
      <p>Step 1: {idea.step_progress.step1 ?? 'not_started'}</p>
      <p>Guides completed: {stats.data?.guidesCompleted ?? '-'}</p>
      <button
        type="button"
        onClick={() =>
          update.mutate({ ref: { ideaId: id }, change: { step: 'step1', state: 'complete' } })
        }
      >
        Mark step 1 complete
      </button>
      {update.isError && <p role="alert">{update.error.message}</p>}
    </>
  );
}

describe('useStepProgressMutation (Supabase adapter, the executing fake PostgREST)', () => {
  beforeAll(warmFakeSupabase, 120_000);

  /** The account's idea with a four-step guide whose steps 2 to 4 are done: step 1 completes it. */
  async function ideaOneTickFromDone() {
    storeSupabaseSession();
    const fake = createFakeSupabase();
    const guide = makeGuide();
    const idea = await fake.seedIdea({
      idea_text: 'A quiz app',
      status: 'in_progress',
      selected_next_step: 'mvp',
      step_progress: { step2: 'complete', step3: 'complete', step4: 'complete' },
    });
    await fake.seedGuide(idea.id, 'mvp', { steps: guide.steps, extras: guide.extras });
    return { fake, id: idea.id };
  }

  it('shows the tick at once, and takes it back when saving fails', async () => {
    const warnings = captureWarnings();
    const { fake, id } = await ideaOneTickFromDone();
    let release!: () => void;
    const saving = new Promise<void>((resolve) => {
      release = resolve;
    });
    fake.modes.stepProgress = 'server-error';
    server.use(
      // The save is held until the test lets it through to the fake, which fails it.
      http.post(`${SUPABASE_TEST_URL}/rest/v1/rpc/set_step_progress`, async () => {
        await saving;
        return undefined;
      }),
      supabaseHandlers(fake),
    );
    const { user } = renderWith(<StepOne id={id} />, createSupabaseTestBackend());

    await user.click(await screen.findByRole('button', { name: 'Mark step 1 complete' }));
    // Optimistic: the tick shows while the request is still out.
    expect(screen.getByText('Step 1: complete')).toBeInTheDocument();

    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong with your data. Please try again.',
    );
    expect(screen.getByText('Step 1: not_started')).toBeInTheDocument();
    expect(fake.count('stepProgress')).toBe(1);
    expect((await fake.idea(id))?.step_progress.step1).toBeUndefined();
    expect(warnings).toHaveBeenCalledWith(
      'Could not save step progress; the change was undone.',
      expect.any(Error),
    );
  });

  it('keeps the tick once saved, and refreshes the numbers it changes', async () => {
    const { fake, id } = await ideaOneTickFromDone();
    server.use(supabaseHandlers(fake));
    const { user } = renderWith(<StepOne id={id} />, createSupabaseTestBackend());

    expect(await screen.findByText('Guides completed: 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark step 1 complete' }));
    expect(await screen.findByText('Guides completed: 1')).toBeInTheDocument();
    expect(screen.getByText('Step 1: complete')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await fake.idea(id)).toMatchObject({
      status: 'completed',
      step_progress: { step1: 'complete' },
    });
  });
});

describe('ideas lists (the real local backend on PGlite)', () => {
  let db: PGlite;
  // Loading PGlite's WASM in jsdom takes seconds on a busy machine.
  beforeAll(async () => {
    db = await openEmbeddedDatabase('memory://');
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  async function signedInBackend(): Promise<Backend> {
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.users (email) values ($1) returning id`,
      [`${crypto.randomUUID()}@example.com`],
    );
    const userId = rows[0]!.id;
    return {
      ...createLocalBackend({ dataDir: 'memory://' }),
      ...createLocalData({ database: async () => db, currentUserId: () => userId }),
    };
  }

  function IdeaList({ label, filters }: { label: string; filters: IdeaListFilters }) {
    const { data, isPending } = useIdeaListQuery(filters);
    const remove = useIdeaDeleteMutation();
    return (
      <section aria-label={label}>
        {isPending ? (
          <p>Loading…</p>
        ) : (
          <ul>
            {data?.pages.flat().map((idea) => (
              <li key={idea.id}>
                {idea.idea_text}
                <button type="button" onClick={() => remove.mutate(idea.id)}>
                  Delete {idea.idea_text}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  }

  function NewIdeaButton() {
    const create = useIdeaCreateMutation();
    return (
      <button
        type="button"
        onClick={() => create.mutate(makeNewIdea({ idea_text: 'Garden robots', status: 'draft' }))}
      >
        Save idea
      </button>
    );
  }

  it('caches each filter under its own key, and refreshes the lists an idea enters or leaves', async () => {
    const backend = await signedInBackend();
    await backend.ideas.create(makeNewIdea({ idea_text: 'Garden planner', status: 'clarified' }));
    await backend.ideas.create(makeNewIdea({ idea_text: 'Study buddy', status: 'draft' }));

    const { user, queryClient } = renderWith(
      <>
        <IdeaList label="Drafts" filters={{ status: 'draft' }} />
        <IdeaList label="Garden" filters={{ search: 'garden' }} />
        <NewIdeaButton />
      </>,
      backend,
    );
    const drafts = screen.getByRole('region', { name: 'Drafts' });
    const garden = screen.getByRole('region', { name: 'Garden' });
    expect(await within(drafts).findByText('Study buddy')).toBeInTheDocument();
    expect(within(drafts).queryByText('Garden planner')).not.toBeInTheDocument();
    expect(await within(garden).findByText('Garden planner')).toBeInTheDocument();
    expect(within(garden).queryByText('Study buddy')).not.toBeInTheDocument();

    const listKeys = queryClient
      .getQueryCache()
      .findAll({ queryKey: ['ideas', 'list'] })
      .map((query) => query.queryKey);
    expect(listKeys).toEqual(
      expect.arrayContaining([
        ['ideas', 'list', { status: 'draft' }],
        ['ideas', 'list', { search: 'garden' }],
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Save idea' }));
    expect(await within(drafts).findByText('Garden robots')).toBeInTheDocument();
    expect(await within(garden).findByText('Garden robots')).toBeInTheDocument();

    await user.click(within(garden).getByRole('button', { name: 'Delete Garden robots' }));
    await waitFor(() =>
      expect(within(drafts).queryByText('Garden robots')).not.toBeInTheDocument(),
    );
    expect(within(garden).queryByText('Garden robots')).not.toBeInTheDocument();
    expect(await backend.ideas.count()).toBe(2);
  }, 30_000);
});
