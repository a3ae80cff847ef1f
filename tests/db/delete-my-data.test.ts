import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../support/db';
import { makeGuide, makeNewFeedback, makeNewIdea } from '../support/factories';

/**
 * 'Delete all my data' is one transaction (public.delete_my_data()): the person's ideas, guides,
 * step progress and feedback all go, or none do; nobody else's rows are touched. On PGlite and,
 * with DATABASE_URL, on PostgreSQL 15.
 */

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

/** A person with an idea (ticked, with a guide) and a piece of feedback sent while signed in. */
async function personWithData() {
  const id = await t.createUser(`${crypto.randomUUID()}@example.com`);
  const data = t.dataAs(id);
  const idea = await data.ideas.create(makeNewIdea());
  await data.ideas.setStepProgress(idea.id, { step: 'step1', state: 'complete' });
  await data.guides.save(idea.id, makeGuide());
  await data.feedback.submit(makeNewFeedback());
  return { id, data, ideaId: idea.id };
}

async function rowsOf(userId: string) {
  const { rows } = await t.db.query<{ ideas: number; guides: number; feedback: number }>(
    `select
       (select count(*)::int from public.ideas where user_id = $1) as ideas,
       (select count(*)::int from public.idea_guides g join public.ideas i on i.id = g.idea_id
         where i.user_id = $1) as guides,
       (select count(*)::int from public.feedback where user_id = $1) as feedback`,
    [userId],
  );
  return rows[0];
}

describe('delete all my data', () => {
  it('deletes the person’s ideas, guides, progress and feedback, and nobody else’s', async () => {
    const a = await personWithData();
    const b = await personWithData();
    expect(await rowsOf(a.id)).toEqual({ ideas: 1, guides: 1, feedback: 1 });

    await a.data.privacy.deleteAllMyData();

    expect(await rowsOf(a.id)).toEqual({ ideas: 0, guides: 0, feedback: 0 });
    expect(await rowsOf(b.id)).toEqual({ ideas: 1, guides: 1, feedback: 1 });
    expect(await a.data.stats.forCurrentUser()).toEqual({
      ideasClarified: 0,
      guidesCompleted: 0,
      feedbackGiven: 0,
    });
  });

  it('deletes nothing when any part fails: one transaction', async () => {
    const a = await personWithData();
    // The feedback part fails after the ideas part has run.
    await t.db.exec(`
      create function public.test_refuse_delete() returns trigger language plpgsql
        set search_path = '' as $$ begin raise exception 'disk on fire'; end; $$;
      create trigger test_refuse_delete before delete on public.feedback
        for each row execute function public.test_refuse_delete();
    `);
    try {
      await expect(a.data.privacy.deleteAllMyData()).rejects.toThrow();
    } finally {
      await t.db.exec(`
        drop trigger test_refuse_delete on public.feedback;
        drop function public.test_refuse_delete();
      `);
    }
    expect(await rowsOf(a.id)).toEqual({ ideas: 1, guides: 1, feedback: 1 });
  });

  it('is refused to a visitor, in the app and in the database', async () => {
    await expect(t.dataAs(null).privacy.deleteAllMyData()).rejects.toMatchObject({ status: 401 });
    await expect(
      t.asAnon((tx) => tx.query(`select public.delete_my_data()`)),
    ).rejects.toMatchObject({ code: '42501' });
  });
});
