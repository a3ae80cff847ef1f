import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DATA_MAX_BYTES, IMPORT_MESSAGES } from '@/lib/backend/data/account-data';
import { createTestDb, type TestDb } from '../support/db';
import { makeGuide, makeNewFeedback, makeNewIdea } from '../support/factories';
import { seedStepProgress } from '../support/step-progress';

/**
 * 'Download all my data' and local mode's 'Import data' on the local adapter, on PGlite and,
 * with DATABASE_URL, on PostgreSQL 15: the file holds the caller's rows only, and an import adds
 * the ideas the account lacks, in one transaction.
 */

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

/** A new local account and its data port; the label names the story in the e-mail address. */
async function person(label = 'data') {
  const id = await t.createUser(`${label}.${crypto.randomUUID()}@example.com`);
  return { id, data: t.dataAs(id) };
}

/**
 * Two ideas, the first ticked, chosen a step and with its guide, a ticked bullet and made the focus;
 * one piece of feedback.
 */
async function personWithData() {
  const p = await person();
  const first = await p.data.ideas.create(makeNewIdea({ idea_text: 'A bike repair café' }));
  await p.data.ideas.update(first.id, { selected_next_step: 'mvp' });
  await seedStepProgress(p.data.ideas, first.id, { step1: 'complete', step2: 'in_progress' });
  await p.data.guides.save(first.id, makeGuide({ kind: 'mvp' }));
  await p.data.guides.setItemDone(first.id, 'mvp', 's1.b1', true);
  await p.data.portfolio.save({ focusIdeaId: first.id });
  await p.data.ideas.create(makeNewIdea({ idea_text: 'Seed swap, with "quotes"; and 🌱' }));
  await p.data.feedback.submit(makeNewFeedback({ feedback_text: 'Lovely tool' }));
  return p;
}

const parsed = (text: string) =>
  JSON.parse(text) as {
    format: string;
    version: number;
    ideas: Array<{ id: string; idea_text: string; user_id: string; step_progress: unknown }>;
    guides: Array<{ idea_id: string; kind: string }>;
    guide_items: Array<{ idea_id: string; item_key: string; done: boolean }>;
    portfolio: Array<{ user_id: string; focus_idea_id: string }>;
    feedback: Array<{ feedback_text: string }>;
  };

/**
 * A data file as it reads with the ids the database chose replaced by the ideas' texts, and the
 * times the database stamps on a write left out: what must survive an export and an import.
 */
function comparable(text: string) {
  const file = JSON.parse(text) as Record<string, Array<Record<string, unknown>>>;
  const textOf = new Map(file.ideas!.map((idea) => [idea.id as string, idea.idea_text as string]));
  const name = (id: unknown) => textOf.get(id as string) ?? id;
  const drop = ({
    id: _id,
    user_id: _owner,
    updated_at: _updated,
    ...rest
  }: Record<string, unknown>) => rest;
  const byIdea = (rows: Array<Record<string, unknown>>) =>
    rows
      .map(({ created_at: _created, ...row }) => ({ ...drop(row), idea_id: name(row.idea_id) }))
      .sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
  const portfolio = file.portfolio!.map((row) => {
    const triage = row.last_triage as { entries: Array<{ ideaId: string }> } | null;
    return {
      focus_idea_id: name(row.focus_idea_id),
      last_triage: triage && {
        ...triage,
        entries: triage.entries.map((entry) => ({ ...entry, ideaId: name(entry.ideaId) })),
      },
      shelf_hidden: Object.fromEntries(
        Object.entries(row.shelf_hidden as Record<string, string>).map(([id, until]) => [
          name(id),
          until,
        ]),
      ),
    };
  });
  return {
    // Each idea keeps its own creation time.
    ideas: file
      .ideas!.map(drop)
      .sort((x, y) => String(x.idea_text).localeCompare(String(y.idea_text))),
    guides: byIdea(file.guides!),
    guide_items: byIdea(file.guide_items!),
    portfolio,
  };
}

describe('download all my data', () => {
  it('holds the person’s ideas with their progress, guides, ticks, focus and feedback, and nobody else’s', async () => {
    const a = await personWithData();
    await personWithData();
    const file = parsed(await a.data.privacy.exportAllMyData());
    expect(file.format).toBe('clarity-account-data');
    expect(file.version).toBe(1);
    expect(file.ideas.map((idea) => idea.idea_text).sort()).toEqual([
      'A bike repair café',
      'Seed swap, with "quotes"; and 🌱',
    ]);
    expect(file.ideas.every((idea) => idea.user_id === a.id)).toBe(true);
    const bike = file.ideas.find((idea) => idea.idea_text === 'A bike repair café')!;
    expect(bike.step_progress).toEqual({ step1: 'complete', step2: 'in_progress' });
    expect(file.guides).toEqual([expect.objectContaining({ idea_id: bike.id, kind: 'mvp' })]);
    expect(file.guide_items).toEqual([
      expect.objectContaining({ idea_id: bike.id, item_key: 's1.b1', done: true }),
    ]);
    expect(file.portfolio).toEqual([
      expect.objectContaining({ user_id: a.id, focus_idea_id: bike.id }),
    ]);
    expect(file.feedback.map((row) => row.feedback_text)).toEqual(['Lovely tool']);
  });

  it('is refused to a visitor', async () => {
    await expect(t.dataAs(null).privacy.exportAllMyData()).rejects.toThrow(/sign in/);
  });
});

describe('import data', () => {
  it('adds the ideas the account lacks, with guides and progress, and skips those it has', async () => {
    const a = await personWithData();
    const text = await a.data.privacy.exportAllMyData();
    const b = await person();
    await b.data.ideas.create(makeNewIdea({ idea_text: 'A bike repair café' }));

    expect(await b.data.privacy.importMyData!(text)).toEqual({ imported: 1, skipped: 1 });
    const ideas = await b.data.ideas.list();
    expect(ideas.map((idea) => idea.idea_text).sort()).toEqual([
      'A bike repair café',
      'Seed swap, with "quotes"; and 🌱',
    ]);

    // The same file again adds nothing; a fresh account gets everything, ticks and guide included.
    expect(await b.data.privacy.importMyData!(text)).toEqual({ imported: 0, skipped: 2 });
    const c = await person();
    expect(await c.data.privacy.importMyData!(text)).toEqual({ imported: 2, skipped: 0 });
    const bike = (await c.data.ideas.list()).find(
      (idea) => idea.idea_text === 'A bike repair café',
    )!;
    expect(bike.step_progress).toEqual({ step1: 'complete', step2: 'in_progress' });
    expect(bike.selected_next_step).toBe('mvp');
    expect(await c.data.guides.get(bike.id, 'mvp')).toEqual(makeGuide({ kind: 'mvp' }));
    // The person's own account, never the file's owner.
    expect(bike.user_id).toBe(c.id);
    // Importing an account's own file skips every idea it has.
    expect(await a.data.privacy.importMyData!(text)).toEqual({ imported: 0, skipped: 2 });
  });

  it('round-trips: a fresh account gets back every idea as it was, with its guide items and portfolio', async () => {
    const a = await personWithData();
    const [bike, seeds] = (await a.data.ideas.list()).sort((x, y) =>
      x.idea_text.localeCompare(y.idea_text),
    );
    await a.data.guides.replaceSubSteps(bike!.id, 'mvp', 's1', [
      { title: 'Ask the library for a room', minutes: 20, done: true, secondsSpent: 300 },
      { title: 'Make a poster', minutes: null },
    ]);
    await a.data.guides.addItemTime(bike!.id, 'mvp', 's1', 90);
    await a.data.ideas.update(seeds!.id, { status: 'parked' });
    // A date still ahead whenever the test runs: an import restores only dates that hide something.
    await a.data.portfolio.hideFromShelf(
      seeds!.id,
      new Date(Date.now() + 10 * 86_400_000).toISOString(),
    );
    await a.data.portfolio.save({
      lastTriage: {
        madeAt: '2026-11-20T10:00:00.000Z',
        entries: [bike!, seeds!].map((idea, i) => ({
          ideaId: idea.id,
          ratings: { excitement: 5 - i, effort: 2, energy: 3, evidence: 4 },
          reason: i === 0 ? 'People already ask for it' : '',
        })),
      },
    });
    const before = await a.data.privacy.exportAllMyData();

    const c = await person();
    expect(await c.data.privacy.importMyData!(before)).toEqual({ imported: 2, skipped: 0 });
    const after = await c.data.privacy.exportAllMyData();
    expect(comparable(after)).toEqual(comparable(before));
    // New ids, the person's own account.
    expect(parsed(after).ideas.map((idea) => idea.id)).not.toContain(bike!.id);
    expect(parsed(after).ideas.every((idea) => idea.user_id === c.id)).toBe(true);
    // 'Unpark' returns the parked idea to the status it had.
    const parked = (await c.data.ideas.list()).find((idea) => idea.status === 'parked')!;
    expect(parked.parked_from).toBe('clarified');
  });

  it('joins the file’s portfolio to the account’s without overwriting it', async () => {
    const a = await personWithData();
    const text = await a.data.privacy.exportAllMyData();
    const b = await person();
    const own = await b.data.ideas.create(makeNewIdea({ idea_text: 'My own idea' }));
    await b.data.portfolio.save({ focusIdeaId: own.id });
    await b.data.portfolio.hideFromShelf(own.id, '2026-12-01T00:00:00.000Z');
    await b.data.privacy.importMyData!(text);
    const portfolio = await b.data.portfolio.get();
    expect(portfolio.focusIdeaId).toBe(own.id);
    expect(portfolio.shelfHidden).toEqual({ [own.id]: '2026-12-01T00:00:00.000Z' });
  });

  it('restores the shelf dates that still hide something, and imports past the ones that do not', async () => {
    const a = await person();
    const ideas = await Promise.all(
      ['Hidden a week', 'Hidden long ago', 'Hidden oddly', 'Hidden for ages'].map((idea_text) =>
        a.data.ideas.create(makeNewIdea({ idea_text, status: 'parked' })),
      ),
    );
    const file = JSON.parse(await a.data.privacy.exportAllMyData()) as {
      portfolio: Array<Record<string, unknown>>;
    };
    const week = new Date(Date.now() + 7 * 86_400_000).toISOString();
    // A file edited by hand, or written long ago: only the first date still means 'Not now'.
    file.portfolio = [
      {
        focus_idea_id: null,
        last_triage: null,
        shelf_hidden: {
          [ideas[0]!.id]: week,
          [ideas[1]!.id]: '2020-01-01T00:00:00.000Z',
          [ideas[2]!.id]: 'next tuesday',
          [ideas[3]!.id]: '2099-01-01T00:00:00.000Z',
        },
      },
    ];
    const b = await person();
    expect(await b.data.privacy.importMyData!(JSON.stringify(file))).toEqual({
      imported: 4,
      skipped: 0,
    });
    const weekIdea = (await b.data.ideas.list()).find(
      (idea) => idea.idea_text === 'Hidden a week',
    )!;
    expect((await b.data.portfolio.get()).shelfHidden).toEqual({ [weekIdea.id]: week });
  });

  it('refuses a wrong or damaged file with a clear message', async () => {
    const b = await person();
    const importing = (text: string) => b.data.privacy.importMyData!(text);
    await expect(importing('not json {')).rejects.toThrow(IMPORT_MESSAGES.notJson);
    await expect(importing('{"ideas": []}')).rejects.toThrow(IMPORT_MESSAGES.wrongFile);
    await expect(
      importing(
        JSON.stringify({ format: 'clarity-account-data', version: 99, ideas: [], guides: [] }),
      ),
    ).rejects.toThrow(IMPORT_MESSAGES.newer);
    await expect(
      importing(
        JSON.stringify({
          format: 'clarity-account-data',
          version: 1,
          ideas: [{ id: 'x' }],
          guides: [],
        }),
      ),
    ).rejects.toThrow(IMPORT_MESSAGES.damaged);
    expect(await b.data.ideas.list()).toEqual([]);
  });

  it('adds nothing when one row is refused: one transaction', async () => {
    const a = await personWithData();
    const file = parsed(await a.data.privacy.exportAllMyData());
    // The second idea carries progress the database refuses (an unknown step state).
    (file.ideas[1] as { step_progress: unknown }).step_progress = { step1: 'finished' };
    const b = await person();
    await expect(b.data.privacy.importMyData!(JSON.stringify(file))).rejects.toThrow();
    expect(await b.data.ideas.list()).toEqual([]);
  });
});

describe('bring back from a copy (docs/decisions/092-bring-back-from-a-copy.md)', () => {
  /** Ideas of an account, told apart by what the person sees: text, status, step and progress. */
  const seen = async (p: Awaited<ReturnType<typeof person>>) =>
    (await p.data.ideas.list())
      .map(
        (idea) =>
          `${idea.idea_text} · ${idea.status} · ${idea.selected_next_step ?? '-'} · ${JSON.stringify(idea.step_progress)}`,
      )
      .sort();

  it('brings back every idea, two with the same words included, and the same file twice adds nothing', async () => {
    const a = await personWithData();
    // The same words twice: two ideas of the person's, each with its own step.
    const again = await a.data.ideas.create(makeNewIdea({ idea_text: 'A bike repair café' }));
    await a.data.ideas.update(again.id, { selected_next_step: 'research' });
    const bike = (await a.data.ideas.list()).find((idea) => idea.selected_next_step === 'mvp')!;
    // 'Start here' is the guide item before step 1.
    await a.data.guides.setItemDone(bike.id, 'mvp', 's0', true);
    const text = await a.data.privacy.exportAllMyData();

    const c = await person();
    expect(await c.data.privacy.importMyData!(text)).toEqual({ imported: 3, skipped: 0 });
    expect(await seen(c)).toEqual(await seen(a));
    const restored = (await c.data.ideas.list()).find((idea) => idea.selected_next_step === 'mvp')!;
    const ticks = parsed(await c.data.privacy.exportAllMyData())
      .guide_items.filter((item) => item.idea_id === restored.id && item.done)
      .map((item) => item.item_key)
      .sort();
    expect(ticks).toEqual(['s0', 's1.b1']);
    const before = await c.data.privacy.exportAllMyData();

    expect(await c.data.privacy.importMyData!(text)).toEqual({ imported: 0, skipped: 3 });
    expect(comparable(await c.data.privacy.exportAllMyData())).toEqual(comparable(before));
  });

  it('refuses a file too large to be a copy, in one sentence, adding nothing', async () => {
    const c = await person();
    const padding = ' '.repeat(ACCOUNT_DATA_MAX_BYTES);
    const tooLarge = `{"format":"clarity-account-data","version":1,"ideas":[],"guides":[]}${padding}`;
    await expect(c.data.privacy.importMyData!(tooLarge)).rejects.toThrow(IMPORT_MESSAGES.tooLarge);
    expect(await c.data.ideas.list()).toEqual([]);
  });

  it('adds nothing from a file whose last idea the database refuses, even after a good one', async () => {
    const a = await personWithData();
    const file = parsed(await a.data.privacy.exportAllMyData());
    const c = await person();
    await c.data.ideas.create(makeNewIdea({ idea_text: 'Already here' }));
    // A guide item that names a step the guide does not allow: the database refuses it.
    (file.guide_items as unknown as Array<Record<string, unknown>>).push({
      ...(file.guide_items[0] as object),
      item_key: 'not a key',
    });
    await expect(c.data.privacy.importMyData!(JSON.stringify(file))).rejects.toThrow();
    expect(await seen(c)).toEqual(['Already here · clarified · - · {}']);
    expect((await c.data.portfolio.get()).focusIdeaId).toBeNull();
  });
});
