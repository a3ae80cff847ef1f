import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalData } from '@/lib/backend/local/data';
import { transactionAs } from '@/lib/backend/local/sql';
import { createTestDb, type TestDb } from '../support/db';
import { makeGuide, makeNewIdea } from '../support/factories';

/**
 * Guide items, one row each (docs/decisions/040-guide-items-one-row-each.md): sub-steps, bullet
 * ticks and time spent, each written alone, through the local adapter as the app calls it; on
 * PGlite, and on PostgreSQL 15 with DATABASE_URL (two real connections at once).
 */

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

/** A signed-in person with one idea and its stored MVP guide. */
async function ideaWithGuide() {
  const userId = await t.createUser(`${crypto.randomUUID()}@example.com`);
  const data = t.dataAs(userId);
  const idea = await data.ideas.create(makeNewIdea({ idea_text: 'Items' }));
  await data.ideas.update(idea.id, { selected_next_step: 'mvp' });
  await data.guides.save(idea.id, makeGuide());
  return { userId, data, id: idea.id };
}

const checkViolation = (constraint: string) => ({ code: '23514', constraint });
const SUB_STEPS = [
  { title: 'Open a blank page', minutes: 5 },
  { title: 'Write three features', minutes: 10 },
  { title: 'Circle the one that matters', minutes: null },
];

describe('guide items through the adapter', () => {
  it('keeps ticked bullets, sub-steps and time spent with the guide, in key order', async () => {
    const { data, id } = await ideaWithGuide();
    expect(await data.guides.items(id, 'mvp')).toEqual([]);

    await data.guides.setItemDone(id, 'mvp', 's1.b2', true);
    await data.guides.replaceSubSteps(id, 'mvp', 's1', SUB_STEPS);
    await data.guides.setItemDone(id, 'mvp', 's1.2', true);
    await data.guides.addItemTime(id, 'mvp', 's1', 90);
    const timed = await data.guides.addItemTime(id, 'mvp', 's1', 30);
    expect(timed).toMatchObject({ key: 's1', secondsSpent: 120 });

    expect(await data.guides.items(id, 'mvp')).toEqual([
      { key: 's1', title: null, minutes: null, done: false, secondsSpent: 120 },
      { key: 's1.1', title: 'Open a blank page', minutes: 5, done: false, secondsSpent: 0 },
      { key: 's1.2', title: 'Write three features', minutes: 10, done: true, secondsSpent: 0 },
      {
        key: 's1.3',
        title: 'Circle the one that matters',
        minutes: null,
        done: false,
        secondsSpent: 0,
      },
      { key: 's1.b2', title: null, minutes: null, done: true, secondsSpent: 0 },
    ]);
    // Another guide of the same idea has none of them.
    expect(await data.guides.items(id, 'research')).toEqual([]);
  });

  it("breaking a step again replaces its sub-steps and theirs, keeps its bullets and other steps' items; Undo puts them back", async () => {
    const { data, id } = await ideaWithGuide();
    await data.guides.setItemDone(id, 'mvp', 's1.b1', true);
    await data.guides.replaceSubSteps(id, 'mvp', 's1', SUB_STEPS);
    await data.guides.replaceSubSteps(id, 'mvp', 's1.2', [{ title: 'Smaller', minutes: 3 }]);
    await data.guides.replaceSubSteps(id, 'mvp', 's2', [{ title: 'Other step', minutes: 4 }]);
    await data.guides.setItemDone(id, 'mvp', 's1.1', true);
    const before = (await data.guides.items(id, 'mvp')).filter(
      (item) => item.key.startsWith('s1.') && item.title,
    );

    await data.guides.replaceSubSteps(id, 'mvp', 's1', [{ title: 'Just start', minutes: 5 }]);
    expect((await data.guides.items(id, 'mvp'))[0]).toEqual({
      key: 's1.1',
      title: 'Just start',
      minutes: 5,
      done: false,
      secondsSpent: 0,
    });
    expect((await data.guides.items(id, 'mvp')).map((item) => item.key)).toEqual([
      's1.1',
      's1.b1',
      's2.1',
    ]);

    // Undo: the previous sub-steps of step 1 and theirs, with their ticks, in one call.
    const level = (prefix: string) =>
      before.filter((item) =>
        new RegExp(`^${prefix.replaceAll('.', '\\.')}\\.[1-7]$`).test(item.key),
      );
    await data.guides.replaceSubSteps(
      id,
      'mvp',
      's1',
      level('s1').map((item) => ({ ...toNew(item), subSteps: level(item.key).map(toNew) })),
    );
    expect(
      (await data.guides.items(id, 'mvp')).filter(
        (item) => item.key.startsWith('s1.') && item.title,
      ),
    ).toEqual(before);
  });

  it("says the idea no longer exists for someone else's guide, a guide not stored or a sub-step never written", async () => {
    const { id } = await ideaWithGuide();
    const other = t.dataAs(await t.createUser(`${crypto.randomUUID()}@example.com`));
    const gone = { message: 'This idea no longer exists.' };
    await expect(other.guides.setItemDone(id, 'mvp', 's1.b1', true)).rejects.toMatchObject(gone);
    await expect(other.guides.addItemTime(id, 'mvp', 's1', 5)).rejects.toMatchObject(gone);
    await expect(other.guides.replaceSubSteps(id, 'mvp', 's1', SUB_STEPS)).rejects.toMatchObject(
      gone,
    );
    expect(await other.guides.items(id, 'mvp')).toEqual([]);

    const { data } = await ideaWithGuide();
    await expect(data.guides.setItemDone(id, 'research', 's1.b1', true)).rejects.toMatchObject(
      gone,
    );
    const own = await ideaWithGuide();
    await expect(own.data.guides.setItemDone(own.id, 'mvp', 's3.4', true)).rejects.toMatchObject(
      gone,
    );
    await expect(
      own.data.guides.setItemDone('not-a-uuid', 'mvp', 's1.b1', true),
    ).rejects.toMatchObject(gone);
  });

  it("keeps 'Start here' (s0) ticked and timed, before step 1, and refuses a title or a bullet's place for it", async () => {
    const { userId, data, id } = await ideaWithGuide();
    await data.guides.setItemDone(id, 'mvp', 's0', true);
    await data.guides.addItemTime(id, 'mvp', 's0', 200);
    await data.guides.addItemTime(id, 'mvp', 's0', 100);
    await data.guides.setItemDone(id, 'mvp', 's1.b1', true);
    expect(await data.guides.items(id, 'mvp')).toEqual([
      { key: 's0', title: null, minutes: null, done: true, secondsSpent: 300 },
      { key: 's1.b1', title: null, minutes: null, done: true, secondsSpent: 0 },
    ]);
    expect(await data.guides.setItemDone(id, 'mvp', 's0', false)).toMatchObject({
      key: 's0',
      done: false,
      secondsSpent: 300,
    });
    for (const key of ['s0.1', 's0.b1', 's00'])
      await expect(
        t.asUser(userId, (tx) =>
          tx.query(`select * from public.set_guide_item_done($1, 'mvp', $2, true)`, [id, key]),
        ),
        key,
      ).rejects.toMatchObject({ code: '22023' });
    await expect(
      t.asUser(userId, (tx) =>
        tx.query(
          `insert into public.guide_items (idea_id, kind, item_key, title) values ($1, 'mvp', 's0.1', 'x')`,
          [id],
        ),
      ),
    ).rejects.toMatchObject(checkViolation('guide_items_key_valid'));
  });

  it('goes with its idea', async () => {
    const { data, id } = await ideaWithGuide();
    await data.guides.replaceSubSteps(id, 'mvp', 's1', SUB_STEPS);
    await data.ideas.remove(id);
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from public.guide_items where idea_id = $1`,
      [id],
    );
    expect(rows[0]?.n).toBe(0);
  });
});

const toNew = (item: {
  title: string | null;
  minutes: number | null;
  done: boolean;
  secondsSpent: number;
}) => ({
  title: item.title ?? '',
  minutes: item.minutes,
  done: item.done,
  secondsSpent: item.secondsSpent,
});

describe('guide items are bounded', () => {
  const insert = (userId: string, id: string, columns: string, values: string) =>
    t.asUser(userId, (tx) =>
      tx.query(
        `insert into public.guide_items (idea_id, kind, ${columns}) values ($1, 'mvp', ${values})`,
        [id],
      ),
    );

  it('refuses keys outside steps 1-5, sub-steps 1-7 two levels deep and bullets 1-9', async () => {
    const { userId, id } = await ideaWithGuide();
    for (const key of ['s6', 's1.8', 's1.1.1.1', 's1.b10', 's1.1.b1', 'step1', 's1.%'])
      await expect(insert(userId, id, 'item_key', `'${key}'`), key).rejects.toMatchObject(
        checkViolation('guide_items_key_valid'),
      );
  });

  it('refuses a sub-step without a title, a title on a bullet, 241 characters, an estimate out of range, time on a bullet or past a year', async () => {
    const { userId, id } = await ideaWithGuide();
    const cases: [string, string, string][] = [
      ['item_key', `'s1.1'`, 'guide_items_title_for_sub_steps'],
      ['item_key, title', `'s1.b1', 'x'`, 'guide_items_title_for_sub_steps'],
      ['item_key, title', `'s1.1', repeat('x', 241)`, 'guide_items_title_length'],
      ['item_key, title', `'s1.1', ''`, 'guide_items_title_length'],
      ['item_key, title, estimate_minutes', `'s1.1', 'x', 0`, 'guide_items_estimate_range'],
      ['item_key, title, estimate_minutes', `'s1.1', 'x', 601`, 'guide_items_estimate_range'],
      ['item_key, estimate_minutes', `'s1', 5`, 'guide_items_estimate_range'],
      ['item_key, seconds_spent', `'s1.b1', 5`, 'guide_items_bullets_untimed'],
      ['item_key, seconds_spent', `'s1', 31536001`, 'guide_items_seconds_range'],
      ['item_key, seconds_spent', `'s1', -1`, 'guide_items_seconds_range'],
    ];
    for (const [columns, values, constraint] of cases)
      await expect(insert(userId, id, columns, values), values).rejects.toMatchObject(
        checkViolation(constraint),
      );
    await insert(userId, id, 'item_key, title, estimate_minutes', `'s1.1', repeat('x', 240), 600`);
  });

  it('refuses items of a guide that is not stored', async () => {
    const userId = await t.createUser(`${crypto.randomUUID()}@example.com`);
    const idea = await t.dataAs(userId).ideas.create(makeNewIdea());
    await expect(insert(userId, idea.id, 'item_key', `'s1'`)).rejects.toMatchObject({
      code: '23503',
    });
  });

  it('the functions refuse what they do not keep: bad keys, 0 s or more than a day, eight sub-steps, a third level', async () => {
    const { userId, id } = await ideaWithGuide();
    const calls: [string, unknown[]][] = [
      [`select * from public.set_guide_item_done($1, 'mvp', 's1', true)`, []],
      [`select * from public.set_guide_item_done($1, 'mvp', 's1.b1', null)`, []],
      [`select * from public.add_guide_item_time($1, 'mvp', 's1.b1', 5)`, []],
      [`select * from public.add_guide_item_time($1, 'mvp', 's1', 0)`, []],
      [`select * from public.add_guide_item_time($1, 'mvp', 's1', 86401)`, []],
      [`select public.replace_sub_steps($1, 'mvp', 's1.1.1', '[]')`, []],
      [`select public.replace_sub_steps($1, 'mvp', 's1', '{}')`, []],
      [`select public.replace_sub_steps($1, 'mvp', 's1', '[1]')`, []],
      [
        `select public.replace_sub_steps($1, 'mvp', 's1.1', '[{"title": "x", "subSteps": [{"title": "y"}]}]')`,
        [],
      ],
      [
        `select public.replace_sub_steps($1, 'mvp', 's1', $2::jsonb)`,
        [JSON.stringify(Array.from({ length: 8 }, () => ({ title: 'x' })))],
      ],
    ];
    for (const [sql, params] of calls)
      await expect(
        t.asUser(userId, (tx) => tx.query(sql, [id, ...params])),
        sql,
      ).rejects.toMatchObject({ code: '22023' });
  });
});

describe('two writers at once', () => {
  it('keep both ticks and both times when two connections write items of one guide at the same moment', async () => {
    const { userId, data, id } = await ideaWithGuide();
    await data.guides.replaceSubSteps(id, 'mvp', 's1', SUB_STEPS);
    const claims = { sub: userId, role: 'authenticated' } as const;
    /** One writer's three writes in one transaction: a tick, time on step 1, a sub-step's tick. */
    const writes = (bullet: string, seconds: number, subStep: string) =>
      [
        [`select * from public.set_guide_item_done($1, 'mvp', $2, true)`, [id, bullet]],
        [`select * from public.add_guide_item_time($1, 'mvp', 's1', $2)`, [id, seconds]],
        [`select * from public.set_guide_item_done($1, 'mvp', $2, true)`, [id, subStep]],
      ] as const;
    const other = await t.secondConnection();
    let otherFinished = false;
    let otherWriter: Promise<void> = Promise.resolve();
    try {
      await transactionAs(t.local, claims, async (tx) => {
        for (const [sql, params] of writes('s1.b1', 60, 's1.1')) await tx.query(sql, [...params]);
        // The other connection writes while these three are not committed yet.
        otherWriter = transactionAs(other.local, claims, async (otherTx) => {
          for (const [sql, params] of writes('s1.b2', 45, 's1.2'))
            await otherTx.query(sql, [...params]);
        }).then(() => {
          otherFinished = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 150));
        // Its time for step 1 waits for this one's commit instead of writing over it.
        expect(otherFinished).toBe(false);
      });
      await otherWriter;
    } finally {
      await other.close();
    }
    const items = await data.guides.items(id, 'mvp');
    expect(items.find((item) => item.key === 's1')?.secondsSpent).toBe(105);
    expect(items.filter((item) => item.done).map((item) => item.key)).toEqual([
      's1.1',
      's1.2',
      's1.b1',
      's1.b2',
    ]);
  });

  it('keep every tick and every second of two tabs saving at once through the adapter', async () => {
    const { userId, data, id } = await ideaWithGuide();
    await data.guides.replaceSubSteps(id, 'mvp', 's2', SUB_STEPS);
    const second = await t.secondConnection();
    try {
      const otherTab = createLocalData({
        database: async () => second.local,
        currentUserId: () => userId,
      });
      // Each tab knows only its own writes and sends them one after another, as a tab does; the
      // two tabs' writes interleave.
      const inTurn = async (calls: (() => Promise<unknown>)[]) => {
        for (const call of calls) await call();
      };
      await Promise.all([
        inTurn([
          ...[1, 2, 3].map((n) => () => data.guides.setItemDone(id, 'mvp', `s2.b${n}`, true)),
          ...[10, 20, 30].map((s) => () => data.guides.addItemTime(id, 'mvp', 's2.1', s)),
          () => data.guides.setItemDone(id, 'mvp', 's2.2', true),
        ]),
        inTurn([
          ...[4, 5, 6].map((n) => () => otherTab.guides.setItemDone(id, 'mvp', `s2.b${n}`, true)),
          ...[1, 2, 3].map((s) => () => otherTab.guides.addItemTime(id, 'mvp', 's2.1', s)),
          () => otherTab.guides.setItemDone(id, 'mvp', 's2.3', true),
        ]),
      ]);
    } finally {
      await second.close();
    }
    const items = await data.guides.items(id, 'mvp');
    expect(items.find((item) => item.key === 's2.1')?.secondsSpent).toBe(66);
    expect(items.filter((item) => item.done).map((item) => item.key)).toEqual([
      's2.2',
      's2.3',
      's2.b1',
      's2.b2',
      's2.b3',
      's2.b4',
      's2.b5',
      's2.b6',
    ]);
  });

  it('two breakdowns of one step at once leave one whole set of sub-steps, not a mix', async () => {
    const { userId, data, id } = await ideaWithGuide();
    const second = await t.secondConnection();
    try {
      const otherTab = createLocalData({
        database: async () => second.local,
        currentUserId: () => userId,
      });
      await Promise.all([
        data.guides.replaceSubSteps(id, 'mvp', 's3', SUB_STEPS),
        otherTab.guides.replaceSubSteps(id, 'mvp', 's3', [
          { title: 'Other A', minutes: 1 },
          { title: 'Other B', minutes: 2 },
        ]),
      ]);
    } finally {
      await second.close();
    }
    const titles = (await data.guides.items(id, 'mvp')).map((item) => item.title);
    expect([SUB_STEPS.map((s) => s.title), ['Other A', 'Other B']]).toContainEqual(titles);
  });
});

describe('how many guide items one person keeps', () => {
  const countOf = async (userId: string) =>
    (
      await t.db.query<{ items: number }>(
        `select items from public.guide_item_counts where user_id = $1`,
        [userId],
      )
    ).rows[0]?.items ?? 0;

  it('refuses the 20,001st item of a person; deleting items gives their places back', async () => {
    const { userId, data, id } = await ideaWithGuide();
    await data.guides.setItemDone(id, 'mvp', 's1.b1', true);
    await data.guides.setItemDone(id, 'mvp', 's1.b2', true);
    expect(await countOf(userId)).toBe(2);

    // Stands in for 19,998 items written before: one more fits, the next is refused.
    await t.db.query(`update public.guide_item_counts set items = 19999 where user_id = $1`, [
      userId,
    ]);
    await data.guides.setItemDone(id, 'mvp', 's1.b3', true);
    await expect(
      t.asUser(userId, (tx) =>
        tx.query(`select * from public.set_guide_item_done($1, 'mvp', 's1.b4', true)`, [id]),
      ),
    ).rejects.toMatchObject(checkViolation('guide_items_per_person_quota'));
    // Through the app, the refusal is a sentence.
    await expect(data.guides.setItemDone(id, 'mvp', 's1.b4', true)).rejects.toMatchObject({
      message: expect.stringContaining('Your guides hold 20,000 ticks, sub-steps and times'),
    });
    expect(await countOf(userId)).toBe(20000);

    // An item deleted, then the guide with its items, then the idea: each gives its places back.
    await t.asUser(userId, (tx) =>
      tx.query(`delete from public.guide_items where idea_id = $1 and item_key = 's1.b3'`, [id]),
    );
    expect(await countOf(userId)).toBe(19999);
    await data.guides.setItemDone(id, 'mvp', 's1.b3', true);
    await data.ideas.remove(id);
    expect(await countOf(userId)).toBe(19997);
  });

  it('counts the items of each person apart, and never below what they keep', async () => {
    const first = await ideaWithGuide();
    const second = await ideaWithGuide();
    await first.data.guides.replaceSubSteps(first.id, 'mvp', 's1', SUB_STEPS);
    await second.data.guides.setItemDone(second.id, 'mvp', 's2.b1', true);
    expect([await countOf(first.userId), await countOf(second.userId)]).toEqual([3, 1]);
    // Breaking the step again replaces its sub-steps: still three.
    await first.data.guides.replaceSubSteps(first.id, 'mvp', 's1', SUB_STEPS);
    expect(await countOf(first.userId)).toBe(3);
    // The count is no browser role's to read or change.
    await expect(
      t.asUser(first.userId, (tx) =>
        tx.query(`update public.guide_item_counts set items = 0 where user_id = $1`, [
          first.userId,
        ]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
  });
});
