import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalData } from '@/lib/backend/local/data';
import { BackendError } from '@/domain/errors';
import type { DataPorts } from '@/lib/backend/data/rules';
import { supabaseSessionKey } from '@/lib/backend/session-keys';
import { createSupabaseData } from '@/lib/backend/supabase/data';
import type { Guide } from '@/domain/model';
import {
  createFakeSupabase,
  warmFakeSupabase,
  type FakeSupabase,
} from '../../support/fakes/supabase/fake-supabase';
import { makeGoTrueSession, makeGoTrueUser } from '../../support/fakes/supabase/wire';
import { ACCOUNT } from '../../support/fixtures/supabase';
import { makeGuide, makeNewFeedback, makeNewIdea } from '../../support/factories';

/**
 * Every operation of the Supabase adapter, both ways, through the executing fake PostgREST
 * (tests/support/fakes/supabase/postgrest.ts) on the real migrations: for the owner it succeeds and
 * answers what local mode answers for the same data (local mode's SQL runs on the same database);
 * for another account it is refused, or sees nothing and changes nothing of the owner's.
 */

const URL = 'http://supabase.test';
const OTHER = { id: '00000000-0000-4000-8000-000000000002', email: 'grace@example.com' };

/** The Supabase adapter's data part for a signed-in account, its requests answered by the fake. */
function supabaseDataAs(fake: FakeSupabase, user: { id: string; email: string }): DataPorts {
  const key = supabaseSessionKey(URL);
  const stored = new Map([
    [key, JSON.stringify(makeGoTrueSession(makeGoTrueUser({ id: user.id, email: user.email })))],
  ]);
  const client = createClient(URL, 'x'.repeat(40), {
    auth: {
      storageKey: key,
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (name) => stored.get(name) ?? null,
        setItem: (name, value) => void stored.set(name, value),
        removeItem: (name) => void stored.delete(name),
      },
    },
    global: { fetch: (input, init) => fake.handle(new Request(input, init)) },
  });
  return createSupabaseData(client);
}

/** What both adapters start from: the owner's idea with a guide, ticks and a portfolio. */
interface Scene {
  ideaId: string;
  guide: Guide;
}

async function setScene(data: DataPorts): Promise<Scene> {
  const idea = await data.ideas.create(
    makeNewIdea({ idea_text: 'A rooftop beehive club', tags: ['bees', 'city'] }),
  );
  await data.ideas.create(makeNewIdea({ idea_text: 'A soup swap', tags: ['food'] }));
  await data.ideas.update(idea.id, { selected_next_step: 'mvp', status: 'in_progress' });
  const guide = makeGuide();
  await data.guides.save(idea.id, guide);
  await data.guides.setItemDone(idea.id, 'mvp', 's1.b1', true);
  await data.ideas.setStepProgress(idea.id, { step: 'step1', state: 'complete' });
  await data.portfolio.save({ focusIdeaId: idea.id });
  await data.feedback.submit(makeNewFeedback({ session_id: 'the-scene' }));
  return { ideaId: idea.id, guide };
}

const LATER = '2099-01-01T00:00:00.000Z';

interface Case {
  name: string;
  run: (data: DataPorts, scene: Scene) => Promise<unknown>;
  /** For another account: how it ends (refused, or what it answers), checked with the owner's data after. */
  other: 'refused' | ((answer: unknown) => void);
}

const emptyList = (answer: unknown) => expect(answer).toEqual([]);
const nothing = (answer: unknown) => expect(answer).toBeNull();

const CASES: Case[] = [
  {
    name: 'ideas.create',
    run: (data) => data.ideas.create(makeNewIdea({ idea_text: 'A new one', tags: ['x'] })),
    other: (answer) => expect(answer).toMatchObject({ user_id: OTHER.id }),
  },
  { name: 'ideas.get', run: (data, s) => data.ideas.get(s.ideaId), other: nothing },
  {
    name: 'ideas.update',
    run: (data, s) => data.ideas.update(s.ideaId, { status: 'parked' }),
    other: 'refused',
  },
  {
    name: 'ideas.setStepProgress (one step)',
    run: (data, s) => data.ideas.setStepProgress(s.ideaId, { step: 'step2', state: 'complete' }),
    other: 'refused',
  },
  {
    name: 'ideas.setStepProgress (all)',
    run: (data, s) => data.ideas.setStepProgress(s.ideaId, { step: 'all', state: 'complete' }),
    other: 'refused',
  },
  { name: 'ideas.list', run: (data) => data.ideas.list(), other: emptyList },
  {
    name: 'ideas.list with search, status, tags and a page',
    run: (data) =>
      data.ideas.list({ search: 'BEE', status: 'in_progress', tags: ['bees'], limit: 1 }),
    other: emptyList,
  },
  {
    name: 'ideas.count',
    run: (data) => data.ideas.count({ tags: ['bees'] }),
    other: (answer) => expect(answer).toBe(0),
  },
  {
    name: 'ideas.listUntouched',
    run: (data) => data.ideas.listUntouched({ before: LATER, limit: 5 }),
    other: emptyList,
  },
  { name: 'ideas.remove', run: (data, s) => data.ideas.remove(s.ideaId), other: () => undefined },
  { name: 'ideas.removeAll', run: (data) => data.ideas.removeAll(), other: () => undefined },
  { name: 'guides.get', run: (data, s) => data.guides.get(s.ideaId, 'mvp'), other: nothing },
  {
    name: 'guides.save',
    run: (data, s) => data.guides.save(s.ideaId, makeGuide({ timeline: 'Two weeks' })),
    other: 'refused',
  },
  { name: 'guides.items', run: (data, s) => data.guides.items(s.ideaId, 'mvp'), other: emptyList },
  {
    name: 'guides.setItemDone',
    run: (data, s) => data.guides.setItemDone(s.ideaId, 'mvp', 's2.b1', true),
    other: 'refused',
  },
  {
    name: 'guides.addItemTime',
    run: (data, s) => data.guides.addItemTime(s.ideaId, 'mvp', 's1', 90),
    other: 'refused',
  },
  {
    name: 'guides.replaceSubSteps',
    run: (data, s) =>
      data.guides.replaceSubSteps(s.ideaId, 'mvp', 's1', [
        { title: 'Ask the landlord', minutes: 15 },
        { title: 'Find a beekeeper', minutes: 30 },
      ]),
    other: 'refused',
  },
  {
    name: 'feedback.submit',
    run: (data) => data.feedback.submit(makeNewFeedback({ session_id: 'same-session' })),
    other: (answer) => expect(answer).toMatchObject({ rating: 5 }),
  },
  {
    name: 'stats.forCurrentUser',
    run: (data) => data.stats.forCurrentUser(),
    other: (answer) =>
      expect(answer).toEqual({ ideasClarified: 0, guidesCompleted: 0, feedbackGiven: 0 }),
  },
  {
    name: 'portfolio.get',
    run: (data) => data.portfolio.get(),
    other: (answer) =>
      expect(answer).toEqual({ focusIdeaId: null, lastTriage: null, shelfHidden: {} }),
  },
  {
    name: 'portfolio.save (focus)',
    run: (data, s) => data.portfolio.save({ focusIdeaId: s.ideaId }),
    other: 'refused',
  },
  {
    name: 'portfolio.save (triage)',
    run: (data, s) =>
      data.portfolio.save({
        lastTriage: {
          madeAt: '2026-11-25T10:00:00.000Z',
          entries: [
            {
              ideaId: s.ideaId,
              ratings: { excitement: 5, effort: 2, energy: 4, evidence: 3 },
              reason: 'People ask for it.',
            },
          ],
        },
      }),
    // Another account saves a triage of its own; the owner's portfolio is untouched (checked below).
    other: (answer) => expect(answer).toMatchObject({ focusIdeaId: null }),
  },
  {
    name: 'portfolio.hideFromShelf',
    run: (data, s) => data.portfolio.hideFromShelf(s.ideaId, '2026-12-31T00:00:00.000Z'),
    other: (answer) => expect(answer).toMatchObject({ focusIdeaId: null }),
  },
  {
    name: 'privacy.exportAllMyData',
    run: async (data) => {
      const file = JSON.parse(await data.privacy.exportAllMyData()) as {
        ideas: Array<{ idea_text: string }>;
      };
      // In id order, which differs from run to run: compared in the order of their texts.
      file.ideas.sort((a, b) => a.idea_text.localeCompare(b.idea_text));
      return file;
    },
    other: (answer) =>
      expect(answer).toMatchObject({ ideas: [], guides: [], guide_items: [], portfolio: [] }),
  },
  {
    name: 'privacy.deleteAllMyData',
    run: (data) => data.privacy.deleteAllMyData(),
    other: () => undefined,
  },
];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})/g;

/** An answer with the scene's ids named and the times (which differ from run to run) blanked. */
function comparable(answer: unknown, scene: Scene): unknown {
  if (answer === undefined) return undefined;
  const text = JSON.stringify(answer)
    .replaceAll(scene.ideaId, '<idea>')
    .replaceAll(ACCOUNT.id, '<owner>')
    .replace(TIME, '<time>')
    .replace(UUID, '<id>');
  return JSON.parse(text) as unknown;
}

/** The owner's data as the database holds it, to see that another account changed none of it. */
const ownersData = (fake: FakeSupabase) =>
  fake.sql(
    `select (select json_agg(i order by i.idea_text, i.created_at) from public.ideas i where i.user_id = $1) as ideas,
            (select json_agg(g order by g.kind) from public.idea_guides g) as guides,
            (select json_agg(t order by t.item_key) from public.guide_items t) as items,
            (select row_to_json(p) from public.portfolios p where p.user_id = $1) as portfolio,
            (select count(*)::int from public.feedback f where f.user_id = $1) as feedback`,
    [ACCOUNT.id],
  );

/** A fake with an empty database (the shared one, emptied), the owner's scene and another account. */
async function freshScene() {
  const fake = createFakeSupabase();
  const db = await fake.database();
  await fake.sql(`insert into auth.users (id, email) values ($1, $2)`, [OTHER.id, OTHER.email]);
  const localAs = (userId: string) =>
    createLocalData({ database: async () => db, currentUserId: () => userId });
  const scene = await setScene(localAs(ACCOUNT.id));
  return { fake, scene, localAs };
}

beforeAll(warmFakeSupabase, 120_000);

describe('the Supabase adapter through the executing fake PostgREST', { timeout: 60_000 }, () => {
  it.each(CASES)('$name: for the owner, answers what local mode answers', async (c) => {
    const viaSupabase = await (async () => {
      const { fake, scene } = await freshScene();
      const answer = await c.run(supabaseDataAs(fake, ACCOUNT), scene);
      return {
        answer: comparable(answer, scene),
        after: comparable(await ownersData(fake), scene),
      };
    })();
    const viaLocal = await (async () => {
      const { fake, scene, localAs } = await freshScene();
      const answer = await c.run(localAs(ACCOUNT.id), scene);
      return {
        answer: comparable(answer, scene),
        after: comparable(await ownersData(fake), scene),
      };
    })();
    expect(viaSupabase).toEqual(viaLocal);
  });

  it.each(CASES)(
    "$name: for another account, refused or empty, the owner's data unchanged",
    async (c) => {
      const { fake, scene } = await freshScene();
      const before = await ownersData(fake);
      const attempt = c.run(supabaseDataAs(fake, OTHER), scene);
      if (c.other === 'refused') await expect(attempt).rejects.toBeInstanceOf(BackendError);
      else c.other(await attempt);
      expect(await ownersData(fake)).toEqual(before);
    },
  );
});
