import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackendError } from '@/domain/errors';
import { createTestDb, type TestDb } from '../support/db';
import { makeGuide, makeNewIdea, makeStructuredData } from '../support/factories';

/**
 * Bounded rows (docs/decisions/034-bounded-rows-and-quotas.md): every jsonb column has a size
 * check, a person keeps at most 5,000 ideas, and guides are bounded by ideas; each refusal reaches
 * the app as a sentence. On PGlite and, with DATABASE_URL, on PostgreSQL 15.
 */

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

/** A new account and the local adapter's data part signed in as it. */
const person = async () => {
  const id = await t.createUser(`bounded-${crypto.randomUUID()}@example.com`);
  return { id, data: t.dataAs(id) };
};

const checkViolation = (constraint: string) => ({ code: '23514', constraint });

describe('size of every jsonb column', () => {
  it('refuses 50 MB of structured_data, and says so in the app', async () => {
    const a = await person();
    const huge = JSON.stringify({ problem: 'x'.repeat(50 * 1024 * 1024) });
    await expect(
      t.asUser(a.id, (tx) =>
        tx.query(`insert into public.ideas (idea_text, structured_data) values ('x', $1::jsonb)`, [
          huge,
        ]),
      ),
    ).rejects.toMatchObject(checkViolation('ideas_structured_data_size'));

    const refusal = await a.data.ideas
      .create(
        makeNewIdea({ structured_data: { ...makeStructuredData(), problem: 'p'.repeat(30_000) } }),
      )
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BackendError);
    expect(refusal).toMatchObject({
      message: 'The clarification of this idea is too large to save.',
    });
  });

  it('takes a clarification of 19 kB', async () => {
    const a = await person();
    const idea = await a.data.ideas.create(
      makeNewIdea({ structured_data: { ...makeStructuredData(), problem: 'p'.repeat(19_000) } }),
    );
    expect(idea.structured_data?.problem).toHaveLength(19_000);
  });

  it('refuses a guide over 20 kB, and says so in the app', async () => {
    const a = await person();
    const idea = await a.data.ideas.create(makeNewIdea());
    const refusal = await a.data.guides
      .save(idea.id, makeGuide({ extras: ['e'.repeat(25_000)] }))
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ message: 'This guide is too large to save.' });
  });

  it('refuses a step-progress map over 1 kB even when its keys are checked later', async () => {
    const a = await person();
    await expect(
      t.asUser(a.id, (tx) =>
        tx.query(`insert into public.ideas (idea_text, step_progress) values ('x', $1::jsonb)`, [
          JSON.stringify({ step1: 'x'.repeat(2000) }),
        ]),
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

/** Seeds rows as the superuser without the quota trigger, which would count once per seeded row. */
async function seedWithoutTrigger(table: string, trigger: string, sql: string, params: unknown[]) {
  await t.local.transaction(async (tx) => {
    await tx.exec(`alter table public.${table} disable trigger ${trigger}`);
    await tx.query(sql, params);
    await tx.exec(`alter table public.${table} enable trigger ${trigger}`);
  });
}

describe('per-person quotas', () => {
  it('refuses the 5,001st idea of a person, with a sentence; another person still saves', async () => {
    const a = await person();
    await seedWithoutTrigger(
      'ideas',
      'ideas_per_person_quota',
      `insert into public.ideas (user_id, idea_text) select $1, 'idea ' || n from generate_series(1, 5000) as n`,
      [a.id],
    );
    await expect(
      t.asUser(a.id, (tx) => tx.query(`insert into public.ideas (idea_text) values ('one more')`)),
    ).rejects.toMatchObject(checkViolation('ideas_per_person_quota'));
    const refusal = await a.data.ideas.create(makeNewIdea()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BackendError);
    expect(refusal).toMatchObject({
      message:
        'You have 5,000 saved ideas, the most Clarity keeps for one person. Delete some ideas to save new ones.',
    });

    const b = await person();
    await b.data.ideas.create(makeNewIdea());
    // Deleting one makes room again.
    await t.db.query(
      `delete from public.ideas where id = (select id from public.ideas where user_id = $1 limit 1)`,
      [a.id],
    );
    await a.data.ideas.create(makeNewIdea());
  });

  it('bounds guides by ideas: one per idea and kind, five kinds, so at most 25,000 a person', async () => {
    const a = await person();
    const idea = await a.data.ideas.create(makeNewIdea());
    for (const kind of ['mvp', 'research', 'audience', 'monetization', 'explore'] as const)
      await a.data.guides.save(idea.id, makeGuide({ kind }));
    // Saving a kind again replaces its guide.
    await a.data.guides.save(idea.id, makeGuide({ kind: 'mvp', extras: ['Again'] }));
    await expect(
      t.asUser(a.id, (tx) =>
        tx.query(
          `insert into public.idea_guides (idea_id, kind, guide) values ($1, 'sixth', '{}')`,
          [idea.id],
        ),
      ),
    ).rejects.toMatchObject(checkViolation('idea_guides_kind_valid'));
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from public.idea_guides where idea_id = $1`,
      [idea.id],
    );
    expect(rows[0]!.n).toBe(5);
    expect(await a.data.guides.get(idea.id, 'mvp')).toMatchObject({ extras: ['Again'] });
  });
});
