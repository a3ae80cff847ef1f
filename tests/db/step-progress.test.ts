import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalData } from '@/lib/backend/local/data';
import { transactionAs } from '@/lib/backend/local/sql';
import type { StepProgress } from '@/domain/model';
import { createTestDb, type TestDb } from '../support/db';
import { makeGuide, makeNewIdea } from '../support/factories';
import { seedStepProgress } from '../support/step-progress';

/**
 * Step progress written one change at a time by `public.set_step_progress`
 * (docs/decisions/030-atomic-per-item-step-progress.md) and the idea's status following it
 * (docs/decisions/029-idea-status-follows-its-guide.md), through the local adapter as the app
 * calls it; on PGlite, and on PostgreSQL 15 with DATABASE_URL (two real connections at once).
 */

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

const ALL_COMPLETE: StepProgress = {
  step1: 'complete',
  step2: 'complete',
  step3: 'complete',
  step4: 'complete',
};

/** A signed-in person with one clarified idea, its step chosen (an MVP guide of 4 steps stored unless told otherwise). */
async function ideaWithGuide({ guide = true, progress = {} as StepProgress } = {}) {
  const userId = await t.createUser(`${crypto.randomUUID()}@example.com`);
  const data = t.dataAs(userId);
  const idea = await data.ideas.create(makeNewIdea({ idea_text: 'Progress' }));
  await data.ideas.update(idea.id, { selected_next_step: 'mvp', status: 'in_progress' });
  await seedStepProgress(data.ideas, idea.id, progress);
  if (guide) await data.guides.save(idea.id, makeGuide());
  return { userId, data, id: idea.id };
}

describe('set_step_progress', () => {
  it('changes one step and keeps the others', async () => {
    const { data, id } = await ideaWithGuide({
      progress: { step1: 'complete', step2: 'in_progress' },
    });
    const idea = await data.ideas.setStepProgress(id, { step: 'step3', state: 'complete' });
    expect(idea.step_progress).toEqual({
      step1: 'complete',
      step2: 'in_progress',
      step3: 'complete',
    });
    expect((await data.ideas.get(id))?.step_progress).toEqual(idea.step_progress);
  });

  it('completes the idea when every step of its stored guide is complete (4 for an MVP guide), and unticking one brings it back to in progress', async () => {
    const { data, id } = await ideaWithGuide({
      progress: { step1: 'complete', step2: 'complete', step3: 'complete' },
    });
    const done = await data.ideas.setStepProgress(id, { step: 'step4', state: 'complete' });
    expect(done.status).toBe('completed');
    // No fifth step in a four-step guide: step5 was never needed.
    expect(done.step_progress.step5).toBeUndefined();

    const undone = await data.ideas.setStepProgress(id, { step: 'step2', state: 'not_started' });
    expect(undone.status).toBe('in_progress');
    expect((await data.ideas.get(id))?.status).toBe('in_progress');
  });

  it('needs all five steps when the idea has no stored guide', async () => {
    const { data, id } = await ideaWithGuide({ guide: false, progress: ALL_COMPLETE });
    const four = await data.ideas.setStepProgress(id, { step: 'step4', state: 'complete' });
    expect(four.status).toBe('in_progress');
    const five = await data.ideas.setStepProgress(id, { step: 'step5', state: 'complete' });
    expect(five.status).toBe('completed');
  });

  it("moves a clarified idea to in progress on its first tick, and leaves a reset one's status alone", async () => {
    const userId = await t.createUser(`${crypto.randomUUID()}@example.com`);
    const data = t.dataAs(userId);
    const idea = await data.ideas.create(makeNewIdea({ idea_text: 'Fresh', status: 'clarified' }));
    expect(
      (await data.ideas.setStepProgress(idea.id, { step: 'all', state: 'not_started' })).status,
    ).toBe('clarified');
    expect(
      (await data.ideas.setStepProgress(idea.id, { step: 'step1', state: 'in_progress' })).status,
    ).toBe('in_progress');
  });

  it("'Mark All Complete' completes the guide's steps; 'Reset All' sets all five back", async () => {
    const { data, id } = await ideaWithGuide({ progress: { step1: 'in_progress' } });
    const all = await data.ideas.setStepProgress(id, { step: 'all', state: 'complete' });
    expect(all.step_progress).toEqual(ALL_COMPLETE);
    expect(all.status).toBe('completed');

    const reset = await data.ideas.setStepProgress(id, { step: 'all', state: 'not_started' });
    expect(reset.step_progress).toEqual({
      step1: 'not_started',
      step2: 'not_started',
      step3: 'not_started',
      step4: 'not_started',
      step5: 'not_started',
    });
    expect(reset.status).toBe('in_progress');
  });

  it("says the idea no longer exists for someone else's idea, and changes nothing", async () => {
    const { id } = await ideaWithGuide({ progress: { step1: 'in_progress' } });
    const other = t.dataAs(await t.createUser(`${crypto.randomUUID()}@example.com`));
    await expect(
      other.ideas.setStepProgress(id, { step: 'step1', state: 'complete' }),
    ).rejects.toMatchObject({ message: 'This idea no longer exists.' });
    await expect(
      other.ideas.setStepProgress('not-a-uuid', { step: 'step1', state: 'complete' }),
    ).rejects.toMatchObject({ message: 'This idea no longer exists.' });
    const { rows } = await t.db.query<{ step_progress: unknown }>(
      `select step_progress from public.ideas where id = $1`,
      [id],
    );
    expect(rows[0]?.step_progress).toEqual({ step1: 'in_progress' });
  });

  it('refuses a step or a state it does not know', async () => {
    const { userId, id } = await ideaWithGuide();
    for (const [key, state] of [
      ['step6', 'complete'],
      ['step1', 'done'],
      [null, 'in_progress'],
    ] as const) {
      await expect(
        t.asUser(userId, (tx) =>
          tx.query(`select * from public.set_step_progress($1, $2, $3)`, [id, key, state]),
        ),
      ).rejects.toMatchObject({ code: '22023' });
    }
  });

  it('keeps both ticks when two writers tick different steps at the same moment', async () => {
    const { userId, data, id } = await ideaWithGuide({ progress: { step1: 'in_progress' } });
    const second = await t.secondConnection();
    try {
      const claims = { sub: userId, role: 'authenticated' } as const;
      let secondWriter: Promise<unknown> | undefined;
      let secondDone = false;
      await transactionAs(t.local, claims, async (tx) => {
        await tx.query(`select * from public.set_step_progress($1, 'step1', 'complete')`, [id]);
        // The second writer starts while the first holds the row, uncommitted.
        secondWriter = transactionAs(second.local, claims, (tx2) =>
          tx2.query(`select * from public.set_step_progress($1, 'step2', 'complete')`, [id]),
        ).then(() => {
          secondDone = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 150));
        // It waits for the first one's commit instead of writing over a map it read too early.
        expect(secondDone).toBe(false);
      });
      await secondWriter;
    } finally {
      await second.close();
    }
    expect((await data.ideas.get(id))?.step_progress).toEqual({
      step1: 'complete',
      step2: 'complete',
    });
  });

  it('keeps both ticks of two tabs saving at once through the adapter', async () => {
    const { userId, data, id } = await ideaWithGuide({
      progress: { step1: 'complete', step2: 'complete', step3: 'complete' },
    });
    const second = await t.secondConnection();
    try {
      // Two tabs of the same person, each with its own connection, each knowing only its own tick.
      const otherTab = createLocalData({
        database: async () => second.local,
        currentUserId: () => userId,
      });
      await Promise.all([
        data.ideas.setStepProgress(id, { step: 'step4', state: 'complete' }),
        otherTab.ideas.setStepProgress(id, { step: 'step5', state: 'complete' }),
      ]);
    } finally {
      await second.close();
    }
    const idea = await data.ideas.get(id);
    expect(idea?.step_progress).toEqual({ ...ALL_COMPLETE, step5: 'complete' });
    expect(idea?.status).toBe('completed');
  });
});

describe("user_stats(): 'Guides Completed' counts whole guides", () => {
  it('counts ideas whose every guide step is complete, not completed steps', async () => {
    const { data, id } = await ideaWithGuide({ progress: ALL_COMPLETE });
    // Another idea of the same person, three of its four steps ticked: no guide completed there.
    const half = await data.ideas.create(makeNewIdea({ idea_text: 'Half way' }));
    await data.ideas.update(half.id, { selected_next_step: 'mvp' });
    await seedStepProgress(data.ideas, half.id, {
      step1: 'complete',
      step2: 'complete',
      step3: 'complete',
    });
    await data.guides.save(half.id, makeGuide());
    // And one with no guide stored, four of five done.
    const noGuide = await data.ideas.create(makeNewIdea({ idea_text: 'No guide' }));
    await seedStepProgress(data.ideas, noGuide.id, ALL_COMPLETE);

    expect((await data.stats.forCurrentUser()).guidesCompleted).toBe(1);
    await data.ideas.setStepProgress(noGuide.id, { step: 'step5', state: 'complete' });
    expect((await data.stats.forCurrentUser()).guidesCompleted).toBe(2);
    await data.ideas.setStepProgress(id, { step: 'step1', state: 'not_started' });
    expect((await data.stats.forCurrentUser()).guidesCompleted).toBe(1);
  });
});
