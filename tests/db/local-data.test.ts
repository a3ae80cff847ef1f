import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdeaStatus } from '@/domain/vocabulary';
import { clarificationFallback } from '@/domain/fallbacks';
import { BackendError } from '@/domain/errors';
import type { StepProgress } from '@/domain/model';
import { createTestDb, type TestDb } from '../support/db';
import { makeGuide, makeNewFeedback, makeNewIdea, makeStructuredData } from '../support/factories';
import { seedStepProgress } from '../support/step-progress';

/**
 * The local adapter's data part on a real database (PGlite, or PostgreSQL with DATABASE_URL), as a
 * signed-in local account: what the screens get back, and the messages they show when the
 * database says no.
 */

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

async function person() {
  const id = await t.createUser(`${crypto.randomUUID()}@example.com`);
  return { id, data: t.dataAs(id) };
}

/** Creates ideas oldest first, one minute apart, so "newest first" has one right answer. */
async function ideasOf(
  userId: string,
  specs: {
    text: string;
    status?: IdeaStatus;
    tags?: string[];
    step_progress?: StepProgress;
    structured?: boolean;
  }[],
) {
  const data = t.dataAs(userId);
  const created = [];
  for (const [index, spec] of specs.entries()) {
    const idea = await data.ideas.create(
      makeNewIdea({
        idea_text: spec.text,
        status: spec.status ?? 'clarified',
        tags: spec.tags ?? [],
        structured_data: spec.structured === false ? null : makeStructuredData(),
      }),
    );
    await t.db.query(
      `update public.ideas set created_at = $2, step_progress = $3::jsonb where id = $1`,
      [
        idea.id,
        new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(),
        JSON.stringify(spec.step_progress ?? {}),
      ],
    );
    created.push(idea);
  }
  return created;
}

const texts = (ideas: { idea_text: string }[]) => ideas.map((idea) => idea.idea_text);

describe('ideas', () => {
  it('creates an idea for the signed-in person, trimmed, and reads it back', async () => {
    const { id, data } = await person();
    const idea = await data.ideas.create(
      makeNewIdea({ idea_text: '  A quiz app  ', tags: ['edu'] }),
    );
    expect(idea).toMatchObject({
      user_id: id,
      idea_text: 'A quiz app',
      status: 'clarified',
      tags: ['edu'],
      step_progress: {},
    });
    expect(idea.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await data.ideas.get(idea.id)).toEqual(idea);
  });

  it('stores the clarification under the key `audience`, without tags, and reads an existing row back', async () => {
    const { id, data } = await person();
    const clarified = makeStructuredData();
    const idea = await data.ideas.create(
      makeNewIdea({ structured_data: { ...clarified, tags: ['not-stored-here'] } }),
    );
    expect(idea.structured_data).toEqual(clarified);
    const { targetAudience, ...sameKeys } = clarified;
    const stored = { ...sameKeys, audience: targetAudience };
    const { rows } = await t.db.query<{ structured_data: unknown }>(
      `select structured_data from public.ideas where id = $1`,
      [idea.id],
    );
    expect(rows[0]!.structured_data).toEqual({ ...stored, source: 'ai' });

    // A row written straight into the database, as rows saved before this release were.
    const { rows: inserted } = await t.db.query<{ id: string }>(
      `insert into public.ideas (user_id, idea_text, structured_data) values ($1, 'Older idea', $2::jsonb) returning id`,
      [id, JSON.stringify(stored)],
    );
    expect(await data.ideas.get(inserted[0]!.id)).toMatchObject({
      structured_data: clarified,
      clarification_source: 'ai',
    });
  });

  it('records general pointers as such, and a retry replaces them with the AI answer', async () => {
    const { id, data } = await person();
    const pointers = clarificationFallback();
    const idea = await data.ideas.create(
      makeNewIdea({ structured_data: pointers, clarification_source: 'fallback', tags: [] }),
    );
    expect(idea.clarification_source).toBe('fallback');
    const { rows } = await t.db.query<{ structured_data: { source?: string } }>(
      `select structured_data from public.ideas where id = $1`,
      [idea.id],
    );
    expect(rows[0]!.structured_data.source).toBe('fallback');

    const answer = makeStructuredData();
    const replaced = await data.ideas.update(idea.id, {
      clarification: { structured_data: answer, source: 'ai', tags: ['exams'] },
    });
    expect(replaced).toMatchObject({
      structured_data: answer,
      clarification_source: 'ai',
      tags: ['exams'],
    });

    // Saved before the source was recorded: the fallback's own words give it away.
    const { targetAudience, ...sameKeys } = pointers;
    const { rows: inserted } = await t.db.query<{ id: string }>(
      `insert into public.ideas (user_id, idea_text, structured_data) values ($1, 'Older idea', $2::jsonb) returning id`,
      [id, JSON.stringify({ ...sameKeys, audience: targetAudience })],
    );
    expect((await data.ideas.get(inserted[0]!.id))?.clarification_source).toBe('fallback');
  });

  it("answers null for an idea that is someone else's, missing, or not even an id", async () => {
    const a = await person();
    const b = await person();
    const idea = await a.data.ideas.create(makeNewIdea());
    expect(await b.data.ideas.get(idea.id)).toBeNull();
    expect(await a.data.ideas.get(crypto.randomUUID())).toBeNull();
    expect(await a.data.ideas.get('not-a-uuid')).toBeNull();
  });

  it('saves step progress, the next step and the status, and stamps updated_at', async () => {
    const { data } = await person();
    const idea = await data.ideas.create(makeNewIdea());
    await data.ideas.update(idea.id, { selected_next_step: 'mvp', status: 'in_progress' });
    const updated = await seedStepProgress(data.ideas, idea.id, {
      step1: 'complete',
      step2: 'in_progress',
    });
    expect(updated).toMatchObject({
      selected_next_step: 'mvp',
      status: 'in_progress',
      step_progress: { step1: 'complete', step2: 'in_progress' },
    });
    expect(updated.updated_at >= idea.updated_at).toBe(true);
  });

  it("refuses to update someone else's idea with a clear message", async () => {
    const a = await person();
    const b = await person();
    const idea = await a.data.ideas.create(makeNewIdea());
    await expect(b.data.ideas.update(idea.id, { status: 'completed' })).rejects.toMatchObject({
      message: 'This idea no longer exists.',
      status: 404,
    });
    expect((await a.data.ideas.get(idea.id))?.status).toBe('clarified');
  });

  it('tells a visitor to sign in to save an idea', async () => {
    await expect(t.dataAs(null).ideas.create(makeNewIdea())).rejects.toMatchObject({
      message: 'Please sign in to save your ideas.',
      code: '42501',
    });
  });

  it('deletes one idea, then all of them, only ever the caller’s', async () => {
    const a = await person();
    const b = await person();
    const [first, second] = await ideasOf(a.id, [{ text: 'one' }, { text: 'two' }]);
    const [theirs] = await ideasOf(b.id, [{ text: 'B keeps this' }]);
    await b.data.ideas.remove(first!.id);
    await a.data.ideas.remove(first!.id);
    expect(texts(await a.data.ideas.list())).toEqual(['two']);
    await a.data.guides.save(second!.id, makeGuide());
    await a.data.ideas.removeAll();
    expect(await a.data.ideas.count()).toBe(0);
    expect(await b.data.ideas.get(theirs!.id)).not.toBeNull();
  });
});

describe('constraints, each turned into a message a person can act on', () => {
  let data: ReturnType<TestDb['dataAs']>;
  let ideaId: string;
  beforeAll(async () => {
    ({ data } = await person());
    ideaId = (await data.ideas.create(makeNewIdea())).id;
  });
  // A refused feedback is logged (docs/product.md §9.4); here that is expected, not noise.
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    [
      'empty idea text',
      () => data.ideas.create(makeNewIdea({ idea_text: '' })),
      'Your idea is empty. Write a few words about it first.',
    ],
    [
      'whitespace only',
      () => data.ideas.create(makeNewIdea({ idea_text: ' \n\t ' })),
      'Your idea is empty. Write a few words about it first.',
    ],
    [
      '10,001 characters',
      () => data.ideas.create(makeNewIdea({ idea_text: 'x'.repeat(10_001) })),
      'Your idea is too long. Please keep it under 10,000 characters.',
    ],
    [
      'an unknown status',
      () => data.ideas.update(ideaId, { status: 'archived' as IdeaStatus }),
      'An idea can only be a draft, clarified, in progress or completed.',
    ],
    [
      'an unknown next step',
      () => data.ideas.update(ideaId, { selected_next_step: 'party' as never }),
      'That is not one of the five next steps.',
    ],
    [
      'eleven tags',
      () =>
        data.ideas.create(makeNewIdea({ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) })),
      'An idea can have up to 10 tags of at most 50 characters each.',
    ],
  ])('%s', async (_name, call, message) => {
    const error = await call().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ message, code: '23514', status: 400 });
  });

  // submit_feedback checks its arguments itself, before the table's constraints (code PT400).
  it.each([
    ['rating 0', 0],
    ['rating 6', 6],
  ])('feedback with %s', async (_name, rating) => {
    const error = await data.feedback.submit(makeNewFeedback({ rating })).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({
      message: 'Please provide a rating from 1 to 5.',
      code: 'PT400',
      status: 400,
    });
  });

  it('accepts exactly 10,000 characters', async () => {
    const idea = await data.ideas.create(makeNewIdea({ idea_text: 'y'.repeat(10_000) }));
    expect(idea.idea_text).toHaveLength(10_000);
  });
});

describe('listing (docs/product.md §9.6)', () => {
  let owner: Awaited<ReturnType<typeof person>>;
  beforeAll(async () => {
    owner = await person();
    await ideasOf(owner.id, [
      { text: 'Oldest: a Garden planner', status: 'draft', tags: ['home', 'plants'] },
      { text: 'Study buddy for exams', status: 'clarified', tags: ['education'] },
      { text: '100% organic garden swap', status: 'in_progress', tags: ['plants', 'local'] },
      { text: 'under_score and back\\slash', status: 'completed', tags: ['odd'] },
      {
        text: 'Quotes "double" and \'single\', commas (parens) * stars',
        status: 'clarified',
        tags: ['odd'],
      },
      { text: 'Newest: GARDEN robots', status: 'in_progress', tags: ['plants', 'robots'] },
    ]);
    // Someone else's idea that would match every search below: it must never show.
    const other = await person();
    await ideasOf(other.id, [
      { text: 'garden % _ \\ "double" (parens) * stars', tags: ['plants'] },
    ]);
  });

  it('lists the caller’s ideas newest first, and counts them', async () => {
    expect(texts(await owner.data.ideas.list())).toEqual([
      'Newest: GARDEN robots',
      'Quotes "double" and \'single\', commas (parens) * stars',
      'under_score and back\\slash',
      '100% organic garden swap',
      'Study buddy for exams',
      'Oldest: a Garden planner',
    ]);
    expect(await owner.data.ideas.count()).toBe(6);
  });

  it('searches case-insensitively for a substring', async () => {
    expect(texts(await owner.data.ideas.list({ search: 'garden' }))).toEqual([
      'Newest: GARDEN robots',
      '100% organic garden swap',
      'Oldest: a Garden planner',
    ]);
    expect(await owner.data.ideas.count({ search: '  GaRdEn ' })).toBe(3);
  });

  it.each([
    ['%', ['100% organic garden swap']],
    ['_', ['under_score and back\\slash']],
    ['\\', ['under_score and back\\slash']],
    ['"double"', ['Quotes "double" and \'single\', commas (parens) * stars']],
    ["'single',", ['Quotes "double" and \'single\', commas (parens) * stars']],
    ['(parens) *', ['Quotes "double" and \'single\', commas (parens) * stars']],
    ['*', ['Quotes "double" and \'single\', commas (parens) * stars']],
    ['%garden', []],
    ['g_rden', []],
  ])('treats %j as plain text', async (search, expected) => {
    expect(texts(await owner.data.ideas.list({ search }))).toEqual(expected);
  });

  it('filters by status and by tags (ideas having all of them)', async () => {
    expect(texts(await owner.data.ideas.list({ status: 'in_progress' }))).toEqual([
      'Newest: GARDEN robots',
      '100% organic garden swap',
    ]);
    expect(texts(await owner.data.ideas.list({ tags: ['plants'] }))).toHaveLength(3);
    expect(texts(await owner.data.ideas.list({ tags: ['plants', 'local'] }))).toEqual([
      '100% organic garden swap',
    ]);
    expect(await owner.data.ideas.count({ status: 'clarified', search: 'exams' })).toBe(1);
  });

  it('pages with limit and offset; an offset without a limit pages by 10', async () => {
    expect(texts(await owner.data.ideas.list({ limit: 2 }))).toEqual([
      'Newest: GARDEN robots',
      'Quotes "double" and \'single\', commas (parens) * stars',
    ]);
    expect(texts(await owner.data.ideas.list({ limit: 2, offset: 2 }))).toEqual([
      'under_score and back\\slash',
      '100% organic garden swap',
    ]);
    expect(texts(await owner.data.ideas.list({ offset: 4 }))).toEqual([
      'Study buddy for exams',
      'Oldest: a Garden planner',
    ]);

    const many = await person();
    await ideasOf(
      many.id,
      Array.from({ length: 12 }, (_, i) => ({ text: `idea ${i}` })),
    );
    expect(await many.data.ideas.list({ offset: 0 })).toHaveLength(10);
    expect(await many.data.ideas.list({ offset: 1 })).toHaveLength(10);
    expect(await many.data.ideas.list()).toHaveLength(12);
  });
});

describe('guides', () => {
  it('saves one guide per idea and step kind, replaces it, and reads it back', async () => {
    const a = await person();
    const b = await person();
    const idea = await a.data.ideas.create(makeNewIdea());
    expect(await a.data.guides.get(idea.id, 'mvp')).toBeNull();
    await a.data.guides.save(idea.id, makeGuide());
    await a.data.guides.save(
      idea.id,
      makeGuide({ kind: 'research', timeline: undefined, extras: ['Surveys'] }),
    );
    await a.data.guides.save(idea.id, makeGuide({ extras: ['Figma', 'Bubble'] }));
    expect(await a.data.guides.get(idea.id, 'mvp')).toEqual(
      makeGuide({ extras: ['Figma', 'Bubble'] }),
    );
    expect((await a.data.guides.get(idea.id, 'research'))?.extras).toEqual(['Surveys']);
    expect(await b.data.guides.get(idea.id, 'mvp')).toBeNull();
    await expect(b.data.guides.save(idea.id, makeGuide())).rejects.toBeInstanceOf(BackendError);
  });

  it('reads a stored guide that no longer has the right shape as missing, so it is generated again', async () => {
    const a = await person();
    const idea = await a.data.ideas.create(makeNewIdea());
    await t.db.query(
      `insert into public.idea_guides (idea_id, kind, guide) values ($1, 'explore', '{"steps": "nope"}')`,
      [idea.id],
    );
    expect(await a.data.guides.get(idea.id, 'explore')).toBeNull();
  });
});

describe('feedback', () => {
  it('takes feedback from a visitor and from a signed-in person, and returns what was stored', async () => {
    const visitor = t.dataAs(null);
    const sent = await visitor.feedback.submit(makeNewFeedback({ rating: 3, feedback_text: '  ' }));
    expect(sent).toMatchObject({
      user_id: null,
      rating: 3,
      feedback_text: 'No additional feedback provided',
    });
    const stored = await t.asServiceRole((tx) =>
      tx.query<{ feedback_text: string; user_id: string | null }>(
        `select feedback_text, user_id from public.feedback where id = $1`,
        [sent.id],
      ),
    );
    expect(stored.rows).toEqual([
      { feedback_text: 'No additional feedback provided', user_id: null },
    ]);

    const a = await person();
    const mine = await a.data.feedback.submit(makeNewFeedback({ rating: 5 }));
    expect(mine.user_id).toBe(a.id);
  });

  it('deletes the person’s own feedback (with all their data) and nobody else’s', async () => {
    const a = await person();
    const b = await person();
    for (const rating of [5, 4]) await a.data.feedback.submit(makeNewFeedback({ rating }));
    await b.data.feedback.submit(makeNewFeedback({ rating: 2 }));
    await a.data.privacy.deleteAllMyData();
    const left = await t.asServiceRole((tx) =>
      tx.query<{ user_id: string; rating: number }>(
        `select user_id, rating from public.feedback where user_id = any($1::uuid[])`,
        [[a.id, b.id]],
      ),
    );
    expect(left.rows).toEqual([{ user_id: b.id, rating: 2 }]);
  });
});

describe('user stats: the dashboard numbers', () => {
  it('counts clarified ideas in any later status, finished guides, and the person’s own feedback', async () => {
    const a = await person();
    const b = await person();
    await ideasOf(a.id, [
      { text: 'clarified', status: 'clarified' },
      {
        text: 'moved on',
        status: 'in_progress',
        step_progress: { step1: 'complete', step2: 'complete', step3: 'in_progress' },
      },
      {
        text: 'done',
        status: 'completed',
        step_progress: {
          step1: 'complete',
          step2: 'complete',
          step3: 'complete',
          step4: 'complete',
          step5: 'complete',
        },
      },
      {
        text: 'a draft',
        status: 'draft',
        structured: false,
        step_progress: { step1: 'not_started' },
      },
      { text: 'a draft with a clarification', status: 'draft' },
    ]);
    await ideasOf(b.id, [{ text: 'B', step_progress: { step1: 'complete' } }]);
    await a.data.feedback.submit(makeNewFeedback({ user_email: b.id }));
    await a.data.feedback.submit(makeNewFeedback());
    await b.data.feedback.submit(makeNewFeedback({ user_email: `${a.id}@example.com` }));
    await t.dataAs(null).feedback.submit(makeNewFeedback());

    // Guides Completed: only 'done' has every step complete (five, as it has no stored guide).
    expect(await a.data.stats.forCurrentUser()).toEqual({
      ideasClarified: 4,
      guidesCompleted: 1,
      feedbackGiven: 2,
    });
    expect(await b.data.stats.forCurrentUser()).toEqual({
      ideasClarified: 1,
      guidesCompleted: 0,
      feedbackGiven: 1,
    });
  });

  it('asks a visitor to sign in', async () => {
    await expect(t.dataAs(null).stats.forCurrentUser()).rejects.toMatchObject({
      message: 'Please sign in to see your statistics.',
    });
  });
});
