import { HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalData } from '@/lib/backend/local/data';
import type { LocalDatabase, SqlSession } from '@/lib/backend/local/sql';
import { BackendError, type Backend } from '@/lib/backend/port';
import { createTestDb, type TestDb } from '../../support/db';
import { makeGuide, makeNewFeedback, makeNewIdea } from '../../support/factories';
import { server } from '../../support/msw/server';
import {
  createSupabaseTestBackend,
  fakePostgrest,
  storeSupabaseSession,
  type RestCall,
} from '../../support/fakes/supabase/msw';
import { postgrestError, restJson } from '../../support/fakes/supabase/wire';

/**
 * The rules both modes share (src/lib/backend/data/rules.ts), run once with each adapter: the local
 * one on a real PGlite, the Supabase one against a fake PostgREST. Each case also checks what the
 * database was asked — nothing at all when a rule alone can answer.
 */

type Data = Pick<Backend, 'ideas' | 'guides' | 'feedback' | 'privacy' | 'stats'>;

interface Harness {
  data: Data;
  /** An idea of the signed-in caller. */
  ideaId: string;
  /** What the database was asked since the start, in order: select, insert, update, delete or call (a function). */
  asked: () => string[];
}

interface Mode {
  name: string;
  start(signedIn: boolean): Promise<Harness>;
}

const GONE = 'This idea no longer exists.';

let t: TestDb;
// Opening and migrating PGlite takes seconds on a busy machine; the hooks' default is 10.
beforeAll(async () => {
  t = await createTestDb();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const verbOf = (sql: string) =>
  /^\s*select public\.\w+\(/.test(sql) ? 'call' : sql.trim().split(/\s+/)[0]!.toLowerCase();

const local: Mode = {
  name: 'local mode (PGlite)',
  async start(signedIn) {
    const userId = signedIn ? await t.createUser(`${crypto.randomUUID()}@example.com`) : null;
    const asked: string[] = [];
    // The real database, with every data statement noted (not the claims set-up before it).
    const database: LocalDatabase = {
      transaction: (fn) =>
        t.local.transaction((tx) => {
          const noting: SqlSession = {
            query: <T>(sql: string, params?: unknown[]) => {
              if (!sql.includes('request.jwt.claims')) asked.push(verbOf(sql));
              return tx.query<T>(sql, params);
            },
            exec: (sql) => tx.exec(sql),
          };
          return fn(noting);
        }),
    };
    const data = createLocalData({ database: async () => database, currentUserId: () => userId });
    const ideaId = signedIn ? (await data.ideas.create(makeNewIdea())).id : '';
    asked.length = 0;
    return { data, ideaId, asked: () => [...asked] };
  },
};

const IDEA_ID = '11111111-1111-4111-8111-111111111111';
const VERBS: Record<string, string> = {
  GET: 'select',
  HEAD: 'select',
  POST: 'insert',
  PATCH: 'update',
  DELETE: 'delete',
};

/** Just enough of PostgREST: one stored idea, inserts echoed back, feedback's rating check. */
function postgrest(call: RestCall): Response {
  const body = (call.body ?? {}) as Record<string, unknown>;
  const stored = {
    id: IDEA_ID,
    user_id: '00000000-0000-4000-8000-000000000001',
    idea_text: 'A quiz app',
    structured_data: null,
    status: 'clarified',
    tags: [],
    selected_next_step: null,
    step_progress: {},
    created_at: '2025-01-01T09:00:00+00:00',
    updated_at: '2025-01-01T09:00:00+00:00',
  };
  if (call.path === 'rpc/submit_feedback') {
    const rating = Number(body.rating);
    return rating >= 1 && rating <= 5
      ? restJson(crypto.randomUUID())
      : postgrestError(
          400,
          '23514',
          'new row for relation "feedback" violates check constraint "feedback_rating_range"',
        );
  }
  if (call.path !== 'ideas') return new HttpResponse(null, { status: 204 });
  switch (call.method) {
    case 'GET':
      return restJson(call.query.get('id') === `eq.${IDEA_ID}` ? [stored] : []);
    case 'POST':
      return restJson({ ...stored, id: crypto.randomUUID(), ...body }, { status: 201 });
    case 'PATCH':
      return restJson({ ...stored, ...body });
    default:
      return new HttpResponse(null, { status: 204 });
  }
}

const supabase: Mode = {
  name: 'Supabase mode (PostgREST)',
  async start(signedIn) {
    if (signedIn) storeSupabaseSession();
    const fake = fakePostgrest(postgrest);
    server.use(fake.handler);
    return {
      data: createSupabaseTestBackend(),
      ideaId: IDEA_ID,
      asked: () =>
        fake.calls.map((call) =>
          call.path.startsWith('rpc/') ? 'call' : (VERBS[call.method] ?? call.method),
        ),
    };
  },
};

describe.each([local, supabase])('the data rules in $name', (mode) => {
  it('treats an id that is not a uuid as no idea, without asking the database', async () => {
    const { data, asked } = await mode.start(true);
    expect(await data.ideas.get('not-an-id')).toBeNull();
    await expect(data.ideas.update('not-an-id', { status: 'completed' })).rejects.toMatchObject({
      message: GONE,
      status: 404,
    });
    await data.ideas.remove('not-an-id');
    expect(await data.guides.get('not-an-id', 'mvp')).toBeNull();
    await expect(data.guides.save('not-an-id', makeGuide())).rejects.toMatchObject({
      message: GONE,
    });
    expect(asked()).toEqual([]);
  });

  it('saves a new idea trimmed, clarified and without tags unless told otherwise', async () => {
    const { data, asked } = await mode.start(true);
    const idea = await data.ideas.create({
      idea_text: '  A walking club  ',
      structured_data: null,
    });
    expect(idea).toMatchObject({
      idea_text: 'A walking club',
      status: 'clarified',
      tags: [],
      structured_data: null,
    });
    expect(asked()).toEqual(['insert']);
  });

  it('answers an empty patch with the idea as it is, only reading it', async () => {
    const { data, ideaId, asked } = await mode.start(true);
    const before = await data.ideas.get(ideaId);
    expect(before).not.toBeNull();
    expect(await data.ideas.update(ideaId, { status: undefined })).toEqual(before);
    expect(asked()).toEqual(['select', 'select']);
  });

  it('says an idea that is gone no longer exists, also for an empty patch', async () => {
    const { data, asked } = await mode.start(true);
    await expect(data.ideas.update(crypto.randomUUID(), {})).rejects.toMatchObject({
      message: GONE,
      status: 404,
    });
    expect(asked()).toEqual(['select']);
  });

  it('asks a visitor to sign in to delete all ideas or all data, or to see statistics', async () => {
    const { data, asked } = await mode.start(false);
    await expect(data.ideas.removeAll()).rejects.toMatchObject({
      message: 'Please sign in to save your ideas.',
      status: 401,
    });
    await expect(data.privacy.deleteAllMyData()).rejects.toMatchObject({
      message: 'You are not allowed to do that. Please sign in and try again.',
    });
    await expect(data.stats.forCurrentUser()).rejects.toMatchObject({
      message: 'Please sign in to see your statistics.',
    });
    expect(asked()).toEqual([]);
  });

  it('sends a blank comment as "No additional feedback provided", and logs a refused one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { data, asked } = await mode.start(false);
    const sent = await data.feedback.submit(
      makeNewFeedback({ feedback_text: '  ', user_email: '  ' }),
    );
    expect(sent).toMatchObject({
      user_id: null,
      feedback_text: 'No additional feedback provided',
      user_email: null,
    });
    expect(warn).not.toHaveBeenCalledWith('Sending feedback failed.', expect.anything());

    await expect(data.feedback.submit(makeNewFeedback({ rating: 9 }))).rejects.toMatchObject({
      message: 'Please provide a rating from 1 to 5.',
    });
    expect(warn).toHaveBeenCalledWith('Sending feedback failed.', expect.any(BackendError));
    expect(asked()).toEqual(['call', 'call']);
  });
});
