import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/lib/backend/port';
import {
  makeGuide,
  makeNewFeedback,
  makeNewIdea,
  makeStructuredData,
} from '../../support/factories';
import { server } from '../../support/msw/server';
import {
  createSupabaseTestBackend,
  fakePostgrest,
  storeSupabaseSession,
  type RestCall,
} from '../../support/fakes/supabase/msw';
import { makeGoTrueSession, postgrestError, restJson } from '../../support/fakes/supabase/wire';

/**
 * The Supabase adapter's data part against a fake PostgREST: the requests it sends (method, path,
 * query, headers, body), what it makes of the answers, and how it surfaces errors.
 */

const IDEA_ID = '11111111-1111-4111-8111-111111111111';
const clarified = makeStructuredData();
/** `structured_data` as the database stores it: the key is `audience`. */
const { targetAudience, ...sameKeys } = clarified;
const storedClarification = { ...sameKeys, audience: targetAudience };
const ideaRow = (overrides: Record<string, unknown> = {}) => ({
  id: IDEA_ID,
  user_id: '00000000-0000-4000-8000-000000000001',
  idea_text: 'A quiz app',
  structured_data: storedClarification,
  status: 'clarified',
  tags: ['education'],
  selected_next_step: null,
  step_progress: {},
  created_at: '2025-01-01T09:00:00+00:00',
  updated_at: '2025-01-01T09:00:00+00:00',
  ...overrides,
});

function setup(reply: (call: RestCall) => Response | Promise<Response>) {
  const session = storeSupabaseSession();
  const fake = fakePostgrest(reply);
  server.use(fake.handler);
  return { backend: createSupabaseTestBackend(), calls: fake.calls, session };
}

const only = (calls: RestCall[]) => {
  expect(calls).toHaveLength(1);
  return calls[0]!;
};

describe('ideas', () => {
  it('lists with every filter as PostgREST query parameters, newest first, with the user’s token', async () => {
    const { backend, calls, session } = setup(() => restJson([ideaRow()]));
    const ideas = await backend.ideas.list({
      search: 'quiz',
      status: 'in_progress',
      tags: ['education', 'a,b'],
      limit: 50,
      offset: 50,
    });

    expect(ideas).toEqual([
      expect.objectContaining({ id: IDEA_ID, created_at: '2025-01-01T09:00:00.000Z' }),
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
    expect(call.headers.get('authorization')).toBe(`Bearer ${session.access_token}`);
    expect(call.headers.get('apikey')).toBe('x'.repeat(40));
  });

  it('sends a search term as literal text: wildcards, commas, parentheses, stars, quotes and backslashes', async () => {
    const { backend, calls } = setup(() => restJson([]));
    await backend.ideas.list({ search: ` 50%_off, (a) * "b" 'c' \\ ` });
    const call = only(calls);
    expect(call.query.get('idea_text')).toBe(
      `imatch.50\\%\\_off\\, \\(a\\) \\* \\"b\\" \\'c\\' \\\\`,
    );
    // The term stays inside its one filter: nothing else appears in the query.
    expect([...call.query.keys()].sort()).toEqual(['idea_text', 'order', 'select']);
  });

  it('pages by 10 when an offset comes without a limit, and not at all without either', async () => {
    const { backend, calls } = setup(() => restJson([]));
    await backend.ideas.list({ offset: 20 });
    await backend.ideas.list({});
    expect(calls[0]!.query.get('offset')).toBe('20');
    expect(calls[0]!.query.get('limit')).toBe('10');
    expect(calls[1]!.query.has('limit')).toBe(false);
  });

  it('counts with a HEAD request asking for an exact count', async () => {
    const { backend, calls } = setup(
      () => new HttpResponse(null, { status: 200, headers: { 'content-range': '*/42' } }),
    );
    expect(await backend.ideas.count({ status: 'draft' })).toBe(42);
    const call = only(calls);
    expect(call.method).toBe('HEAD');
    expect(call.headers.get('prefer')).toContain('count=exact');
    expect(call.query.get('status')).toBe('eq.draft');
  });

  it('creates an idea with the trimmed text and returns the stored row', async () => {
    const { backend, calls } = setup(() => restJson(ideaRow(), { status: 201 }));
    const idea = await backend.ideas.create(
      makeNewIdea({
        idea_text: '  A quiz app ',
        structured_data: { ...clarified, tags: ['ignored'] },
        tags: ['education'],
      }),
    );
    expect(idea.id).toBe(IDEA_ID);
    expect(idea.structured_data).toEqual(clarified);
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
    const { backend, calls } = setup(() => restJson([]));
    expect(await backend.ideas.get(IDEA_ID)).toBeNull();
    expect(await backend.ideas.get('not-an-id')).toBeNull();
    const call = only(calls);
    expect(call.query.get('id')).toBe(`eq.${IDEA_ID}`);
  });

  it('chooses a step through choose_step, never by writing the progress map', async () => {
    const progress = { step1: 'in_progress' as const };
    const { backend, calls } = setup(() =>
      restJson(ideaRow({ step_progress: progress, selected_next_step: 'mvp' })),
    );
    const idea = await backend.ideas.chooseStep(IDEA_ID, 'mvp');
    expect(idea.step_progress).toEqual(progress);
    const call = only(calls);
    expect(call.method).toBe('POST');
    expect(call.path).toBe('rpc/choose_step');
    expect(call.body).toEqual({ idea_id: IDEA_ID, step: 'mvp' });
  });

  it('replaces a clarification with who wrote it and its tags in one PATCH', async () => {
    const stored = { ...storedClarification, source: 'ai' };
    const { backend, calls } = setup(() =>
      restJson(ideaRow({ structured_data: stored, tags: ['exams'] })),
    );
    const idea = await backend.ideas.update(IDEA_ID, {
      clarification: { structured_data: clarified, source: 'ai', tags: ['exams'] },
    });
    expect(idea).toMatchObject({ structured_data: clarified, clarification_source: 'ai' });
    expect(only(calls).body).toEqual({ structured_data: stored, tags: ['exams'] });
  });

  it('says the idea no longer exists when the update matches no row', async () => {
    const { backend } = setup(() =>
      postgrestError(
        406,
        'PGRST116',
        'JSON object requested, multiple (or no) rows returned',
        'The result contains 0 rows',
      ),
    );
    await expect(backend.ideas.update(IDEA_ID, { status: 'completed' })).rejects.toMatchObject({
      message: 'This idea no longer exists.',
    });
  });

  it('deletes one idea by id, and all of the signed-in user’s ideas by their user id', async () => {
    const { backend, calls, session } = setup(() => new HttpResponse(null, { status: 204 }));
    await backend.ideas.remove(IDEA_ID);
    await backend.ideas.removeAll();
    expect(calls.map((c) => [c.method, c.path, c.query.toString()])).toEqual([
      ['DELETE', 'ideas', `id=eq.${IDEA_ID}`],
      ['DELETE', 'ideas', `user_id=eq.${session.user.id as string}`],
    ]);
  });
});

describe('errors', () => {
  it('turns a check-constraint violation into a message a person can act on, keeping code and status', async () => {
    const { backend } = setup(() =>
      postgrestError(
        400,
        '23514',
        'new row for relation "ideas" violates check constraint "ideas_idea_text_max_length"',
      ),
    );
    const error = await backend.ideas.create(makeNewIdea()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({
      message: 'Your idea is too long. Please keep it under 10,000 characters.',
      code: '23514',
      status: 400,
    });
  });

  it('asks a visitor to sign in when the database refuses an anonymous write', async () => {
    localStorage.clear();
    const fake = fakePostgrest(() =>
      postgrestError(401, '42501', 'permission denied for table ideas'),
    );
    server.use(fake.handler);
    const backend = createSupabaseTestBackend();
    await expect(backend.ideas.create(makeNewIdea())).rejects.toMatchObject({
      message: 'Please sign in to save your ideas.',
      status: 401,
    });
    expect(fake.calls[0]!.headers.get('authorization')).toBe(`Bearer ${'x'.repeat(40)}`);
  });

  it('says the server cannot be reached when the network fails', async () => {
    const { backend, calls } = setup(() => HttpResponse.error());
    await expect(backend.ideas.list()).rejects.toMatchObject({
      message: 'Cannot reach the server. Check your connection and try again.',
    });
    // One request: retrying is react-query's job (docs/product.md §9.7,
    // docs/decisions/007-the-sdks-own-retries.md), not a second loop inside the adapter.
    expect(calls).toHaveLength(1);
  });
});

describe('guides', () => {
  it('reads the guide of one idea and step kind', async () => {
    const { backend, calls } = setup(() =>
      restJson([{ guide: { steps: makeGuide().steps, extras: ['Figma'] } }]),
    );
    expect(await backend.guides.get(IDEA_ID, 'mvp')).toEqual({
      kind: 'mvp',
      steps: makeGuide().steps,
      extras: ['Figma'],
    });
    const call = only(calls);
    expect(call.path).toBe('idea_guides');
    expect(call.query.get('idea_id')).toBe(`eq.${IDEA_ID}`);
    expect(call.query.get('kind')).toBe('eq.mvp');
  });

  it('saves with an upsert on (idea_id, kind), storing the guide without its kind', async () => {
    const { backend, calls } = setup(() => new HttpResponse(null, { status: 201 }));
    const guide = makeGuide();
    await backend.guides.save(IDEA_ID, guide);
    const call = only(calls);
    expect(call.method).toBe('POST');
    expect(call.query.get('on_conflict')).toBe('idea_id,kind');
    expect(call.headers.get('prefer')).toContain('resolution=merge-duplicates');
    expect(call.body).toEqual({
      idea_id: IDEA_ID,
      kind: 'mvp',
      guide: { steps: guide.steps, extras: guide.extras, timeline: guide.timeline },
    });
  });
});

describe('feedback', () => {
  it('sends one row through the submit_feedback RPC, never naming the sender, and returns what was sent', async () => {
    const id = crypto.randomUUID();
    const { backend, calls, session } = setup(() => restJson(id));
    const sent = await backend.feedback.submit(
      makeNewFeedback({ rating: 4, feedback_text: '', user_idea: 'x'.repeat(3000) }),
    );
    expect(sent).toMatchObject({
      id,
      rating: 4,
      feedback_text: 'No additional feedback provided',
      user_id: session.user.id,
    });
    const call = only(calls);
    expect([call.method, call.path]).toEqual(['POST', 'rpc/submit_feedback']);
    expect(call.body).toMatchObject({ rating: 4, category: 'General Feedback' });
    // The attached idea is cut to what the database takes; who sent it is the session's.
    expect((call.body as { user_idea: string }).user_idea).toHaveLength(2000);
    expect(call.body).not.toHaveProperty('user_id');
    expect(call.body).not.toHaveProperty('id');
  });

  it('says a rate-limited submit (PostgREST 429) in words', async () => {
    const { backend } = setup(() =>
      Response.json(
        { code: 'PT429', message: 'feedback_rate_limited', details: 'everyone', hint: null },
        { status: 429 },
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(backend.feedback.submit(makeNewFeedback())).rejects.toMatchObject({
      message: 'A lot of feedback has arrived in the last hour. Please try again a little later.',
      status: 429,
    });
    expect(warn).toHaveBeenCalled();
  });
});

describe('delete all my data', () => {
  it('is one call of the delete_my_data RPC', async () => {
    const { backend, calls } = setup(() => new HttpResponse(null, { status: 204 }));
    await backend.privacy.deleteAllMyData();
    const call = only(calls);
    expect([call.method, call.path]).toEqual(['POST', 'rpc/delete_my_data']);
  });
});

describe('user stats', () => {
  it('calls the user_stats RPC and reads its three numbers', async () => {
    const { backend, calls } = setup(() =>
      restJson({ ideasClarified: 3, guidesCompleted: 7, feedbackGiven: 1 }),
    );
    expect(await backend.stats.forCurrentUser()).toEqual({
      ideasClarified: 3,
      guidesCompleted: 7,
      feedbackGiven: 1,
    });
    const call = only(calls);
    expect([call.method, call.path]).toEqual(['POST', 'rpc/user_stats']);
  });

  it('asks a visitor to sign in', async () => {
    localStorage.clear();
    server.use(
      fakePostgrest(() => postgrestError(401, '42501', 'permission denied for function user_stats'))
        .handler,
    );
    await expect(createSupabaseTestBackend().stats.forCurrentUser()).rejects.toMatchObject({
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
    const fake = fakePostgrest(() => restJson([]));
    server.use(fake.handler);
    await createSupabaseTestBackend().ideas.list();
    expect(fake.calls[0]!.headers.get('authorization')).toBe(`Bearer ${other.access_token}`);
  });
});
