import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/domain/errors';
import {
  makeGuide,
  makeNewFeedback,
  makeNewIdea,
  makeStructuredData,
} from '../../support/factories';
import { server } from '../../support/msw/server';
import {
  createFakeSupabase,
  warmFakeSupabase,
  type FakeSupabase,
} from '../../support/fakes/supabase/fake-supabase';
import {
  createSupabaseTestBackend,
  storeSupabaseSession,
  supabaseHandlers,
  type RestCall,
} from '../../support/fakes/supabase/msw';
import { makeGoTrueSession } from '../../support/fakes/supabase/wire';
import { ACCOUNT } from '../../support/fixtures/supabase';

/**
 * The Supabase adapter's data part through the executing fake PostgREST (the real migrations'
 * grants, RLS, checks and functions answer): the requests it sends (method, path, query, headers,
 * body), what it makes of the answers, and how it surfaces errors.
 */

beforeAll(warmFakeSupabase, 120_000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const clarified = makeStructuredData();
/** `structured_data` as the database stores it: the key is `audience`. */
const { targetAudience, ...sameKeys } = clarified;
const storedClarification = { ...sameKeys, audience: targetAudience };

/** The signed-in account's backend, every request answered by `fake` and recorded in `calls`. */
function setup(fake: FakeSupabase = createFakeSupabase(), { signedIn = true } = {}) {
  const session = signedIn ? storeSupabaseSession() : null;
  const calls: RestCall[] = [];
  server.use(supabaseHandlers(fake, calls));
  return { backend: createSupabaseTestBackend(), calls, session, fake };
}

/** An idea of the account, stored before the test's requests. */
const seededIdea = (fake: FakeSupabase, fields: Record<string, unknown> = {}) =>
  fake.seedIdea({ idea_text: 'A quiz app', tags: ['education'], ...fields });

const only = (calls: RestCall[]) => {
  expect(calls).toHaveLength(1);
  return calls[0]!;
};

describe('ideas', () => {
  it('lists with every filter as PostgREST query parameters, newest first, with the user’s token', async () => {
    const fake = createFakeSupabase();
    // Fifty newer matches fill the first page; the one asked for is the 51st.
    for (let index = 0; index < 50; index += 1)
      await seededIdea(fake, {
        idea_text: `A quiz app, take ${index}`,
        status: 'in_progress',
        tags: ['a,b', 'education', 'exams'],
      });
    const oldest = await seededIdea(fake, {
      status: 'in_progress',
      tags: ['education', 'a,b'],
      created_at: '2025-01-01T09:00:00+00:00',
    });
    await seededIdea(fake, { idea_text: 'A quiz app, only clarified', tags: ['education', 'a,b'] });
    const { backend, calls, session } = setup(fake);
    const ideas = await backend.ideas.list({
      search: 'quiz',
      status: 'in_progress',
      tags: ['education', 'a,b'],
      limit: 50,
      offset: 50,
    });

    expect(ideas).toEqual([
      expect.objectContaining({ id: oldest.id, created_at: '2025-01-01T09:00:00.000Z' }),
    ]);
    const call = only(calls);
    expect(call.method).toBe('GET');
    expect(call.path).toBe('ideas');
    expect(call.query.get('select')).toBe(
      'id,user_id,idea_text,structured_data,status,parked_from,tags,selected_next_step,step_progress,created_at,updated_at',
    );
    expect(call.query.get('idea_text')).toBe('imatch.quiz');
    expect(call.query.get('status')).toBe('eq.in_progress');
    expect(call.query.get('tags')).toBe('cs.{"education","a,b"}');
    expect(call.query.get('order')).toBe('created_at.desc,id.desc');
    expect(call.query.get('offset')).toBe('50');
    expect(call.query.get('limit')).toBe('50');
    expect(call.headers.get('authorization')).toBe(`Bearer ${session!.access_token}`);
    expect(call.headers.get('apikey')).toBe('x'.repeat(40));
  });

  it('sends a search term as literal text: wildcards, commas, parentheses, stars, quotes and backslashes', async () => {
    const fake = createFakeSupabase();
    const literal = await seededIdea(fake, { idea_text: `Save 50%_off, (a) * "b" 'c' \\ today` });
    // What the term would match if % or _ were wildcards or the rest were regex syntax.
    await seededIdea(fake, { idea_text: `Save 50% off, (a) * "b" 'c' \\ today` });
    await seededIdea(fake, { idea_text: 'Save 50X_off, a  b c today' });
    const { backend, calls } = setup(fake);
    const found = await backend.ideas.list({ search: ` 50%_off, (a) * "b" 'c' \\ ` });
    expect(found.map((idea) => idea.id)).toEqual([literal.id]);
    const call = only(calls);
    expect(call.query.get('idea_text')).toBe(
      `imatch.50\\%\\_off\\, \\(a\\) \\* \\"b\\" \\'c\\' \\\\`,
    );
    // The term stays inside its one filter: nothing else appears in the query.
    expect([...call.query.keys()].sort()).toEqual(['idea_text', 'order', 'select']);
  });

  it('pages by 10 when an offset comes without a limit, and not at all without either', async () => {
    const { backend, calls } = setup();
    await backend.ideas.list({ offset: 20 });
    await backend.ideas.list({});
    expect(calls[0]!.query.get('offset')).toBe('20');
    expect(calls[0]!.query.get('limit')).toBe('10');
    expect(calls[1]!.query.has('limit')).toBe(false);
  });

  it('counts with a HEAD request asking for an exact count', async () => {
    const fake = createFakeSupabase();
    await fake.sql(
      `insert into public.ideas (user_id, idea_text, status)
       select $1, 'Draft ' || n, 'draft' from generate_series(1, 42) as n`,
      [ACCOUNT.id],
    );
    await seededIdea(fake);
    const { backend, calls } = setup(fake);
    expect(await backend.ideas.count({ status: 'draft' })).toBe(42);
    const call = only(calls);
    expect(call.method).toBe('HEAD');
    expect(call.headers.get('prefer')).toContain('count=exact');
    expect(call.query.get('status')).toBe('eq.draft');
  });

  it('creates an idea with the trimmed text and returns the stored row', async () => {
    const { backend, calls, fake } = setup();
    const idea = await backend.ideas.create(
      makeNewIdea({
        idea_text: '  A quiz app ',
        structured_data: { ...clarified, tags: ['ignored'] },
        tags: ['education'],
      }),
    );
    expect(idea.id).toMatch(UUID);
    expect(idea).toMatchObject({
      idea_text: 'A quiz app',
      user_id: ACCOUNT.id,
      tags: ['education'],
    });
    expect(idea.structured_data).toEqual(clarified);
    expect((await fake.idea(idea.id))?.structured_data).toEqual({
      ...storedClarification,
      source: 'ai',
    });
    const call = only(calls);
    expect(call.method).toBe('POST');
    expect(call.path).toBe('ideas');
    expect(call.headers.get('prefer')).toContain('return=representation');
    // The clarification is stored under the database's key `audience` with who wrote it, its tags
    // in their column.
    expect(call.body).toEqual({
      idea_text: 'A quiz app',
      structured_data: { ...storedClarification, source: 'ai' },
      status: 'clarified',
      tags: ['education'],
    });
  });

  it('gets one idea by id, and answers null for an unknown or malformed id without asking', async () => {
    const fake = createFakeSupabase();
    const stored = await seededIdea(fake);
    const { backend, calls } = setup(fake);
    expect(await backend.ideas.get(stored.id)).toMatchObject({
      id: stored.id,
      idea_text: 'A quiz app',
    });
    const unknown = crypto.randomUUID();
    expect(await backend.ideas.get(unknown)).toBeNull();
    expect(await backend.ideas.get('not-an-id')).toBeNull();
    expect(calls.map((call) => call.query.get('id'))).toEqual([`eq.${stored.id}`, `eq.${unknown}`]);
  });

  it('chooses a step through choose_step, never by writing the progress map', async () => {
    const fake = createFakeSupabase();
    const stored = await seededIdea(fake);
    const { backend, calls } = setup(fake);
    const idea = await backend.ideas.chooseStep(stored.id, 'mvp');
    expect(idea).toMatchObject({
      selected_next_step: 'mvp',
      status: 'in_progress',
      step_progress: { step1: 'in_progress' },
    });
    const call = only(calls);
    expect(call.method).toBe('POST');
    expect(call.path).toBe('rpc/choose_step');
    expect(call.body).toEqual({ idea_id: stored.id, step: 'mvp' });
  });

  it('replaces a clarification with who wrote it and its tags in one PATCH', async () => {
    const stored = { ...storedClarification, source: 'ai' };
    const fake = createFakeSupabase();
    const before = await seededIdea(fake, { structured_data: null });
    const { backend, calls } = setup(fake);
    const idea = await backend.ideas.update(before.id, {
      clarification: { structured_data: clarified, source: 'ai', tags: ['exams'] },
    });
    expect(idea).toMatchObject({
      structured_data: clarified,
      clarification_source: 'ai',
      tags: ['exams'],
    });
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ structured_data: stored, tags: ['exams'] });
    expect(await fake.idea(before.id)).toMatchObject({ structured_data: stored, tags: ['exams'] });
  });

  it('says the idea no longer exists when the update matches no row', async () => {
    const fake = createFakeSupabase();
    await seededIdea(fake);
    const { backend } = setup(fake);
    await expect(
      backend.ideas.update(crypto.randomUUID(), { status: 'completed' }),
    ).rejects.toMatchObject({
      message: 'This idea no longer exists.',
    });
  });

  it('deletes one idea by id, and all of the signed-in user’s ideas by their user id', async () => {
    const fake = createFakeSupabase();
    const [first, second] = [await seededIdea(fake), await seededIdea(fake)];
    await seededIdea(fake);
    const { backend, calls, session } = setup(fake);
    await backend.ideas.remove(first.id);
    expect((await fake.ideas()).map((idea) => idea.id)).not.toContain(first.id);
    expect(await fake.idea(second.id)).toBeDefined();
    await backend.ideas.removeAll();
    expect(await fake.ideas()).toEqual([]);
    expect(calls.map((c) => [c.method, c.path, c.query.toString()])).toEqual([
      ['DELETE', 'ideas', `id=eq.${first.id}`],
      ['DELETE', 'ideas', `user_id=eq.${session!.user.id as string}`],
    ]);
  });
});

describe('errors', () => {
  it('turns a check-constraint violation into a message a person can act on, keeping code and status', async () => {
    const { backend, fake } = setup();
    const error = await backend.ideas
      .create(makeNewIdea({ idea_text: 'x'.repeat(10_001) }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({
      message: 'Your idea is too long. Please keep it under 10,000 characters.',
      code: '23514',
      status: 400,
    });
    expect(await fake.ideas()).toEqual([]);
  });

  it('asks a visitor to sign in when the database refuses an anonymous write', async () => {
    const { backend, calls, fake } = setup(createFakeSupabase(), { signedIn: false });
    await expect(backend.ideas.create(makeNewIdea())).rejects.toMatchObject({
      message: 'Please sign in to save your ideas.',
      status: 401,
    });
    expect(calls[0]!.headers.get('authorization')).toBe(`Bearer ${'x'.repeat(40)}`);
    expect(await fake.ideas()).toEqual([]);
  });

  it('says the server cannot be reached when the network fails', async () => {
    const fake = createFakeSupabase();
    fake.modes.listIdeas = 'network';
    const { backend, calls } = setup(fake);
    await expect(backend.ideas.list()).rejects.toMatchObject({
      message: 'Cannot reach the server. Check your connection and try again.',
    });
    // One request: retrying is react-query's job (docs/product.md §9.7,
    // docs/decisions/007-the-sdks-own-retries.md), not a second loop inside the adapter.
    expect(calls).toHaveLength(1);
  });

  /**
   * The requests behind the screens' fault stories (tests/e2e/supabase/faults-supabase.spec.ts),
   * which provoke each fault one way only: whichever way a request fails, the screen gets the
   * same error, and only its words say which way it was.
   */
  type Backend = ReturnType<typeof createSupabaseTestBackend>;
  const faultyRequests = [
    {
      endpoint: 'createIdea',
      run: (backend: Backend) => backend.ideas.create(makeNewIdea()),
    },
    { endpoint: 'listIdeas', run: (backend: Backend) => backend.ideas.list() },
    {
      endpoint: 'stepProgress',
      run: (backend: Backend, id: string) =>
        backend.ideas.setStepProgress(id, { step: 'step1', state: 'complete' }),
    },
    { endpoint: 'deleteIdea', run: (backend: Backend, id: string) => backend.ideas.remove(id) },
  ] as const;
  const faults = [
    { mode: 'server-error', says: 'Something went wrong with your data. Please try again.' },
    { mode: 'network', says: 'Cannot reach the server. Check your connection and try again.' },
  ] as const;

  it.each(faultyRequests.flatMap((request) => faults.map((fault) => ({ ...request, ...fault }))))(
    '$endpoint fails alike as $mode: a BackendError that says so, and nothing changed',
    async ({ endpoint, run, mode, says }) => {
      const fake = createFakeSupabase();
      const stored = await seededIdea(fake);
      fake.modes[endpoint] = mode;
      const { backend } = setup(fake);
      const error = await run(backend, stored.id).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BackendError);
      expect(error).toMatchObject({ message: says });
      expect(await fake.ideas()).toEqual([stored]);
    },
  );
});

describe('guides', () => {
  it('reads the guide of one idea and step kind', async () => {
    const fake = createFakeSupabase();
    const idea = await seededIdea(fake);
    await fake.seedGuide(idea.id, 'mvp', { steps: makeGuide().steps, extras: ['Figma'] });
    await fake.seedGuide(idea.id, 'research', { steps: makeGuide().steps, extras: [] });
    const { backend, calls } = setup(fake);
    expect(await backend.guides.get(idea.id, 'mvp')).toEqual({
      kind: 'mvp',
      steps: makeGuide().steps,
      extras: ['Figma'],
    });
    const call = only(calls);
    expect(call.path).toBe('idea_guides');
    expect(call.query.get('idea_id')).toBe(`eq.${idea.id}`);
    expect(call.query.get('kind')).toBe('eq.mvp');
  });

  it('saves with an upsert on (idea_id, kind), storing the guide without its kind', async () => {
    const fake = createFakeSupabase();
    const idea = await seededIdea(fake);
    const { backend, calls } = setup(fake);
    const guide = makeGuide();
    await backend.guides.save(idea.id, guide);
    const call = only(calls);
    expect(call.method).toBe('POST');
    expect(call.query.get('on_conflict')).toBe('idea_id,kind');
    expect(call.headers.get('prefer')).toContain('resolution=merge-duplicates');
    expect(call.body).toEqual({
      idea_id: idea.id,
      kind: 'mvp',
      guide: { steps: guide.steps, extras: guide.extras, timeline: guide.timeline },
    });
    // Saved again, the one row is replaced.
    await backend.guides.save(idea.id, { ...guide, extras: ['Figma'] });
    expect(
      await fake.sql(
        `select guide -> 'extras' as extras from public.idea_guides where idea_id = $1`,
        [idea.id],
      ),
    ).toEqual([{ extras: ['Figma'] }]);
  });
});

describe('feedback', () => {
  it('sends one row through the submit_feedback RPC, never naming the sender, and returns what was sent', async () => {
    const { backend, calls, session, fake } = setup();
    const sent = await backend.feedback.submit(
      makeNewFeedback({ rating: 4, feedback_text: '', user_idea: 'x'.repeat(3000) }),
    );
    expect(sent).toMatchObject({
      id: expect.stringMatching(UUID) as unknown,
      rating: 4,
      feedback_text: 'No additional feedback provided',
      user_id: session!.user.id,
    });
    expect(
      await fake.sql(`select user_id, rating, char_length(user_idea) as cut from public.feedback`),
    ).toEqual([{ user_id: ACCOUNT.id, rating: 4, cut: 2000 }]);
    const call = only(calls);
    expect([call.method, call.path]).toEqual(['POST', 'rpc/submit_feedback']);
    expect(call.body).toMatchObject({ rating: 4, category: 'General Feedback' });
    // The attached idea is cut to what the database takes; who sent it is the session's.
    expect((call.body as { user_idea: string }).user_idea).toHaveLength(2000);
    expect(call.body).not.toHaveProperty('user_id');
    expect(call.body).not.toHaveProperty('id');
  });

  it('says a rate-limited submit (PostgREST 429) in words', async () => {
    const fake = createFakeSupabase();
    // Everyone together has sent the hour's 200.
    await fake.sql(
      `insert into public.rate_limit_hits (scope, bucket)
       select 'feedback', 'everyone' from generate_series(1, 200)`,
    );
    const { backend } = setup(fake);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(backend.feedback.submit(makeNewFeedback())).rejects.toMatchObject({
      message: 'A lot of feedback has arrived in the last hour. Please try again a little later.',
      status: 429,
    });
    expect(warn).toHaveBeenCalled();
  });

  it('says a refused session id (PostgREST 400, submit_feedback’s own PT400) in words', async () => {
    const { backend, fake } = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      backend.feedback.submit(makeNewFeedback({ session_id: 'not a session' })),
    ).rejects.toMatchObject({
      message:
        'This page lost track of your visit, so your feedback was not sent. Reload the page and send it again.',
      code: 'PT400',
      status: 400,
    });
    expect(warn).toHaveBeenCalled();
    expect(await fake.sql(`select count(*)::int as n from public.rate_limit_hits`)).toEqual([
      { n: 0 },
    ]);
  });
});

describe("the shelf's 'Not now'", () => {
  it('hides one idea through hide_from_shelf, and the hosted API refuses any write of the whole map', async () => {
    const fake = createFakeSupabase();
    const [first, second] = [await seededIdea(fake), await seededIdea(fake, { idea_text: 'B' })];
    const { backend, calls, session } = setup(fake);
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect((await backend.portfolio.hideFromShelf(first.id, until)).shelfHidden).toEqual({
      [first.id]: until,
    });
    expect([only(calls).method, only(calls).path]).toEqual(['POST', 'rpc/hide_from_shelf']);

    // What an old tab's code (or anyone holding the token) could send: the map it last read.
    const rest = (path: string, init: RequestInit) =>
      fetch(`http://supabase.test/rest/v1/${path}`, {
        ...init,
        headers: {
          apikey: 'x'.repeat(40),
          authorization: `Bearer ${session!.access_token}`,
          'content-type': 'application/json',
          ...init.headers,
        },
      });
    const stale = JSON.stringify({ user_id: ACCOUNT.id, shelf_hidden: { [second.id]: until } });
    for (const refused of [
      await rest(`portfolios?user_id=eq.${ACCOUNT.id}`, { method: 'PATCH', body: stale }),
      await rest('portfolios?on_conflict=user_id', {
        method: 'POST',
        body: stale,
        headers: { prefer: 'resolution=merge-duplicates' },
      }),
    ]) {
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: '42501' });
    }
    expect((await fake.portfolio())?.shelf_hidden).toEqual({ [first.id]: until });

    // One idea back on the shelf, through its own function.
    const unhidden = await rest('rpc/unhide_from_shelf', {
      method: 'POST',
      body: JSON.stringify({ idea_id: first.id }),
    });
    expect(unhidden.status).toBe(200);
    expect((await fake.portfolio())?.shelf_hidden).toEqual({});
  });
});

describe('delete all my data', () => {
  it('is one call of the delete_my_data RPC', async () => {
    const fake = createFakeSupabase();
    const idea = await seededIdea(fake);
    await fake.seedGuide(idea.id, 'mvp', { steps: makeGuide().steps, extras: [] });
    const { backend, calls } = setup(fake);
    await backend.privacy.deleteAllMyData();
    const call = only(calls);
    expect([call.method, call.path]).toEqual(['POST', 'rpc/delete_my_data']);
    expect(await fake.ideas()).toEqual([]);
    expect(await fake.sql(`select 1 from public.idea_guides`)).toEqual([]);
  });
});

describe('user stats', () => {
  it('calls the user_stats RPC and reads its three numbers', async () => {
    const fake = createFakeSupabase();
    const every = { step1: 'complete', step2: 'complete', step3: 'complete', step4: 'complete' };
    await seededIdea(fake);
    await seededIdea(fake, { status: 'completed', step_progress: { ...every, step5: 'complete' } });
    await seededIdea(fake, { status: 'draft', structured_data: null });
    const guided = await seededIdea(fake, {
      status: 'completed',
      selected_next_step: 'mvp',
      step_progress: every,
    });
    await fake.seedGuide(guided.id, 'mvp', { steps: makeGuide().steps, extras: [] });
    await fake.sql(
      `insert into public.feedback (user_id, rating, feedback_text, session_id)
       values ($1, 5, 'Lovely', 'a-session')`,
      [ACCOUNT.id],
    );
    const { backend, calls } = setup(fake);
    expect(await backend.stats.forCurrentUser()).toEqual({
      ideasClarified: 3,
      guidesCompleted: 2,
      feedbackGiven: 1,
    });
    const call = only(calls);
    expect([call.method, call.path]).toEqual(['POST', 'rpc/user_stats']);
  });

  it('asks a visitor to sign in', async () => {
    const { backend } = setup(createFakeSupabase(), { signedIn: false });
    await expect(backend.stats.forCurrentUser()).rejects.toMatchObject({
      message: 'Please sign in to see your statistics.',
    });
  });
});

describe('sessions', () => {
  it('sends the stored session’s own token for each user', async () => {
    const other = makeGoTrueSession({
      id: '00000000-0000-4000-8000-000000000002',
      email: 'bo@example.com',
    });
    storeSupabaseSession(other);
    const fake = createFakeSupabase();
    await seededIdea(fake);
    const { backend, calls } = setup(fake, { signedIn: false });
    // RLS: the other person sees none of the account's ideas.
    expect(await backend.ideas.list()).toEqual([]);
    expect(calls[0]!.headers.get('authorization')).toBe(`Bearer ${other.access_token}`);
  });
});
