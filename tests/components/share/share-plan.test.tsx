import { configure, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { progressTabKey, TAB_PROGRESS_KEY } from '@/lib/api/ideas/tab-progress';
import { makeShareLink } from '@/lib/share/link';
import { toSharedPlan, type ShareSource } from '@/lib/share/plan';
import { readSharedPlan } from '@/lib/share/read';
import { server } from '../../support/msw/server';
import { AI_TEST_BASE_URL, aiCompletions } from '../../support/fakes/ai/msw';
import { validMvpGuide } from '../../support/fixtures/ai';
import { setTestEnv } from '../../support/env';
import { makeGuide, makeStructuredData } from '../../support/factories';
import { renderApp } from '../../support/render';
import { toMvpGuide } from '../journey/visitor-steps';
import { openSharedBackend, saveIdeas, signIn } from '../ideas/signed-in';
import { createFakeSupabase, warmFakeSupabase } from '../../support/fakes/supabase/fake-supabase';
import {
  createSupabaseTestBackend,
  fakeGoTrue,
  storeSupabaseSession,
  supabaseHandlers,
} from '../../support/fakes/supabase/msw';
import { captureWarnings } from '../../support/console-guard';

// Lazy stages, streamed answers and the embedded database take a moment on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
setTestEnv({ VITE_OPENAI_API_KEY: 'sk-test-key', VITE_AI_BASE_URL: AI_TEST_BASE_URL });
beforeAll(openSharedBackend, 120_000);
beforeAll(warmFakeSupabase, 120_000);

const IDEA = 'A walking club for remote workers';
const STEP = (n: number) => validMvpGuide.steps[n - 1]!.title;

/** A link as 'Share' makes it, for a plan with the fixture's guide and its first step ticked. */
async function sharedLink(overrides: Partial<ShareSource> = {}) {
  const made = await makeShareLink(
    toSharedPlan({
      ideaText: IDEA,
      clarification: makeStructuredData({ problem: 'Remote workers barely leave the house.' }),
      clarificationSource: 'ai',
      guide: makeGuide({
        steps: validMvpGuide.steps,
        extras: validMvpGuide.tools,
        timeline: validMvpGuide.timeline,
        startHere: validMvpGuide.startHere,
      }),
      guideSource: 'ai',
      progress: { step1: 'complete' },
      ...overrides,
    }),
    window.location.origin,
  );
  if (made.kind !== 'link') throw new Error(`no link: ${made.kind}`);
  return new URL(made.url);
}

const sharedRoute = (url: URL) => `${url.pathname}${url.hash}`;

describe("'Share'", { timeout: 40_000 }, () => {
  it('on the walkthrough makes a link to the plan with its ticks, says who can read it, and copies it', async () => {
    // The fake AI's own clarification and MVP guide (tests/support/fixtures/ai.ts).
    server.use(aiCompletions('ok').handler);
    const { user } = renderApp({ route: '/' });
    await toMvpGuide(user, IDEA);
    await user.click(await screen.findByRole('button', { name: `Mark as complete: ${STEP(1)}` }));
    expect(await screen.findByText('1 of 4 completed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this plan' });
    expect(dialog).toHaveTextContent('Anyone with this link can read this plan');
    const field = await within(dialog).findByRole('textbox', { name: 'Link to this plan' });
    const link = (field as HTMLInputElement).value;
    expect(link).toMatch(/\/shared#1\.[\w-]+$/);

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(dialog).findByText('Link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);

    // What the link holds is what the page showed, the tick of this moment included.
    const read = await readSharedPlan(new URL(link).hash);
    expect(read).toMatchObject({
      kind: 'plan',
      plan: { idea: IDEA, done: [0], guide: { kind: 'mvp', steps: validMvpGuide.steps } },
    });
  });

  it('on the idea page shares the saved idea with its stored guide and ticks', async () => {
    const { backend } = await signIn();
    const [idea] = await saveIdeas(backend, [
      { idea_text: IDEA, selected_next_step: 'mvp', step_progress: { step2: 'complete' } },
    ]);
    await backend.guides.save(idea!.id, makeGuide());
    const { user } = renderApp({ route: `/idea/${idea!.id}`, backend });

    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this plan' });
    const field = await within(dialog).findByRole('textbox', { name: 'Link to this plan' });
    const read = await readSharedPlan(new URL((field as HTMLInputElement).value).hash);
    expect(read).toMatchObject({ kind: 'plan', plan: { idea: IDEA, done: [1] } });
    // Nothing of the account travels: no id, no e-mail.
    expect(JSON.stringify(read)).not.toContain(idea!.id);
    expect(JSON.stringify(read)).not.toContain('@');
  });
});

describe('/shared', { timeout: 40_000 }, () => {
  it('shows the plan read-only to someone with no account, and says anyone with the link can read it', async () => {
    const url = await sharedLink();
    renderApp({ route: sharedRoute(url) });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Someone shared a plan with you' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Anyone with this link can read this plan\./)).toBeInTheDocument();
    expect(screen.getByText(IDEA)).toBeInTheDocument();
    expect(screen.getByText('Remote workers barely leave the house.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Build an MVP' })).toBeInTheDocument();
    expect(screen.getByText('1 of 4 completed when it was shared')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: `Step 1, done: ${STEP(1)}` }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: `Step 2: ${STEP(2)}` })).toBeVisible();
    expect(screen.getByText('Start here (5 min):').closest('p')).toHaveTextContent(
      validMvpGuide.startHere.title,
    );
    expect(screen.getByText('Recommended Tools')).toBeInTheDocument();
    // Read-only: nothing to tick, nothing to change.
    expect(screen.queryByRole('button', { name: /Mark as/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make it mine' })).toBeEnabled();
  });

  it("'Make it mine' continues a visitor's copy in this tab, at its guide with its ticks", async () => {
    // The tab already holds another idea's draft: the copy takes its place, and says so first.
    sessionStorage.setItem('clarity.journey', JSON.stringify({ name: 'input', draft: 'Old idea' }));
    // Ticks this tab once kept for the same words are not the shared plan's: the copy starts afresh.
    const tabKey = progressTabKey(IDEA);
    sessionStorage.setItem(TAB_PROGRESS_KEY, JSON.stringify({ [tabKey]: { step3: 'complete' } }));
    const url = await sharedLink();
    const { user, router } = renderApp({ route: sharedRoute(url) });

    expect(
      await screen.findByText(
        'Opens a copy in this tab as your own journey, to tick and change. It takes the place of the idea open in this tab.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make it mine' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Build an MVP' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('1 of 4 completed')).toBeInTheDocument();
    expect(screen.getByText(`“${IDEA}”`)).toBeInTheDocument();
    // The ticks live where a visitor's progress lives: the tab's store, not the journey.
    const stored = () =>
      (JSON.parse(sessionStorage.getItem(TAB_PROGRESS_KEY)!) as Record<string, unknown>)[tabKey];
    expect(stored()).toEqual({ step1: 'complete' });

    // Now it is theirs to tick.
    await user.click(await screen.findByRole('button', { name: `Mark as complete: ${STEP(2)}` }));
    expect(await screen.findByText('2 of 4 completed')).toBeInTheDocument();
    expect(stored()).toEqual({ step1: 'complete', step2: 'complete' });
  });

  it("'Make it mine' saves a signed-in person's copy to their account and opens its guide", async () => {
    const { backend } = await signIn();
    const url = await sharedLink({ progress: { step1: 'complete', step3: 'complete' } });
    const { user, router } = renderApp({ route: sharedRoute(url), backend });

    expect(
      await screen.findByText('Saves a copy to your account, to tick and change as your own idea.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make it mine' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Build an MVP' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('2 of 4 completed')).toBeInTheDocument();

    const [saved] = await backend.ideas.list();
    expect(saved).toMatchObject({
      idea_text: IDEA,
      selected_next_step: 'mvp',
      step_progress: { step1: 'complete', step3: 'complete' },
    });
    expect(await backend.guides.get(saved!.id, 'mvp')).toMatchObject({
      steps: validMvpGuide.steps,
    });
  });

  it("says when a signed-in person's copy was not saved, and Try again saves it", async () => {
    const warnings = captureWarnings();
    const fake = createFakeSupabase();
    fake.modes.createIdea = 'server-error';
    storeSupabaseSession();
    server.use(fakeGoTrue().getUser(), supabaseHandlers(fake));
    const url = await sharedLink();
    const { user, router } = renderApp({
      route: sharedRoute(url),
      backend: createSupabaseTestBackend(),
    });

    await user.click(await screen.findByRole('button', { name: 'Make it mine' }));
    expect(
      await screen.findByRole('heading', { name: 'Your copy was not saved' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(await fake.ideas()).toEqual([]);

    delete fake.modes.createIdea;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Build an MVP' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await fake.ideas()).toMatchObject([{ idea_text: IDEA, selected_next_step: 'mvp' }]);
    expect(warnings).toHaveBeenCalled();
  });

  it.each([
    [
      'cut short',
      (url: URL) => `${url.pathname}${url.hash.slice(0, -10)}`,
      'This link is damaged, perhaps cut short when it was copied: ask for the whole link again.',
    ],
    [
      'from a newer version',
      (url: URL) => `${url.pathname}#9${url.hash.slice(2)}`,
      'This link was made by a newer version of Clarity: reload this page to get it, then open the link again.',
    ],
    [
      'without a plan',
      (url: URL) => url.pathname,
      'This link has no plan in it: ask for the whole link again.',
    ],
  ])('says in one sentence why a link %s shows no plan', async (_case, route, sentence) => {
    renderApp({ route: route(await sharedLink()) });
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make it mine' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Clarity' })).toHaveAttribute('href', '/');
  });
});
