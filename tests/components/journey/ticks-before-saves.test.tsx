import { configure, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../support/msw/server';
import { streamedAnswer, taskOf, tokens } from '../../support/fakes/ai/fake-ai';
import { AI_TEST_BASE_URL, aiCompletions } from '../../support/fakes/ai/msw';
import { validClarification, validMvpGuide } from '../../support/fixtures/ai';
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
  SUPABASE_TEST_URL,
} from '../../support/fakes/supabase/msw';
import { setTestEnv } from '../../support/env';
import { renderApp } from '../../support/render';

/**
 * A bullet ticked while the idea or its guide is still on its way to the account is kept: on a
 * slow device (or a busy database) the person ticks before either save lands. The account is the
 * executing fake PostgREST on the real migrations; only the timing of its answers is held.
 */

beforeAll(warmFakeSupabase, 120_000);
configure({ asyncUtilTimeout: 10_000 });
setTestEnv({ VITE_OPENAI_API_KEY: 'sk-test-key', VITE_AI_BASE_URL: AI_TEST_BASE_URL });

const IDEA = 'A walking club for people who work from home';
const firstBullet = validMvpGuide.steps[0]!.content[0]!;

/** Holds the requests `matches` picks until `release()`, then lets the fake answer them. */
function holdRequests(matches: (request: Request) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  const handler = http.all(`${SUPABASE_TEST_URL}/*`, async ({ request }) => {
    if (!matches(request)) return undefined;
    held += 1;
    await released;
    return undefined;
  });
  return { handler, release, held: () => held };
}

function signedInJourney(fake: FakeSupabase, hold: ReturnType<typeof holdRequests>) {
  storeSupabaseSession();
  server.use(
    fakeGoTrue().getUser(),
    hold.handler,
    supabaseHandlers(fake),
    aiCompletions((request) =>
      taskOf(request.body) === 'clarification'
        ? streamedAnswer(tokens(JSON.stringify(validClarification), 40))
        : streamedAnswer(tokens(JSON.stringify(validMvpGuide), 40)),
    ).handler,
  );
  return renderApp({ route: '/', backend: createSupabaseTestBackend() });
}

async function toGuideAndTick(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Share Your Idea' }), IDEA);
  await user.click(screen.getByRole('button', { name: "Let's go!" }));
  await user.click(await screen.findByRole('button', { name: 'Choose your next step' }));
  await user.click(await screen.findByRole('button', { name: 'Get Started: Build an MVP' }));
  await user.click(await screen.findByRole('checkbox', { name: firstBullet }));
  expect(screen.getByRole('checkbox', { name: firstBullet })).toBeChecked();
}

const storedBulletTicks = (fake: FakeSupabase) =>
  fake.sql(`select item_key, done from public.guide_items where item_key like '%.b%'`);

describe('a bullet ticked before the saves land', { timeout: 60_000 }, () => {
  it('is kept when the guide is still on its way to the account', async () => {
    const fake = createFakeSupabase();
    const hold = holdRequests(
      (request) => request.method === 'POST' && request.url.includes('/rest/v1/idea_guides'),
    );
    const { user } = signedInJourney(fake, hold);
    await toGuideAndTick(user);
    await waitFor(() => expect(hold.held()).toBe(1));

    hold.release();
    await waitFor(async () =>
      expect(await storedBulletTicks(fake)).toEqual([{ item_key: 's1.b1', done: true }]),
    );
    expect(screen.getByRole('checkbox', { name: firstBullet })).toBeChecked();
    expect(screen.queryByText(/couldn't save that tick/)).not.toBeInTheDocument();
  });

  it('is carried into the account when the idea itself was still on its way', async () => {
    const fake = createFakeSupabase();
    const hold = holdRequests(
      (request) => request.method === 'POST' && new URL(request.url).pathname === '/rest/v1/ideas',
    );
    const { user } = signedInJourney(fake, hold);
    await toGuideAndTick(user);
    expect(hold.held()).toBe(1);

    hold.release();
    await waitFor(async () =>
      expect(await storedBulletTicks(fake)).toEqual([{ item_key: 's1.b1', done: true }]),
    );
    // The guide now reads its items from the account: the tick is still there.
    expect(screen.getByRole('checkbox', { name: firstBullet })).toBeChecked();
  });
});
