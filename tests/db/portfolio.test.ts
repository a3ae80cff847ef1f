import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackendError } from '@/domain/errors';
import type { SqlSession } from '@/lib/backend/local/sql';
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
    await a.data.portfolio.hideFromShelf(idea.id, '2026-12-09T10:00:00.000Z');
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
    // Only the functions write the shelf map (see below); the check stands behind them.
    await expect(
      t.db.query(`insert into public.portfolios (user_id, shelf_hidden) values ($1, '[]'::jsonb)`, [
        a.id,
      ]),
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

/**
 * The statements PostgREST (v12) sends for the Supabase adapter's portfolio writes, run as the
 * owner. An upsert puts every column it was sent into the SET, the conflict column included, so
 * `authenticated` needs the update privilege on `user_id` too (the policies keep it the owner's).
 */
describe('the portfolio through the hosted API', () => {
  const postgrestUpsert = (tx: SqlSession, body: Record<string, unknown>) => {
    const columns = Object.keys(body).sort();
    const types: Record<string, string> = {
      user_id: 'uuid',
      focus_idea_id: 'uuid',
      last_triage: 'jsonb',
      shelf_hidden: 'jsonb',
    };
    const quoted = columns.map((column) => `"${column}"`);
    return tx.query<{ body: Array<Record<string, unknown>> }>(
      `with pgrst_source as (
         insert into "public"."portfolios"(${quoted.join(', ')})
         select ${quoted.map((column) => `"pgrst_body".${column}`).join(', ')}
         from (select $1::json as json_data) pgrst_payload,
         lateral (select case when json_typeof(pgrst_payload.json_data) = 'array'
                    then pgrst_payload.json_data
                    else json_build_array(pgrst_payload.json_data) end as val) pgrst_uniform_json,
         lateral (select * from json_to_recordset(pgrst_uniform_json.val)
                    as _(${columns.map((column) => `"${column}" ${types[column]}`).join(', ')})) pgrst_body
         on conflict("user_id") do update set ${quoted.map((column) => `${column} = excluded.${column}`).join(', ')}
         returning "public"."portfolios".*
       )
       select coalesce(json_agg(_postgrest_t), '[]') as body
       from (select "portfolios"."user_id", "portfolios"."focus_idea_id",
                    "portfolios"."last_triage", "portfolios"."shelf_hidden"
             from "pgrst_source" as "portfolios") _postgrest_t`,
      [JSON.stringify(body)],
    );
  };

  it("saves the focus, twice (insert, then the conflict's update), as PostgREST sends it", async () => {
    const a = await person();
    const idea = await a.data.ideas.create(makeNewIdea());
    const first = await t.asUser(a.id, (tx) =>
      postgrestUpsert(tx, { user_id: a.id, focus_idea_id: idea.id }),
    );
    expect(first.rows[0]!.body).toEqual([
      { user_id: a.id, focus_idea_id: idea.id, last_triage: null, shelf_hidden: {} },
    ]);
    const second = await t.asUser(a.id, (tx) =>
      postgrestUpsert(tx, { user_id: a.id, last_triage: { entries: [], madeAt: 'x' } }),
    );
    expect(second.rows[0]!.body[0]).toMatchObject({
      focus_idea_id: idea.id,
      last_triage: { entries: [], madeAt: 'x' },
    });
  });

  it("never lets the upsert's user_id move a row to, or write, someone else's", async () => {
    const a = await person();
    const b = await person();
    await b.data.portfolio.save({ focusIdeaId: null });
    // As a, naming b: the insert's check refuses it, so b's row is never reached.
    await expect(
      t.asUser(a.id, (tx) => postgrestUpsert(tx, { user_id: b.id, focus_idea_id: null })),
    ).rejects.toMatchObject({ code: '42501' });
    // Nor can a hand their own row over: the update's check keeps user_id the caller's.
    await a.data.portfolio.save({ focusIdeaId: null });
    await expect(
      t.asUser(a.id, (tx) =>
        tx.query(`update public.portfolios set user_id = $1 where user_id = $2`, [b.id, a.id]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    const { rows } = await t.db.query<{ user_id: string }>(
      `select user_id from public.portfolios where user_id in ($1, $2)`,
      [a.id, b.id],
    );
    expect(rows.map((row) => row.user_id).sort()).toEqual([a.id, b.id].sort());
  });
});

describe("'Not now' on the shelf, one key per write", () => {
  const until = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

  it('keeps both ideas when two tabs hide different ones from the same stored map', async () => {
    const a = await person();
    const first = await a.data.ideas.create(makeNewIdea());
    const second = await a.data.ideas.create(makeNewIdea());
    // Two tabs, each showing the portfolio as it was before either pressed 'Not now'.
    const tabOne = t.dataAs(a.id);
    const tabTwo = t.dataAs(a.id);
    await Promise.all([tabOne.portfolio.get(), tabTwo.portfolio.get()]);
    await tabOne.portfolio.hideFromShelf(first.id, until(7));
    await tabTwo.portfolio.hideFromShelf(second.id, until(7));
    expect(Object.keys((await a.data.portfolio.get()).shelfHidden).sort()).toEqual(
      [first.id, second.id].sort(),
    );
  });

  it('drops the dates already past, so the stored map stays small', async () => {
    const a = await person();
    const idea = await a.data.ideas.create(makeNewIdea());
    await t.db.query(
      `insert into public.portfolios (user_id, shelf_hidden) values ($1, $2::jsonb)`,
      [a.id, JSON.stringify({ old: until(-1), live: until(3) })],
    );
    const saved = await a.data.portfolio.hideFromShelf(idea.id, until(7));
    expect(Object.keys(saved.shelfHidden).sort()).toEqual(['live', idea.id].sort());
  });

  it('refuses a date further than a year ahead, and a visitor', async () => {
    const a = await person();
    const idea = await a.data.ideas.create(makeNewIdea());
    await expect(
      t.asUser(a.id, (tx) =>
        tx.query(`select * from public.hide_from_shelf($1, $2)`, [idea.id, until(400)]),
      ),
    ).rejects.toMatchObject({ code: '22023' });
    await expect(
      t.asAnon((tx) =>
        tx.query(`select * from public.hide_from_shelf($1, $2)`, [idea.id, until(1)]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
  });
});

/**
 * The shelf map has no writer but its functions (docs/decisions/095-the-shelf-map-the-calendar-name-the-feedback-session.md):
 * a whole-map write, as an old tab's code or anyone holding a token would send it, is refused, so
 * it can never drop another idea's hide.
 */
describe('the shelf map, written only through its functions', () => {
  const until = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const stored = async (userId: string) =>
    (
      await t.db.query<{ shelf_hidden: Record<string, string> }>(
        `select shelf_hidden from public.portfolios where user_id = $1`,
        [userId],
      )
    ).rows[0]?.shelf_hidden;

  it("refuses a whole-map write that would drop another idea's hide, however it is sent", async () => {
    const a = await person();
    const first = await a.data.ideas.create(makeNewIdea());
    const second = await a.data.ideas.create(makeNewIdea());
    await a.data.portfolio.hideFromShelf(first.id, until(7));
    // An old tab that read the map before the first hide writes the second idea's alone.
    const stale = JSON.stringify({ [second.id]: until(7) });
    for (const write of [
      `update public.portfolios set shelf_hidden = $1::jsonb`,
      `insert into public.portfolios (shelf_hidden) values ($1::jsonb)
         on conflict (user_id) do update set shelf_hidden = excluded.shelf_hidden`,
    ]) {
      await expect(t.asUser(a.id, (tx) => tx.query(write, [stale]))).rejects.toMatchObject({
        code: '42501',
      });
    }
    const b = await person();
    // A first write, with no row yet, cannot bring a map of its own either.
    await expect(
      t.asUser(b.id, (tx) =>
        tx.query(`insert into public.portfolios (shelf_hidden) values ($1::jsonb)`, [stale]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    expect(Object.keys((await stored(a.id))!)).toEqual([first.id]);
  });

  it('puts one idea back on the shelf and keeps the others hidden', async () => {
    const a = await person();
    const first = await a.data.ideas.create(makeNewIdea());
    const second = await a.data.ideas.create(makeNewIdea());
    await a.data.portfolio.hideFromShelf(first.id, until(7));
    await a.data.portfolio.hideFromShelf(second.id, until(7));
    const { rows } = await t.asUser(a.id, (tx) =>
      tx.query<{ shelf_hidden: Record<string, string> }>(
        `select shelf_hidden from public.unhide_from_shelf($1)`,
        [first.id],
      ),
    );
    expect(Object.keys(rows[0]!.shelf_hidden)).toEqual([second.id]);
    expect(Object.keys((await stored(a.id))!)).toEqual([second.id]);
    await expect(
      t.asAnon((tx) => tx.query(`select * from public.unhide_from_shelf($1)`, [first.id])),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it("restores a file's dates only where the map has none, keeping every date it holds", async () => {
    const a = await person();
    const held = await a.data.ideas.create(makeNewIdea());
    const added = await a.data.ideas.create(makeNewIdea());
    const past = await a.data.ideas.create(makeNewIdea());
    const heldUntil = until(3);
    await a.data.portfolio.hideFromShelf(held.id, heldUntil);
    const restore = (hidden: unknown) =>
      t.asUser(a.id, (tx) =>
        tx.query(`select * from public.restore_shelf_hidden($1::jsonb)`, [JSON.stringify(hidden)]),
      );
    const addedUntil = until(10);
    await restore({ [held.id]: until(20), [added.id]: addedUntil, [past.id]: until(-1) });
    expect(await stored(a.id)).toEqual({ [held.id]: heldUntil, [added.id]: addedUntil });

    for (const bad of [
      [],
      { 'not-an-id': until(1) },
      { [past.id]: 'next week' },
      { [past.id]: 7 },
      { [past.id]: until(400) },
    ]) {
      await expect(restore(bad)).rejects.toMatchObject({ code: '22023' });
    }
    await expect(
      t.asAnon((tx) => tx.query(`select * from public.restore_shelf_hidden('{}'::jsonb)`)),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await stored(a.id)).toEqual({ [held.id]: heldUntil, [added.id]: addedUntil });
  });
});
