import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../support/db';
import { makeNewIdea } from '../support/factories';

/**
 * No function the API need not expose can be called through it, and no argument makes one loop
 * without bound (docs/decisions/070-function-grants.md). On PGlite and, with DATABASE_URL, on
 * PostgreSQL 15.
 */

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

const refused = { code: '42501' };
const invalid = { code: '22023' };
const ALL_COMPLETE = JSON.stringify(
  Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`step${n}`, 'complete'])),
);

const HELPERS = [
  `select public.are_steps_complete('{}', 2000000000)`,
  `select public.status_for_progress('{}', 2000000000, 'clarified')`,
  `select public.guide_step_count('{"steps": []}')`,
];

describe('helpers the API need not expose', () => {
  it('are refused to a visitor and to a signed-in person', async () => {
    const userId = await t.createUser(`${crypto.randomUUID()}@example.com`);
    for (const call of HELPERS) {
      await expect(t.asAnon((tx) => tx.query(call))).rejects.toMatchObject(refused);
      await expect(t.asUser(userId, (tx) => tx.query(call))).rejects.toMatchObject(refused);
    }
  });

  it('leave the checks of a write to the person writing, and nothing to a visitor', async () => {
    const userId = await t.createUser(`${crypto.randomUUID()}@example.com`);
    for (const call of [
      `select public.is_valid_step_progress('{}')`,
      `select public.are_valid_tags('{a}')`,
    ]) {
      await expect(t.asAnon((tx) => tx.query(call))).rejects.toMatchObject(refused);
      await t.asUser(userId, (tx) => tx.query(call));
    }
  });

  it('still let a signed-in person tick steps and read their numbers', async () => {
    const userId = await t.createUser(`${crypto.randomUUID()}@example.com`);
    const data = t.dataAs(userId);
    const idea = await data.ideas.create(makeNewIdea({ idea_text: 'Grants' }));
    await data.ideas.setStepProgress(idea.id, { step: 'step1', state: 'complete' });
    const done = await data.ideas.setStepProgress(idea.id, { step: 'all', state: 'complete' });
    expect(done.status).toBe('completed');
    expect(await data.stats.forCurrentUser()).toMatchObject({ guidesCompleted: 1 });
  });
});

describe('numeric arguments are bounded', () => {
  it('are_steps_complete looks at five steps at most, however many it is told', async () => {
    // Enough steps to take seconds before the bound on each engine (PGlite is the slower).
    const steps = t.engine === 'pglite' ? 1_000_000 : 20_000_000;
    const started = performance.now();
    const { rows } = await t.db.query<{ done: boolean; five: boolean; none: boolean }>(
      `select public.are_steps_complete($1::jsonb, $2::int) as done,
              public.are_steps_complete($1::jsonb, 5) as five,
              public.are_steps_complete($1::jsonb, -1) as none`,
      [ALL_COMPLETE, steps],
    );
    // Millions of steps took seconds; five take nothing.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(rows).toEqual([{ done: false, five: true, none: false }]);
  }, 120_000);

  it('the rate-limit functions refuse a window, a limit or a list of buckets out of range', async () => {
    for (const call of [
      `select * from public.ai_rate_limit_hit('b', 2000000000)`,
      `select * from public.ai_rate_limit_hit('b', 5, interval '100 years')`,
      `select * from public.ai_rate_limit_check(array_fill('b'::text, array[9]), array_fill(5, array[9]))`,
      `select * from public.ai_rate_limit_check(array['b'], array[-1])`,
      `select * from public.rate_limit_take('feedback', array['b'], array[5], interval '1 year')`,
    ])
      await expect(t.asServiceRole((tx) => tx.query(call))).rejects.toMatchObject(invalid);
  });
});
