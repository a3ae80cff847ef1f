import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/domain/errors';
import { createTestDb, type TestDb } from '../support/db';
import { makeNewFeedback } from '../support/factories';

/**
 * Feedback cannot flood (docs/decisions/033-feedback-through-a-function.md): no direct insert, one
 * row per call of public.submit_feedback(), at most 5 an hour per session and per person and 200 an
 * hour from everyone, an attached idea of at most 2,000 characters, and the sender known by the
 * session, never by a typed e-mail. On PGlite and, with DATABASE_URL, on PostgreSQL 15.
 */

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});
// Each test starts with an empty hour: what earlier tests sent, and its count, move two hours back.
beforeEach(async () => {
  await t.db.query(`update public.feedback set created_at = now() - interval '2 hours'`);
  await t.db.query(
    `update public.rate_limit_hits set hit_at = now() - interval '2 hours' where scope = 'feedback'`,
  );
});

const refused = { code: '42501' };
const rateLimited = (detail: string) => ({ code: 'PT429', detail });
const send = `select public.submit_feedback(rating => 4, feedback_text => 'Nice', session_id => $1) as id`;

async function countFeedback(where = 'true', params: unknown[] = []) {
  const { rows } = await t.db.query<{ n: number }>(
    `select count(*)::int as n from public.feedback where ${where}`,
    params,
  );
  return rows[0]!.n;
}

describe('no direct insert', () => {
  it('refuses a visitor inserting 20,000 rows in one statement; nothing is stored', async () => {
    const before = await countFeedback();
    await expect(
      t.asAnon((tx) =>
        tx.query(
          `insert into public.feedback (rating, feedback_text, session_id)
           select 4, repeat('x', 5000), 'flood-' || n from generate_series(1, 20000) as n`,
        ),
      ),
    ).rejects.toMatchObject(refused);
    expect(await countFeedback()).toBe(before);
  });

  it('refuses a signed-in person inserting directly, too', async () => {
    const a = await t.createUser(`${crypto.randomUUID()}@example.com`);
    await expect(
      t.asUser(a, (tx) =>
        tx.query(
          `insert into public.feedback (rating, feedback_text, session_id) values (4, 'x', 's')`,
        ),
      ),
    ).rejects.toMatchObject(refused);
  });

  it('refuses 20,000 calls of the function in one statement as a whole: nothing is stored', async () => {
    const before = await countFeedback();
    await expect(
      t.asAnon((tx) =>
        tx.query(
          `select public.submit_feedback(4, 'x', 'flood-' || n) from generate_series(1, 20000) as n`,
        ),
      ),
    ).rejects.toMatchObject(rateLimited('everyone'));
    expect(await countFeedback()).toBe(before);
  });
});

describe('hourly limits', () => {
  it('takes 5 from one session in an hour and refuses the sixth; another session still sends', async () => {
    const session = `s-${crypto.randomUUID()}`;
    for (let i = 0; i < 5; i++) await t.asAnon((tx) => tx.query(send, [session]));
    await expect(t.asAnon((tx) => tx.query(send, [session]))).rejects.toMatchObject(
      rateLimited('session'),
    );
    expect(await countFeedback('session_id = $1', [session])).toBe(5);
    await t.asAnon((tx) => tx.query(send, [`s-${crypto.randomUUID()}`]));
  });

  it('counts a session again once its messages are more than an hour old', async () => {
    const session = `s-${crypto.randomUUID()}`;
    for (let i = 0; i < 5; i++) await t.asAnon((tx) => tx.query(send, [session]));
    await t.db.query(
      `update public.feedback set created_at = now() - interval '61 minutes' where session_id = $1`,
      [session],
    );
    await t.db.query(
      `update public.rate_limit_hits set hit_at = now() - interval '61 minutes'
       where scope = 'feedback' and bucket = 'session:' || $1`,
      [session],
    );
    await t.asAnon((tx) => tx.query(send, [session]));
  });

  it('takes 5 from one signed-in person in an hour, whatever session ids they send', async () => {
    const a = await t.createUser(`${crypto.randomUUID()}@example.com`);
    for (let i = 0; i < 5; i++)
      await t.asUser(a, (tx) => tx.query(send, [`s-${crypto.randomUUID()}`]));
    await expect(
      t.asUser(a, (tx) => tx.query(send, [`s-${crypto.randomUUID()}`])),
    ).rejects.toMatchObject(rateLimited('person'));
  });

  it('keeps counting what a signed-in person sent after they delete it', async () => {
    const a = await t.createUser(`${crypto.randomUUID()}@example.com`);
    const session = `s-${crypto.randomUUID()}`;
    for (let i = 0; i < 5; i++) await t.asUser(a, (tx) => tx.query(send, [session]));
    const deleted = await t.asUser(a, (tx) =>
      tx.query(`delete from public.feedback where user_id = $1 returning id`, [a]),
    );
    expect(deleted.rows).toHaveLength(5);
    await expect(
      t.asUser(a, (tx) => tx.query(send, [`s-${crypto.randomUUID()}`])),
    ).rejects.toMatchObject(rateLimited('person'));
    await expect(t.asAnon((tx) => tx.query(send, [session]))).rejects.toMatchObject(
      rateLimited('session'),
    );
    // The count itself is no browser role's to read or reset.
    for (const as of [t.asAnon.bind(t), (fn: Parameters<TestDb['asAnon']>[0]) => t.asUser(a, fn)])
      await expect(
        as((tx) => tx.query(`delete from public.rate_limit_hits`)),
      ).rejects.toMatchObject(refused);
  });

  it('takes 200 from everyone together in an hour, then refuses any new session', async () => {
    for (let i = 0; i < 200; i++)
      await t.asAnon((tx) => tx.query(send, [`rotating-${i}-${crypto.randomUUID()}`]));
    await expect(
      t.asAnon((tx) => tx.query(send, [`s-${crypto.randomUUID()}`])),
    ).rejects.toMatchObject(rateLimited('everyone'));
    expect(await countFeedback(`created_at > now() - interval '1 hour'`)).toBe(200);
  });

  it('says a refused submit in words, through the app’s adapter', async () => {
    // The adapter logs each failed feedback call; here the failure is the point.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const visitor = t.dataAs(null);
    const feedback = makeNewFeedback({ session_id: `s-${crypto.randomUUID()}` });
    for (let i = 0; i < 5; i++) await visitor.feedback.submit(feedback);
    const refusal = await visitor.feedback.submit(feedback).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BackendError);
    expect(refusal).toMatchObject({
      status: 429,
      message:
        'You have sent feedback several times in the last hour. Please try again a little later.',
    });
  });
});

describe('its arguments, checked before anything is counted', () => {
  const hitsOf = async (session: string) =>
    (
      await t.db.query<{ n: number }>(
        `select count(*)::int as n from public.rate_limit_hits where bucket = 'session:' || $1`,
        [session],
      )
    ).rows[0]!.n;

  it('refuses a missing or malformed session id with its own code and a sentence', async () => {
    for (const session of [null, '', 'x'.repeat(201), 'two words', 'line\nbreak', 'a:b']) {
      const refusal = await t
        .asAnon((tx) => tx.query(send, [session]))
        .catch((error: unknown) => error);
      expect(refusal).toMatchObject({
        code: 'PT400',
        detail: 'session_id',
        message: 'This feedback does not say which visit it comes from.',
      });
    }
    // Nothing was counted for a refused call, nor stored.
    expect(await hitsOf('two words')).toBe(0);
    expect(await countFeedback(`created_at > now() - interval '1 hour'`)).toBe(0);
    // A UUID, as the app sends, and the ids the limits' tests use are taken.
    await t.asAnon((tx) => tx.query(send, [crypto.randomUUID()]));
    await t.asAnon((tx) => tx.query(send, ['s-1.session_two']));
  });

  it('refuses each other argument the same way, naming it', async () => {
    const session = `s-${crypto.randomUUID()}`;
    const call = (args: string) =>
      t
        .asAnon((tx) =>
          tx.query(`select public.submit_feedback(session_id => $1, ${args})`, [session]),
        )
        .catch((error: unknown) => error);
    expect(await call(`rating => 0, feedback_text => 'x'`)).toMatchObject({
      code: 'PT400',
      detail: 'rating',
    });
    expect(await call(`rating => null, feedback_text => 'x'`)).toMatchObject({ detail: 'rating' });
    expect(await call(`rating => 4, feedback_text => ''`)).toMatchObject({
      code: 'PT400',
      detail: 'feedback_text',
    });
    expect(await call(`rating => 4, feedback_text => 'x', category => 'Spam'`)).toMatchObject({
      code: 'PT400',
      detail: 'category',
    });
    expect(
      await call(`rating => 4, feedback_text => 'x', user_email => repeat('e', 321)`),
    ).toMatchObject({ code: 'PT400', detail: 'user_email' });
    expect(await hitsOf(session)).toBe(0);
  });

  it('reaches the app as a sentence a person can read', async () => {
    // The adapter logs each failed feedback call; here the failure is the point.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusal = await t
      .dataAs(null)
      .feedback.submit(makeNewFeedback({ session_id: '' }))
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BackendError);
    expect(refusal).toMatchObject({
      code: 'PT400',
      status: 400,
      message:
        'This page lost track of your visit, so your feedback was not sent. Reload the page and send it again.',
    });
  });
});

describe('what a row may hold, and who sent it', () => {
  it('refuses an attached idea over 2,000 characters; the app cuts a longer one to 2,000', async () => {
    await expect(
      t.asAnon((tx) =>
        tx.query(`select public.submit_feedback(4, 'x', $1, user_idea => repeat('i', 2001))`, [
          `s-${crypto.randomUUID()}`,
        ]),
      ),
    ).rejects.toMatchObject({ code: 'PT400', detail: 'user_idea' });

    const sent = await t
      .dataAs(null)
      .feedback.submit(makeNewFeedback({ user_idea: 'é'.repeat(10_000) }));
    const stored = await t.db.query<{ n: number }>(
      `select char_length(user_idea) as n from public.feedback where id = $1`,
      [sent.id],
    );
    expect(stored.rows).toEqual([{ n: 2000 }]);
  });

  it('attributes a signed-in person’s feedback by their session, never by a typed e-mail', async () => {
    const a = await t.createUser(`a-${crypto.randomUUID()}@example.com`);
    const b = await t.createUser(`b-${crypto.randomUUID()}@example.com`);
    const bEmail = (
      await t.db.query<{ email: string }>(`select email from auth.users where id = $1`, [b])
    ).rows[0]!.email;

    // A types B's address: the row is A's, and the address is only where a reply would go.
    const byA = await t.dataAs(a).feedback.submit(makeNewFeedback({ user_email: bEmail }));
    // A visitor types B's address: the row is nobody's.
    const byVisitor = await t.dataAs(null).feedback.submit(makeNewFeedback({ user_email: bEmail }));
    const rows = await t.db.query<{ id: string; user_id: string | null; user_email: string }>(
      `select id, user_id, user_email from public.feedback where id = any($1::uuid[]) order by user_id nulls last`,
      [[byA.id, byVisitor.id]],
    );
    expect(rows.rows).toEqual([
      { id: byA.id, user_id: a, user_email: bEmail },
      { id: byVisitor.id, user_id: null, user_email: bEmail },
    ]);
    expect(await t.dataAs(b).stats.forCurrentUser()).toMatchObject({ feedbackGiven: 0 });
    expect(await t.dataAs(a).stats.forCurrentUser()).toMatchObject({ feedbackGiven: 1 });
  });
});
