import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalData } from '@/lib/backend/local/data';
import type { LocalDatabase, SqlSession } from '@/lib/backend/local/sql';
import { type Backend } from '@/lib/backend/port';
import { BackendError } from '@/domain/errors';
import { createTestDb, type TestDb } from '../../support/db';
import { makeGuide, makeNewFeedback, makeNewIdea } from '../../support/factories';
import { server } from '../../support/msw/server';
import { createFakeSupabase, warmFakeSupabase } from '../../support/fakes/supabase/fake-supabase';
import {
  createSupabaseTestBackend,
  storeSupabaseSession,
  supabaseHandlers,
  type RestCall,
} from '../../support/fakes/supabase/msw';

/**
 * The rules both modes share (src/lib/backend/data/rules.ts), run once with each adapter: the local
 * one on a real PGlite, the Supabase one through the executing fake PostgREST on the real
 * migrations. Each case also checks what the database was asked — nothing at all when a rule alone
 * can answer.
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
beforeAll(warmFakeSupabase, 120_000);
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

const VERBS: Record<string, string> = {
  GET: 'select',
  HEAD: 'select',
  POST: 'insert',
  PATCH: 'update',
  DELETE: 'delete',
};

const supabase: Mode = {
  name: 'Supabase mode (PostgREST on the real migrations)',
  async start(signedIn) {
    if (signedIn) storeSupabaseSession();
    const fake = createFakeSupabase();
    // Set as the database's owner, so it is not among the requests the case counts.
    const idea = signedIn ? await fake.seedIdea({ idea_text: 'A quiz app' }) : null;
    const calls: RestCall[] = [];
    server.use(supabaseHandlers(fake, calls));
    return {
      data: createSupabaseTestBackend(),
      ideaId: idea?.id ?? '',
      asked: () =>
        calls.map((call) =>
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
