import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalData } from '@/lib/backend/local/data';
import { transactionAs } from '@/lib/backend/local/sql';
import { createTestDb, type TestDb } from '../support/db';
import { makeGuide, makeNewIdea } from '../support/factories';

/**
 * No client path writes the whole `step_progress` map
 * (docs/decisions/062-no-whole-map-writes-of-step-progress.md): choosing a step goes through
 * `public.choose_step`, and `authenticated` may no longer update the column itself. On PGlite, and
 * on PostgreSQL 15 with DATABASE_URL (two real connections).
 */

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

/** A person with an idea whose MVP step was chosen (a 4-step guide stored), step 1 in progress. */
async function ideaWithChosenStep() {
  const userId = await t.createUser(`${crypto.randomUUID()}@example.com`);
  const data = t.dataAs(userId);
  const idea = await data.ideas.create(makeNewIdea({ idea_text: 'Choosing steps' }));
  await data.guides.save(idea.id, makeGuide());
  await data.ideas.update(idea.id, { selected_next_step: 'mvp' });
  await data.ideas.setStepProgress(idea.id, { step: 'step1', state: 'in_progress' });
  return { userId, data, id: idea.id, claims: { sub: userId, role: 'authenticated' } as const };
}

describe('a tick made in another tab survives choosing the step again', () => {
  it("refuses the re-pick's whole-map update after another connection's tick, and the tick stays", async () => {
    const { data, id, claims } = await ideaWithChosenStep();
    const second = await t.secondConnection();
    try {
      // Tab B ticks step 2.
      await transactionAs(second.local, claims, (tx) =>
        tx.query(`select * from public.set_step_progress($1, 'step2', 'complete')`, [id]),
      );
      // Tab A, which never saw that tick, writes the map it holds.
      await expect(
        transactionAs(t.local, claims, (tx) =>
          tx.query(
            `update public.ideas set step_progress = '{"step1":"in_progress"}'::jsonb where id = $1`,
            [id],
          ),
        ),
      ).rejects.toMatchObject({ code: '42501' });
    } finally {
      await second.close();
    }
    expect((await data.ideas.get(id))?.step_progress).toEqual({
      step1: 'in_progress',
      step2: 'complete',
    });
  });

  it("choosing the same step again keeps the database's ticks, including another tab's", async () => {
    const { userId, data, id } = await ideaWithChosenStep();
    const second = await t.secondConnection();
    try {
      const otherTab = createLocalData({
        database: async () => second.local,
        currentUserId: () => userId,
      });
      await otherTab.ideas.setStepProgress(id, { step: 'step2', state: 'complete' });
    } finally {
      await second.close();
    }
    const idea = await data.ideas.chooseStep(id, 'mvp');
    expect(idea.step_progress).toEqual({ step1: 'in_progress', step2: 'complete' });
    expect(idea.selected_next_step).toBe('mvp');
    expect(idea.status).toBe('in_progress');
  });

  it('waits for a tick that holds the row, then keeps it', async () => {
    const { id, data, claims } = await ideaWithChosenStep();
    const second = await t.secondConnection();
    try {
      let choice: Promise<unknown> | undefined;
      await transactionAs(t.local, claims, async (tx) => {
        await tx.query(`select * from public.set_step_progress($1, 'step3', 'complete')`, [id]);
        choice = transactionAs(second.local, claims, (tx2) =>
          tx2.query(`select * from public.choose_step($1, 'mvp')`, [id]),
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
      await choice;
    } finally {
      await second.close();
    }
    expect((await data.ideas.get(id))?.step_progress).toEqual({
      step1: 'in_progress',
      step3: 'complete',
    });
  });
});

describe('choose_step', () => {
  it('starts another step afresh with step 1 in progress', async () => {
    const { data, id } = await ideaWithChosenStep();
    await data.ideas.setStepProgress(id, { step: 'step2', state: 'complete' });
    const idea = await data.ideas.chooseStep(id, 'research');
    expect(idea.selected_next_step).toBe('research');
    expect(idea.step_progress).toEqual({ step1: 'in_progress' });
    expect(idea.status).toBe('in_progress');
  });

  it('keeps a finished guide completed when its step is chosen again', async () => {
    const { data, id } = await ideaWithChosenStep();
    await data.ideas.setStepProgress(id, { step: 'all', state: 'complete' });
    expect((await data.ideas.get(id))?.status).toBe('completed');
    expect((await data.ideas.chooseStep(id, 'mvp')).status).toBe('completed');
  });

  it("changes nobody else's idea, and refuses a step it does not know", async () => {
    const { userId, id } = await ideaWithChosenStep();
    const other = t.dataAs(await t.createUser(`${crypto.randomUUID()}@example.com`));
    await expect(other.ideas.chooseStep(id, 'research')).rejects.toMatchObject({
      message: 'This idea no longer exists.',
    });
    await expect(
      other.ideas.setStepProgress(id, { step: 'step2', state: 'complete' }),
    ).rejects.toMatchObject({ message: 'This idea no longer exists.' });
    await expect(
      t.asUser(userId, (tx) => tx.query(`select * from public.choose_step($1, 'party')`, [id])),
    ).rejects.toMatchObject({ code: '22023' });
    const { rows } = await t.db.query<{ selected_next_step: string; step_progress: unknown }>(
      `select selected_next_step, step_progress from public.ideas where id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ selected_next_step: 'mvp', step_progress: { step1: 'in_progress' } });
  });

  it('is not for visitors', async () => {
    const { id } = await ideaWithChosenStep();
    await expect(
      t.asAnon((tx) => tx.query(`select * from public.choose_step($1, 'mvp')`, [id])),
    ).rejects.toMatchObject({ code: '42501' });
  });
});
