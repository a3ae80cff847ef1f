import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackendError } from '@/lib/backend/port';
import { createTestDb, type TestDb } from '../support/db';
import { makeNewIdea, makeStructuredData } from '../support/factories';

/**
 * Parked ideas and the portfolio row (docs/decisions/042-parked-status-and-the-portfolio-row.md),
 * through the local adapter on a real database (PGlite, or PostgreSQL 15 with DATABASE_URL): the
 * constraints, 'Unpark', the shelf's read, the saved focus, triage and 'Not now'.
 */

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

const person = async () => {
  const id = await t.createUser(`portfolio-${crypto.randomUUID()}@example.com`);
  return { id, data: t.dataAs(id) };
};

const checkViolation = (constraint: string) => ({ code: '23514', constraint });

describe('the parked status', () => {
  it('is accepted beside the four statuses, and anything else is refused', async () => {
    const a = await person();
    const idea = await a.data.ideas.create(makeNewIdea({ status: 'parked' }));
    expect(idea.status).toBe('parked');
    await expect(
      t.asUser(a.id, (tx) =>
        tx.query(`update public.ideas set status = 'abandoned' where id = $1`, [idea.id]),
      ),
    ).rejects.toMatchObject(checkViolation('ideas_status_valid'));
  });

  it('remembers the status an idea had, and Unpark returns it there', async () => {
    const a = await person();
    const idea = await a.data.ideas.create(makeNewIdea({ status: 'in_progress' }));
    const parked = await a.data.ideas.update(idea.id, { status: 'parked' });
    expect(parked).toMatchObject({ status: 'parked', parked_from: 'in_progress' });
    // Parking again keeps where it came from.
    expect(await a.data.ideas.update(idea.id, { status: 'parked' })).toMatchObject({
      parked_from: 'in_progress',
    });
    const back = await a.data.ideas.update(idea.id, { status: parked.parked_from! });
    expect(back).toMatchObject({ status: 'in_progress', parked_from: null });
  });

  it('is left by a tick: the idea is in progress again', async () => {
    const a = await person();
    const idea = await a.data.ideas.create(makeNewIdea({ status: 'clarified' }));
    await a.data.ideas.update(idea.id, { status: 'parked', selected_next_step: 'mvp' });
    const ticked = await a.data.ideas.setStepProgress(idea.id, {
      step: 'step1',
      state: 'complete',
    });
    expect(ticked).toMatchObject({ status: 'in_progress', parked_from: null });
  });

  it('lets only the database write parked_from', async () => {
    const a = await person();
    const idea = await a.data.ideas.create(makeNewIdea());
    await expect(
      t.asUser(a.id, (tx) =>
        tx.query(`update public.ideas set parked_from = 'completed' where id = $1`, [idea.id]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('keeps the dashboard numbers meaning what they say: a parked clarified idea is still clarified', async () => {
    const a = await person();
    const clarified = await a.data.ideas.create(makeNewIdea({ status: 'clarified' }));
    await a.data.ideas.create(makeNewIdea({ status: 'draft', structured_data: null }));
    expect((await a.data.stats.forCurrentUser()).ideasClarified).toBe(1);
    await a.data.ideas.update(clarified.id, { status: 'parked' });
    expect(await a.data.stats.forCurrentUser()).toEqual({
      ideasClarified: 1,
      guidesCompleted: 0,
      feedbackGiven: 0,
    });
  });
});

describe('ideas untouched for a while (the shelf read)', () => {
  it('answers parked and in-progress ideas changed at or before the date, most recent first', async () => {
    const a = await person();
    const make = async (status: 'parked' | 'in_progress' | 'clarified', updated: string) => {
      const idea = await a.data.ideas.create(makeNewIdea({ idea_text: `${status} ${updated}` }));
      await t.db.query(`alter table public.ideas disable trigger ideas_set_updated_at`);
      await t.db.query(`update public.ideas set status = $2, updated_at = $3 where id = $1`, [
        idea.id,
        status,
        updated,
      ]);
      await t.db.query(`alter table public.ideas enable trigger ideas_set_updated_at`);
      return idea;
    };
    await make('parked', '2026-01-01T00:00:00Z');
    await make('in_progress', '2026-01-10T00:00:00Z');
    await make('clarified', '2026-01-05T00:00:00Z');
    await make('parked', '2026-03-01T00:00:00Z');
    const other = await person();
    await other.data.ideas.create(makeNewIdea({ status: 'parked' }));

    const shelf = await a.data.ideas.listUntouched({ before: '2026-02-01T00:00:00Z', limit: 10 });
    expect(shelf.map((idea) => idea.idea_text)).toEqual([
      'in_progress 2026-01-10T00:00:00Z',
      'parked 2026-01-01T00:00:00Z',
    ]);
    expect(
      await a.data.ideas.listUntouched({ before: '2026-02-01T00:00:00Z', limit: 1 }),
    ).toHaveLength(1);
  });
});

describe('the portfolio', () => {
  const triage = (ideaId: string) => ({
    entries: [
      {
        ideaId,
        ratings: { excitement: 5, effort: 2, energy: 4, evidence: 3 },
        reason: 'People already ask for it.',
      },
    ],
    madeAt: '2026-11-25T10:00:00.000Z',
  });

  it('is empty until saved, and saves each part without losing the others', async () => {
    const a = await person();
    const idea = await a.data.ideas.create(makeNewIdea());
    expect(await a.data.portfolio.get()).toEqual({
      focusIdeaId: null,
      lastTriage: null,
      shelfHidden: {},
    });
    await a.data.portfolio.save({ lastTriage: triage(idea.id) });
    await a.data.portfolio.save({ focusIdeaId: idea.id });
    await a.data.portfolio.save({ shelfHidden: { [idea.id]: '2026-12-09T10:00:00.000Z' } });
    expect(await a.data.portfolio.get()).toEqual({
      focusIdeaId: idea.id,
      lastTriage: triage(idea.id),
      shelfHidden: { [idea.id]: '2026-12-09T10:00:00.000Z' },
    });
  });

  it('forgets the focus when its idea is deleted', async () => {
    const a = await person();
    const idea = await a.data.ideas.create(makeNewIdea());
    await a.data.portfolio.save({ focusIdeaId: idea.id });
    await a.data.ideas.remove(idea.id);
    expect((await a.data.portfolio.get()).focusIdeaId).toBeNull();
  });

  it("refuses someone else's idea as the focus", async () => {
    const a = await person();
    const b = await person();
    const hers = await b.data.ideas.create(makeNewIdea());
    await expect(a.data.portfolio.save({ focusIdeaId: hers.id })).rejects.toBeInstanceOf(
      BackendError,
    );
  });

  it('refuses a triage or a shelf map of megabytes', async () => {
    const a = await person();
    await expect(
      t.asUser(a.id, (tx) =>
        tx.query(`insert into public.portfolios (last_triage) values ($1::jsonb)`, [
          JSON.stringify({ entries: [], note: 'x'.repeat(30_000) }),
        ]),
      ),
    ).rejects.toMatchObject(checkViolation('portfolios_last_triage_size'));
    await expect(
      t.asUser(a.id, (tx) =>
        tx.query(`insert into public.portfolios (shelf_hidden) values ('[]'::jsonb)`),
      ),
    ).rejects.toMatchObject(checkViolation('portfolios_shelf_hidden_is_object'));
  });

  it('reads a malformed stored triage as none', async () => {
    const a = await person();
    await t.asUser(a.id, (tx) =>
      tx.query(`insert into public.portfolios (last_triage) values ('{"entries": 3}'::jsonb)`),
    );
    expect((await a.data.portfolio.get()).lastTriage).toBeNull();
  });

  it('goes with Delete all my data', async () => {
    const a = await person();
    const idea = await a.data.ideas.create(makeNewIdea({ structured_data: makeStructuredData() }));
    await a.data.portfolio.save({ focusIdeaId: idea.id, lastTriage: triage(idea.id) });
    await a.data.privacy.deleteAllMyData();
    const { rows } = await t.db.query(`select from public.portfolios where user_id = $1`, [a.id]);
    expect(rows).toEqual([]);
  });

  it('needs a signed-in person to save', async () => {
    await expect(t.dataAs(null).portfolio.save({ focusIdeaId: null })).rejects.toBeInstanceOf(
      BackendError,
    );
  });
});
