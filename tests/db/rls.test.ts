import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlSession } from '@/lib/backend/local/sql';
import { createTestDb, type TestDb } from '../support/db';

/**
 * The RLS matrix (docs/product.md §9.8): for every table, a visitor (anon), the owner (A) and
 * another person (B) × select, insert, update, delete. Each allowed case succeeds; each denied case
 * is refused (permission denied, code 42501) or sees and touches nothing.
 */

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

const refused = { code: '42501' };
const ids = (result: { rows: { id: string }[] }) => result.rows.map((row) => row.id);

/** Two fresh people per test, and an idea of A's, so no test depends on another. */
async function scene() {
  const n = crypto.randomUUID().slice(0, 8);
  const a = await t.createUser(`a-${n}@example.com`);
  const b = await t.createUser(`b-${n}@example.com`);
  const idea = await t.asUser(a, (tx) =>
    tx.query<{ id: string }>(
      `insert into public.ideas (idea_text) values ('A''s idea') returning id`,
    ),
  );
  return { a, b, ideaId: idea.rows[0]!.id };
}

const insertIdea = (tx: SqlSession, userId?: string) =>
  userId
    ? tx.query<{ id: string }>(
        `insert into public.ideas (idea_text, user_id) values ('x', $1) returning id`,
        [userId],
      )
    : tx.query<{ id: string }>(`insert into public.ideas (idea_text) values ('x') returning id`);

describe('ideas', () => {
  it('select: the owner reads their idea; another person sees nothing; a visitor is refused', async () => {
    const { a, b, ideaId } = await scene();
    expect(
      ids(await t.asUser(a, (tx) => tx.query<{ id: string }>(`select id from public.ideas`))),
    ).toEqual([ideaId]);
    expect(
      ids(await t.asUser(b, (tx) => tx.query<{ id: string }>(`select id from public.ideas`))),
    ).toEqual([]);
    await expect(t.asAnon((tx) => tx.query(`select id from public.ideas`))).rejects.toMatchObject(
      refused,
    );
  });

  it('insert: a signed-in person adds ideas as themselves only; a visitor is refused', async () => {
    const { a, b } = await scene();
    const mine = await t.asUser(a, (tx) =>
      tx.query<{ user_id: string }>(
        `insert into public.ideas (idea_text) values ('mine') returning user_id`,
      ),
    );
    expect(mine.rows[0]?.user_id).toBe(a);
    await expect(t.asUser(a, (tx) => insertIdea(tx, b))).rejects.toMatchObject(refused);
    await expect(t.asAnon((tx) => insertIdea(tx))).rejects.toMatchObject(refused);
  });

  it('update: the owner changes their idea; another person changes nothing; a visitor is refused', async () => {
    const { a, b, ideaId } = await scene();
    const byB = await t.asUser(b, (tx) =>
      tx.query<{ id: string }>(
        `update public.ideas set status = 'completed' where id = $1 returning id`,
        [ideaId],
      ),
    );
    expect(ids(byB)).toEqual([]);
    await expect(
      t.asAnon((tx) =>
        tx.query(`update public.ideas set status = 'completed' where id = $1`, [ideaId]),
      ),
    ).rejects.toMatchObject(refused);
    const byA = await t.asUser(a, (tx) =>
      tx.query<{ status: string }>(
        `update public.ideas set status = 'in_progress' where id = $1 returning status`,
        [ideaId],
      ),
    );
    expect(byA.rows).toEqual([{ status: 'in_progress' }]);
    // Nobody hands an idea to someone else, not even its owner.
    await expect(
      t.asUser(a, (tx) =>
        tx.query(`update public.ideas set user_id = $2 where id = $1`, [ideaId, b]),
      ),
    ).rejects.toMatchObject(refused);
  });

  it('delete: another person deletes nothing; a visitor is refused; the owner deletes', async () => {
    const { a, b, ideaId } = await scene();
    expect(
      ids(
        await t.asUser(b, (tx) =>
          tx.query<{ id: string }>(`delete from public.ideas returning id`),
        ),
      ),
    ).toEqual([]);
    await expect(
      t.asAnon((tx) => tx.query(`delete from public.ideas where id = $1`, [ideaId])),
    ).rejects.toMatchObject(refused);
    expect(
      ids(
        await t.asUser(a, (tx) =>
          tx.query<{ id: string }>(`delete from public.ideas where id = $1 returning id`, [ideaId]),
        ),
      ),
    ).toEqual([ideaId]);
  });

  it('the service role sees every idea', async () => {
    const { ideaId } = await scene();
    const all = await t.asServiceRole((tx) =>
      tx.query<{ id: string }>(`select id from public.ideas where id = $1`, [ideaId]),
    );
    expect(ids(all)).toEqual([ideaId]);
  });
});

describe('ideas.created_at', () => {
  it('insert: a person may give their idea an earlier creation time, never a later one than now', async () => {
    const { a } = await scene();
    const { rows } = await t.asUser(a, (tx) =>
      tx.query<{ past: boolean; now: boolean }>(
        `with added as (
           insert into public.ideas (idea_text, created_at)
           values ('old', '2024-03-01T09:00:00Z'), ('later', now() + interval '1 year')
           returning idea_text, created_at)
         select (select created_at = '2024-03-01T09:00:00Z' from added where idea_text = 'old') as past,
                (select created_at = now() from added where idea_text = 'later') as now`,
      ),
    );
    expect(rows[0]).toEqual({ past: true, now: true });
  });
});

describe('idea_guides', () => {
  const guide = JSON.stringify({
    steps: [{ title: 't', description: 'd', content: ['c'] }],
    extras: [],
  });

  async function guideScene() {
    const s = await scene();
    await t.asUser(s.a, (tx) =>
      tx.query(
        `insert into public.idea_guides (idea_id, kind, guide) values ($1, 'mvp', $2::jsonb)`,
        [s.ideaId, guide],
      ),
    );
    const other = await t.asUser(s.b, (tx) =>
      tx.query<{ id: string }>(
        `insert into public.ideas (idea_text) values ('B''s idea') returning id`,
      ),
    );
    return { ...s, bIdeaId: other.rows[0]!.id };
  }

  it("select: the idea's owner reads its guides; another person sees nothing; a visitor is refused", async () => {
    const { a, b } = await guideScene();
    const count = `select count(*)::int as n from public.idea_guides`;
    expect((await t.asUser(a, (tx) => tx.query<{ n: number }>(count))).rows[0]?.n).toBe(1);
    expect((await t.asUser(b, (tx) => tx.query<{ n: number }>(count))).rows[0]?.n).toBe(0);
    await expect(t.asAnon((tx) => tx.query(count))).rejects.toMatchObject(refused);
  });

  it("insert: only onto one's own idea; a visitor is refused", async () => {
    const { a, b, ideaId } = await guideScene();
    await t.asUser(a, (tx) =>
      tx.query(
        `insert into public.idea_guides (idea_id, kind, guide) values ($1, 'research', $2::jsonb)`,
        [ideaId, guide],
      ),
    );
    await expect(
      t.asUser(b, (tx) =>
        tx.query(
          `insert into public.idea_guides (idea_id, kind, guide) values ($1, 'audience', $2::jsonb)`,
          [ideaId, guide],
        ),
      ),
    ).rejects.toMatchObject(refused);
    await expect(
      t.asAnon((tx) =>
        tx.query(
          `insert into public.idea_guides (idea_id, kind, guide) values ($1, 'explore', $2::jsonb)`,
          [ideaId, guide],
        ),
      ),
    ).rejects.toMatchObject(refused);
  });

  it("update: the owner changes their guide but can't move it to someone else's idea; B changes nothing", async () => {
    const { a, b, ideaId, bIdeaId } = await guideScene();
    const set = `update public.idea_guides set guide = '{"steps": [], "extras": ["x"]}' where idea_id = $1 returning id`;
    expect(ids(await t.asUser(b, (tx) => tx.query<{ id: string }>(set, [ideaId])))).toEqual([]);
    expect(ids(await t.asUser(a, (tx) => tx.query<{ id: string }>(set, [ideaId])))).toHaveLength(1);
    await expect(
      t.asUser(a, (tx) =>
        tx.query(`update public.idea_guides set idea_id = $2 where idea_id = $1`, [
          ideaId,
          bIdeaId,
        ]),
      ),
    ).rejects.toMatchObject(refused);
    await expect(t.asAnon((tx) => tx.query(set, [ideaId]))).rejects.toMatchObject(refused);
  });

  it('delete: B deletes nothing; a visitor is refused; the owner deletes; deleting the idea takes its guides', async () => {
    const { a, b, ideaId } = await guideScene();
    const del = `delete from public.idea_guides where idea_id = $1 returning id`;
    expect(ids(await t.asUser(b, (tx) => tx.query<{ id: string }>(del, [ideaId])))).toEqual([]);
    await expect(t.asAnon((tx) => tx.query(del, [ideaId]))).rejects.toMatchObject(refused);
    expect(ids(await t.asUser(a, (tx) => tx.query<{ id: string }>(del, [ideaId])))).toHaveLength(1);

    await t.asUser(a, (tx) =>
      tx.query(
        `insert into public.idea_guides (idea_id, kind, guide) values ($1, 'mvp', $2::jsonb)`,
        [ideaId, guide],
      ),
    );
    await t.asUser(a, (tx) => tx.query(`delete from public.ideas where id = $1`, [ideaId]));
    const left = await t.asServiceRole((tx) =>
      tx.query<{ n: number }>(
        `select count(*)::int as n from public.idea_guides where idea_id = $1`,
        [ideaId],
      ),
    );
    expect(left.rows[0]?.n).toBe(0);
  });
});

describe('guide_items', () => {
  const guide = JSON.stringify({
    steps: [{ title: 't', description: 'd', content: ['c'] }],
    extras: [],
  });

  /** A's idea with its stored MVP guide and one ticked bullet. */
  async function itemScene() {
    const s = await scene();
    await t.asUser(s.a, async (tx) => {
      await tx.query(
        `insert into public.idea_guides (idea_id, kind, guide) values ($1, 'mvp', $2::jsonb)`,
        [s.ideaId, guide],
      );
      await tx.query(`select * from public.set_guide_item_done($1, 'mvp', 's1.b1', true)`, [
        s.ideaId,
      ]);
    });
    return s;
  }
  const count = `select count(*)::int as n from public.guide_items`;
  const keys = (result: { rows: { item_key: string }[] }) => result.rows.map((row) => row.item_key);

  it("select: the idea's owner reads its items; another person sees nothing; a visitor is refused", async () => {
    const { a, b } = await itemScene();
    const seen = (userId: string) =>
      t.asUser(userId, (tx) =>
        tx.query<{ item_key: string }>(`select item_key from public.guide_items`),
      );
    expect(keys(await seen(a))).toEqual(['s1.b1']);
    expect(keys(await seen(b))).toEqual([]);
    await expect(
      t.asAnon((tx) => tx.query(`select item_key from public.guide_items`)),
    ).rejects.toMatchObject(refused);
  });

  it("insert: only into one's own guide; a visitor is refused", async () => {
    const { a, b, ideaId } = await itemScene();
    const insert = `insert into public.guide_items (idea_id, kind, item_key, done) values ($1, 'mvp', 's1.b2', true)`;
    await expect(t.asUser(b, (tx) => tx.query(insert, [ideaId]))).rejects.toMatchObject(refused);
    await expect(t.asAnon((tx) => tx.query(insert, [ideaId]))).rejects.toMatchObject(refused);
    await t.asUser(a, (tx) => tx.query(insert, [ideaId]));
    expect((await t.asUser(a, (tx) => tx.query<{ n: number }>(count))).rows[0]?.n).toBe(2);
  });

  it('update: the owner ticks and times; B changes nothing; nobody moves an item or rewrites its text', async () => {
    const { a, b, ideaId } = await itemScene();
    const untick = `update public.guide_items set done = false where idea_id = $1 returning item_key`;
    expect(
      keys(await t.asUser(b, (tx) => tx.query<{ item_key: string }>(untick, [ideaId]))),
    ).toEqual([]);
    await expect(t.asAnon((tx) => tx.query(untick, [ideaId]))).rejects.toMatchObject(refused);
    expect(
      keys(await t.asUser(a, (tx) => tx.query<{ item_key: string }>(untick, [ideaId]))),
    ).toEqual(['s1.b1']);
    for (const column of [`item_key = 's2.b1'`, `idea_id = gen_random_uuid()`, `title = 'x'`])
      await expect(
        t.asUser(a, (tx) =>
          tx.query(`update public.guide_items set ${column} where idea_id = $1`, [ideaId]),
        ),
      ).rejects.toMatchObject(refused);
  });

  it('delete: B deletes nothing; a visitor is refused; the owner deletes; deleting the idea takes its items', async () => {
    const { a, b, ideaId } = await itemScene();
    const del = `delete from public.guide_items where idea_id = $1 returning item_key`;
    expect(keys(await t.asUser(b, (tx) => tx.query<{ item_key: string }>(del, [ideaId])))).toEqual(
      [],
    );
    await expect(t.asAnon((tx) => tx.query(del, [ideaId]))).rejects.toMatchObject(refused);
    expect(keys(await t.asUser(a, (tx) => tx.query<{ item_key: string }>(del, [ideaId])))).toEqual([
      's1.b1',
    ]);

    await t.asUser(a, (tx) =>
      tx.query(`select * from public.add_guide_item_time($1, 'mvp', 's1', 60)`, [ideaId]),
    );
    await t.asUser(a, (tx) => tx.query(`delete from public.ideas where id = $1`, [ideaId]));
    const left = await t.asServiceRole((tx) =>
      tx.query<{ n: number }>(
        `select count(*)::int as n from public.guide_items where idea_id = $1`,
        [ideaId],
      ),
    );
    expect(left.rows[0]?.n).toBe(0);
  });

  it("set_guide_item_done(), add_guide_item_time(), replace_sub_steps(): the owner's guide only; B changes nothing; a visitor is refused", async () => {
    const { a, b, ideaId } = await itemScene();
    const calls = [
      `select item_key from public.set_guide_item_done($1, 'mvp', 's1.b2', true)`,
      `select item_key from public.add_guide_item_time($1, 'mvp', 's2', 30)`,
      `select 's1.1' as item_key from public.replace_sub_steps($1, 'mvp', 's1', '[{"title": "x"}]') as replaced where replaced`,
    ];
    for (const call of calls) {
      expect(
        keys(await t.asUser(b, (tx) => tx.query<{ item_key: string }>(call, [ideaId]))),
        call,
      ).toEqual([]);
      await expect(
        t.asAnon((tx) => tx.query(call, [ideaId])),
        call,
      ).rejects.toMatchObject(refused);
      expect(
        keys(await t.asUser(a, (tx) => tx.query<{ item_key: string }>(call, [ideaId]))),
        call,
      ).toHaveLength(1);
    }
    expect(
      (
        await t.asServiceRole((tx) =>
          tx.query<{ n: number }>(`${count} where idea_id = $1`, [ideaId]),
        )
      ).rows[0]?.n,
    ).toBe(4);
  });
});

describe('feedback', () => {
  // The only way in is public.submit_feedback() (docs/decisions/033-feedback-through-a-function.md).
  const send = (tx: SqlSession) =>
    tx.query<{ id: string }>(`select public.submit_feedback(4, 'Nice', $1) as id`, [
      `s-${crypto.randomUUID()}`,
    ]);

  async function feedbackScene() {
    const s = await scene();
    await t.asUser(s.a, send);
    await t.asUser(s.b, send);
    await t.asAnon(send);
    return s;
  }

  it('insert: nobody inserts directly — a visitor, the author or anyone as someone else', async () => {
    const { a, b } = await scene();
    const direct = `insert into public.feedback (rating, feedback_text, session_id) values (5, 'x', 's')`;
    const asSomeoneElse = `insert into public.feedback (rating, feedback_text, session_id, user_id) values (5, 'x', 's', $1)`;
    await expect(t.asAnon((tx) => tx.query(direct))).rejects.toMatchObject(refused);
    await expect(t.asUser(a, (tx) => tx.query(direct))).rejects.toMatchObject(refused);
    await expect(t.asUser(a, (tx) => tx.query(asSomeoneElse, [b]))).rejects.toMatchObject(refused);
    await expect(t.asAnon((tx) => tx.query(asSomeoneElse, [b]))).rejects.toMatchObject(refused);
  });

  it('submit_feedback(): a visitor sends anonymously; a signed-in person sends as themselves', async () => {
    const { a, b } = await scene();
    const byA = (await t.asUser(a, send)).rows[0]!.id;
    const byVisitor = (await t.asAnon(send)).rows[0]!.id;
    const rows = await t.asServiceRole((tx) =>
      tx.query<{ id: string; user_id: string | null }>(
        `select id, user_id from public.feedback where id in ($1, $2) order by user_id nulls last`,
        [byA, byVisitor],
      ),
    );
    expect(rows.rows).toEqual([
      { id: byA, user_id: a },
      { id: byVisitor, user_id: null },
    ]);
    // The function has no parameter for the sender: nobody can name someone else.
    await expect(
      t.asUser(a, (tx) =>
        tx.query(`select public.submit_feedback(5, 'x', 's', user_id => $1::uuid)`, [b]),
      ),
    ).rejects.toThrow(/function public\.submit_feedback.*does not exist/);
  });

  it('select: a signed-in person reads only their own; a visitor reads none', async () => {
    const { a, b } = await feedbackScene();
    const mine = await t.asUser(a, (tx) =>
      tx.query<{ user_id: string }>(`select user_id from public.feedback`),
    );
    expect(mine.rows).toEqual([{ user_id: a }]);
    const theirs = await t.asUser(b, (tx) =>
      tx.query<{ user_id: string }>(`select user_id from public.feedback`),
    );
    expect(theirs.rows).toEqual([{ user_id: b }]);
    await expect(
      t.asAnon((tx) => tx.query(`select id from public.feedback`)),
    ).rejects.toMatchObject(refused);
  });

  it('update: nobody edits feedback once sent, not even its author', async () => {
    const { a } = await feedbackScene();
    const edit = `update public.feedback set rating = 1`;
    await expect(t.asUser(a, (tx) => tx.query(edit))).rejects.toMatchObject(refused);
    await expect(t.asAnon((tx) => tx.query(edit))).rejects.toMatchObject(refused);
  });

  it("delete: a person deletes their own feedback and nobody else's; a visitor is refused", async () => {
    const { a, b } = await feedbackScene();
    const del = `delete from public.feedback returning user_id`;
    const byA = await t.asUser(a, (tx) => tx.query<{ user_id: string }>(del));
    expect(byA.rows).toEqual([{ user_id: a }]);
    const bStill = await t.asUser(b, (tx) =>
      tx.query<{ n: number }>(`select count(*)::int as n from public.feedback`),
    );
    expect(bStill.rows[0]?.n).toBe(1);
    await expect(t.asAnon((tx) => tx.query(`delete from public.feedback`))).rejects.toMatchObject(
      refused,
    );
  });

  it('the service role reads all feedback, visitors included', async () => {
    const { a, b } = await feedbackScene();
    const all = await t.asServiceRole((tx) =>
      tx.query<{ n: number }>(
        `select count(*)::int as n from public.feedback where user_id in ($1, $2)`,
        [a, b],
      ),
    );
    expect(all.rows[0]?.n).toBe(2);
  });
});

describe('delete_my_data()', () => {
  it("is refused to a visitor; deletes only the caller's ideas, guides and feedback", async () => {
    const { a, b } = await scene();
    await t.asAnon((tx) => tx.query(`select public.submit_feedback(4, 'x', $1)`, [`s-${a}`]));
    await t.asUser(b, (tx) =>
      tx.query(`insert into public.ideas (idea_text) values ('B''s idea')`),
    );
    await t.asUser(b, (tx) => tx.query(`select public.submit_feedback(4, 'x', $1)`, [`s-${b}`]));
    await expect(
      t.asAnon((tx) => tx.query(`select public.delete_my_data()`)),
    ).rejects.toMatchObject(refused);

    await t.asUser(a, (tx) => tx.query(`select public.delete_my_data()`));
    const left = await t.asServiceRole((tx) =>
      tx.query<{ a_ideas: number; b_ideas: number; b_feedback: number; visitors: number }>(
        `select
           (select count(*)::int from public.ideas where user_id = $1) as a_ideas,
           (select count(*)::int from public.ideas where user_id = $2) as b_ideas,
           (select count(*)::int from public.feedback where user_id = $2) as b_feedback,
           (select count(*)::int from public.feedback where session_id = $3) as visitors`,
        [a, b, `s-${a}`],
      ),
    );
    expect(left.rows[0]).toEqual({ a_ideas: 0, b_ideas: 1, b_feedback: 1, visitors: 1 });
  });
});

describe('trigger functions', () => {
  it('cannot be called by a visitor or a signed-in person', async () => {
    const { a } = await scene();
    for (const fn of ['enforce_ideas_quota', 'set_updated_at', 'created_at_not_in_future']) {
      await expect(t.asUser(a, (tx) => tx.query(`select public.${fn}()`))).rejects.toThrow();
      const { rows } = await t.db.query<{ anon: boolean; authenticated: boolean }>(
        `select has_function_privilege('anon', $1, 'execute') as anon,
                has_function_privilege('authenticated', $1, 'execute') as authenticated`,
        [`public.${fn}()`],
      );
      expect(rows[0], fn).toEqual({ anon: false, authenticated: false });
    }
  });
});

describe('set_step_progress()', () => {
  const tick = (tx: SqlSession, ideaId: string) =>
    tx.query<{ id: string; step_progress: unknown }>(
      `select id, step_progress from public.set_step_progress($1, 'step1', 'complete')`,
      [ideaId],
    );

  it("ticks the owner's idea only: another person changes nothing, a visitor is refused", async () => {
    const { a, b, ideaId } = await scene();
    expect((await t.asUser(b, (tx) => tick(tx, ideaId))).rows).toEqual([]);
    await expect(t.asAnon((tx) => tick(tx, ideaId))).rejects.toMatchObject(refused);
    expect((await t.asUser(a, (tx) => tick(tx, ideaId))).rows).toEqual([
      { id: ideaId, step_progress: { step1: 'complete' } },
    ]);
  });
});

describe('user_stats()', () => {
  it('is for signed-in people only', async () => {
    await expect(t.asAnon((tx) => tx.query(`select public.user_stats()`))).rejects.toMatchObject(
      refused,
    );
  });

  it("counts only the caller's rows", async () => {
    const { b } = await scene();
    const stats = await t.asUser(b, (tx) =>
      tx.query<{ s: unknown }>(`select public.user_stats() as s`),
    );
    expect(stats.rows[0]?.s).toEqual({ ideasClarified: 0, guidesCompleted: 0, feedbackGiven: 0 });
  });
});

describe('portfolios', () => {
  const read = `select user_id as id from public.portfolios`;

  async function portfolioScene() {
    const s = await scene();
    await t.asUser(s.a, (tx) =>
      tx.query(`insert into public.portfolios (focus_idea_id) values ($1)`, [s.ideaId]),
    );
    return s;
  }

  it('select: the owner reads their portfolio; another person sees nothing; a visitor is refused', async () => {
    const { a, b } = await portfolioScene();
    expect(ids(await t.asUser(a, (tx) => tx.query<{ id: string }>(read)))).toEqual([a]);
    expect(ids(await t.asUser(b, (tx) => tx.query<{ id: string }>(read)))).toEqual([]);
    await expect(t.asAnon((tx) => tx.query(read))).rejects.toMatchObject(refused);
  });

  it("insert: as oneself only, never focused on someone else's idea; a visitor is refused", async () => {
    const { a, b, ideaId } = await portfolioScene();
    await expect(
      t.asUser(b, (tx) => tx.query(`insert into public.portfolios (user_id) values ($1)`, [a])),
    ).rejects.toMatchObject(refused);
    await expect(
      t.asUser(b, (tx) =>
        tx.query(`insert into public.portfolios (focus_idea_id) values ($1)`, [ideaId]),
      ),
    ).rejects.toMatchObject(refused);
    await expect(
      t.asAnon((tx) => tx.query(`insert into public.portfolios default values`)),
    ).rejects.toMatchObject(refused);
    const mine = await t.asUser(b, (tx) =>
      tx.query<{ id: string }>(
        `insert into public.portfolios default values returning user_id as id`,
      ),
    );
    expect(ids(mine)).toEqual([b]);
  });

  it('update: the owner changes their portfolio; B changes nothing; a visitor is refused', async () => {
    const { a, b, ideaId } = await portfolioScene();
    const set = `update public.portfolios set last_triage = '{"x": "y"}' returning user_id as id`;
    expect(ids(await t.asUser(b, (tx) => tx.query<{ id: string }>(set)))).toEqual([]);
    expect(ids(await t.asUser(a, (tx) => tx.query<{ id: string }>(set)))).toEqual([a]);
    await expect(t.asAnon((tx) => tx.query(set))).rejects.toMatchObject(refused);
    // B's own row cannot point at A's idea.
    await t.asUser(b, (tx) => tx.query(`insert into public.portfolios default values`));
    await expect(
      t.asUser(b, (tx) => tx.query(`update public.portfolios set focus_idea_id = $1`, [ideaId])),
    ).rejects.toMatchObject(refused);
    await expect(
      t.asUser(a, (tx) => tx.query(`update public.portfolios set user_id = $1`, [b])),
    ).rejects.toMatchObject(refused);
  });

  it('delete: B deletes nothing; a visitor is refused; the owner deletes', async () => {
    const { a, b } = await portfolioScene();
    const del = `delete from public.portfolios returning user_id as id`;
    expect(ids(await t.asUser(b, (tx) => tx.query<{ id: string }>(del)))).toEqual([]);
    await expect(t.asAnon((tx) => tx.query(del))).rejects.toMatchObject(refused);
    expect(ids(await t.asUser(a, (tx) => tx.query<{ id: string }>(del)))).toEqual([a]);
  });
});

describe('the schema itself', () => {
  it('has RLS on every table and a policy per command, each for one named role', async () => {
    const { rows } = await t.db.query<{ tablename: string; rowsecurity: boolean }>(
      `select tablename, rowsecurity from pg_tables where schemaname = 'public' order by tablename`,
    );
    expect(
      rows.filter((row) =>
        ['feedback', 'guide_items', 'idea_guides', 'ideas', 'portfolios'].includes(row.tablename),
      ),
    ).toEqual([
      { tablename: 'feedback', rowsecurity: true },
      { tablename: 'guide_items', rowsecurity: true },
      { tablename: 'idea_guides', rowsecurity: true },
      { tablename: 'ideas', rowsecurity: true },
      { tablename: 'portfolios', rowsecurity: true },
    ]);
    // The restrictive deny-all on ai_rate_limits grants nothing, so these rules for grants skip it.
    const policies = await t.db.query<{
      roles: string[] | string;
      cmd: string;
      qual: string | null;
      with_check: string | null;
    }>(
      `select roles, cmd, qual, with_check from pg_policies where schemaname = 'public' and permissive = 'PERMISSIVE'`,
    );
    for (const policy of policies.rows) {
      expect(policy.cmd).not.toBe('ALL');
      expect(String(policy.roles)).toMatch(/^\{?(anon|authenticated)\}?$/);
      expect(`${policy.qual ?? ''} ${policy.with_check ?? ''}`).toMatch(/SELECT auth\.uid\(\)/);
    }
  });

  it('fixes the search_path of every function it defines', async () => {
    const { rows } = await t.db.query<{ proname: string; proconfig: string[] | null }>(
      `select proname, proconfig from pg_proc where pronamespace = 'public'::regnamespace`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const fn of rows) expect(fn.proconfig ?? [], fn.proname).toContain('search_path=""');
  });
});
