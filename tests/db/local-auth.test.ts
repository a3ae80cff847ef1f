import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalAuth, type LocalAuth } from '@/lib/backend/local/auth';
import { createLocalData } from '@/lib/backend/local/data';
import { LOCAL_SESSION_KEY } from '@/lib/backend/local/session-store';
import type { AuthEvent } from '@/lib/backend/port';
import { createTestDb, type TestDb } from '../support/db';
import { makeNewFeedback, makeNewIdea } from '../support/factories';

/** Node has no localStorage; this is the browser's, as far as the adapter can tell. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

const storage = new MemoryStorage();
Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });

describe('local accounts in the embedded database', () => {
  let testDb: TestDb;
  let auth: LocalAuth;
  let opened: number;

  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb.close();
  });
  beforeEach(async () => {
    storage.clear();
    await testDb.db.exec('delete from auth.users');
    opened = 0;
    auth = createLocalAuth(async () => {
      opened += 1;
      return testDb.local;
    });
  });

  const userRow = async (email: string) => {
    const { rows } = await testDb.db.query<{
      encrypted_password: string;
      last_sign_in_at: Date | null;
    }>(`select encrypted_password, last_sign_in_at from auth.users where email = $1`, [email]);
    return rows[0];
  };

  it('signs up, signs in at once and keeps only a salted hash of the password', async () => {
    const events: AuthEvent[] = [];
    await auth.onAuthStateChange((event) => events.push(event));

    const { session } = await auth.signUp({
      email: '  Ada@Example.com ',
      password: 'analytical-engine',
    });

    expect(session?.user.email).toBe('ada@example.com');
    expect(session?.user.app_metadata.provider).toBe('email');
    expect(session?.user.email_confirmed_at).not.toBeNull();
    expect(auth.currentUserId()).toBe(session?.user.id);
    expect(await auth.getSession()).toEqual(session);
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);

    const row = await userRow('ada@example.com');
    expect(row?.encrypted_password).toMatch(/^pbkdf2-sha256\$600000\$/);
    expect(row?.encrypted_password).not.toContain('analytical-engine');
  });

  it('leaves the password readable nowhere: not in localStorage, not in any database file', async () => {
    await auth.signUp({ email: 'grace@example.com', password: 'cobol-rocks-1959' });
    await auth.changePassword({
      currentPassword: 'cobol-rocks-1959',
      newPassword: 'nanosecond-wire-30cm',
    });

    const stored = storage.getItem(LOCAL_SESSION_KEY) ?? '';
    expect(stored).toContain('grace@example.com');
    expect(stored).not.toMatch(/cobol-rocks|nanosecond-wire|pbkdf2/);

    const { rows } = await testDb.db.query<Record<string, unknown>>(`select * from auth.users`);
    expect(JSON.stringify(rows)).not.toMatch(/cobol-rocks|nanosecond-wire/);

    if (testDb.engine === 'pglite') {
      // Every byte PostgreSQL keeps on disk (tables, WAL, old row versions), as a tarball.
      const pglite = testDb.db as PGlite;
      const dump = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
      const text = new TextDecoder('latin1').decode(dump);
      expect(text).toContain('grace@example.com');
      expect(text).not.toContain('cobol-rocks-1959');
      expect(text).not.toContain('nanosecond-wire-30cm');
    }
  });

  it('refuses a wrong password and an unknown address with the same words', async () => {
    await auth.signUp({ email: 'ada@example.com', password: 'right-password' });
    await auth.signOut();

    await expect(
      auth.signInWithPassword({ email: 'ada@example.com', password: 'wrong-password' }),
    ).rejects.toMatchObject({
      message: 'Invalid login credentials',
      code: 'invalid_credentials',
      status: 400,
    });
    await expect(
      auth.signInWithPassword({ email: 'nobody@example.com', password: 'right-password' }),
    ).rejects.toMatchObject({
      message: 'Invalid login credentials',
    });
    expect(auth.currentUserId()).toBeNull();
    expect(storage.getItem(LOCAL_SESSION_KEY)).toBeNull();
  });

  it('signs in with the right password, whatever the case of the address, and records when', async () => {
    await auth.signUp({ email: 'ada@example.com', password: 'right-password' });
    await auth.signOut();
    await testDb.db.exec(`update auth.users set last_sign_in_at = null`);

    const session = await auth.signInWithPassword({
      email: 'ADA@example.com',
      password: 'right-password',
    });

    expect(session.user.email).toBe('ada@example.com');
    expect(session.user.last_sign_in_at).not.toBeNull();
    expect((await userRow('ada@example.com'))?.last_sign_in_at).toBeInstanceOf(Date);
    expect(auth.currentUserId()).toBe(session.user.id);
  });

  it('refuses a second account for the same address', async () => {
    await auth.signUp({ email: 'ada@example.com', password: 'first-password' });
    await expect(
      auth.signUp({ email: 'ADA@example.com', password: 'second-password' }),
    ).rejects.toMatchObject({
      message: 'An account with this email already exists.',
      code: 'user_already_exists',
    });
  });

  it('checks what the screens check, in case a caller did not', async () => {
    await expect(auth.signUp({ email: 'not-an-address', password: 'long-enough' })).rejects.toThrow(
      'Unable to validate email address: invalid format',
    );
    await expect(auth.signUp({ email: 'ada@example.com', password: '12345' })).rejects.toThrow(
      'Password should be at least 6 characters.',
    );
  });

  it('signs out everywhere in this browser', async () => {
    const events: AuthEvent[] = [];
    await auth.signUp({ email: 'ada@example.com', password: 'right-password' });
    await auth.onAuthStateChange((event, session) =>
      events.push(session ? event : (`${event}:none` as AuthEvent)),
    );

    await auth.signOut();

    expect(await auth.getSession()).toBeNull();
    expect(auth.currentUserId()).toBeNull();
    expect(storage.getItem(LOCAL_SESSION_KEY)).toBeNull();
    await Promise.resolve();
    expect(events).toContain('SIGNED_OUT:none');
  });

  it('changes the password after the current one: the old one stops working, the same one is refused', async () => {
    await auth.signUp({ email: 'ada@example.com', password: 'old-password' });
    await expect(
      auth.changePassword({ currentPassword: 'old-password', newPassword: 'old-password' }),
    ).rejects.toThrow('New password should be different from the old password.');
    // A session left open is not enough to lock its owner out.
    await expect(
      auth.changePassword({ currentPassword: 'a-guess', newPassword: 'new-password' }),
    ).rejects.toThrow('Your current password is not correct.');
    await expect(
      auth.changePassword({ currentPassword: null, newPassword: 'new-password' }),
    ).rejects.toThrow('Your current password is not correct.');
    // Local mode sends no reset links, so there is no recovery session to set a password in.
    await expect(auth.updatePassword('new-password')).rejects.toThrow(/need a Supabase backend/);
    await auth.changePassword({ currentPassword: 'old-password', newPassword: 'new-password' });
    await auth.signOut();

    await expect(
      auth.signInWithPassword({ email: 'ada@example.com', password: 'old-password' }),
    ).rejects.toThrow('Invalid login credentials');
    await expect(
      auth.signInWithPassword({ email: 'ada@example.com', password: 'new-password' }),
    ).resolves.toBeTruthy();
  });

  it('needs a session to change the password or the profile', async () => {
    await expect(
      auth.changePassword({ currentPassword: 'old-password', newPassword: 'new-password' }),
    ).rejects.toThrow('Auth session missing!');
    await expect(auth.updateProfile({ fullName: 'Ada' })).rejects.toThrow('Auth session missing!');
  });

  it('updates the profile name and tells its listeners', async () => {
    await auth.signUp({ email: 'ada@example.com', password: 'right-password' });
    const events: string[] = [];
    await auth.onAuthStateChange((event, session) =>
      events.push(`${event}:${session?.user.user_metadata.full_name ?? ''}`),
    );

    const user = await auth.updateProfile({ fullName: '  Ada Lovelace ' });

    expect(user.user_metadata.full_name).toBe('Ada Lovelace');
    expect((await auth.getSession())?.user.user_metadata.full_name).toBe('Ada Lovelace');
    expect(events).toContain('USER_UPDATED:Ada Lovelace');
  });

  it('knows who is signed in without opening the database', async () => {
    expect(await auth.getSession()).toBeNull();
    expect(await auth.getUser()).toBeNull();
    expect(auth.currentUserId()).toBeNull();
    expect(opened).toBe(0);

    await auth.signUp({ email: 'ada@example.com', password: 'right-password' });
    const fresh = createLocalAuth(async () => {
      throw new Error('the database must not be opened for this');
    });
    expect((await fresh.getSession())?.user.email).toBe('ada@example.com');
    expect(fresh.currentUserId()).not.toBeNull();
  });

  it('ends a session whose account no longer exists once the database is asked', async () => {
    await auth.signUp({ email: 'ada@example.com', password: 'right-password' });
    await testDb.db.exec('delete from auth.users');
    const events: AuthEvent[] = [];
    await auth.onAuthStateChange((event) => events.push(event));

    expect(await auth.getUser()).toBeNull();
    expect(await auth.getSession()).toBeNull();
    expect(events).toContain('SIGNED_OUT');
  });

  it('treats an expired or tampered session entry as nobody signed in', async () => {
    const { session } = await auth.signUp({ email: 'ada@example.com', password: 'right-password' });
    storage.setItem(
      LOCAL_SESSION_KEY,
      JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 1 }),
    );
    expect(await auth.getSession()).toBeNull();
    expect(storage.getItem(LOCAL_SESSION_KEY)).toBeNull();

    storage.setItem(LOCAL_SESSION_KEY, '{"user":{"id":"x"}}');
    expect(await auth.getSession()).toBeNull();
    expect(auth.currentUserId()).toBeNull();
  });

  it('says the session ended when a data call finds it ran out, instead of acting as nobody', async () => {
    const { session } = await auth.signUp({ email: 'ada@example.com', password: 'right-password' });
    const data = createLocalData({
      database: async () => testDb.local,
      currentUserId: auth.currentUserId,
    });
    const idea = await data.ideas.create(makeNewIdea({ idea_text: 'A timer that nudges gently' }));
    const events: AuthEvent[] = [];
    await auth.onAuthStateChange((event) => events.push(event));
    storage.setItem(
      LOCAL_SESSION_KEY,
      JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 1 }),
    );

    await expect(
      data.ideas.setStepProgress(idea.id, { step: 'step1', state: 'complete' }),
    ).rejects.toThrow();
    expect(events).toContain('SIGNED_OUT');
    expect(storage.getItem(LOCAL_SESSION_KEY)).toBeNull();
    // Told once: later calls made while signed out announce nothing more.
    auth.currentUserId();
    expect(events.filter((event) => event === 'SIGNED_OUT')).toHaveLength(1);
  });

  it('renews a session that is past half its life', async () => {
    const { session } = await auth.signUp({ email: 'ada@example.com', password: 'right-password' });
    const soon = Math.floor(Date.now() / 1000) + 60;
    storage.setItem(LOCAL_SESSION_KEY, JSON.stringify({ ...session, expires_at: soon }));
    const renewed = await auth.getSession();
    expect(renewed?.expires_at).toBeGreaterThan(soon + 24 * 60 * 60);
  });

  it('deletes the account with everything of it, only after its current password', async () => {
    const data = createLocalData({
      database: async () => testDb.local,
      currentUserId: auth.currentUserId,
    });
    await auth.signUp({ email: 'grace@example.com', password: 'cobol-rocks-1959' });
    await data.ideas.create(makeNewIdea({ idea_text: 'A compiler for everyone' }));
    await auth.signOut();
    await auth.signUp({ email: 'ada@example.com', password: 'analytical-engine' });
    await data.ideas.create(makeNewIdea({ idea_text: 'A loom that plays music' }));
    await data.feedback.submit(makeNewFeedback());
    const events: string[] = [];
    await auth.onAuthStateChange((event) => events.push(event));

    await expect(auth.deleteAccount('a-guess')).rejects.toThrow(
      'Your current password is not correct.',
    );
    expect(await userRow('ada@example.com')).toBeDefined();

    await auth.deleteAccount('analytical-engine');
    expect(await auth.getSession()).toBeNull();
    expect(events).toContain('SIGNED_OUT');
    const count = async (sql: string) =>
      Number((await testDb.db.query<{ n: number }>(sql)).rows[0]?.n);
    expect(await userRow('ada@example.com')).toBeUndefined();
    // Ada's idea and feedback went with her account; Grace's idea is untouched.
    expect(await count(`select count(*)::int as n from public.ideas`)).toBe(1);
    expect(await count(`select count(*)::int as n from public.feedback`)).toBe(0);
    await expect(
      auth.signInWithPassword({ email: 'ada@example.com', password: 'analytical-engine' }),
    ).rejects.toThrow('Invalid login credentials');
  });

  it('keeps two local accounts apart: each sees only its own ideas', async () => {
    // The data adapter runs every call under the signed-in account's claims, so RLS decides.
    const data = createLocalData({
      database: async () => testDb.local,
      currentUserId: auth.currentUserId,
    });

    await auth.signUp({ email: 'ada@example.com', password: 'analytical-engine' });
    const adas = await data.ideas.create(makeNewIdea({ idea_text: 'A loom that plays music' }));
    await auth.signOut();

    await auth.signUp({ email: 'grace@example.com', password: 'cobol-rocks-1959' });
    expect(await data.ideas.list()).toEqual([]);
    expect(await data.ideas.get(adas.id)).toBeNull();
    await data.ideas.create(makeNewIdea({ idea_text: 'A compiler for everyone' }));
    await auth.signOut();

    await auth.signInWithPassword({ email: 'ada@example.com', password: 'analytical-engine' });
    expect((await data.ideas.list()).map((idea) => idea.idea_text)).toEqual([
      'A loom that plays music',
    ]);
    await auth.signOut();

    // Signed out, nobody's ideas are readable: the database refuses a visitor.
    await expect(data.ideas.list()).rejects.toMatchObject({ status: 403 });
  });

  it('says plainly that Google sign-in and reset e-mails need a Supabase backend', async () => {
    await expect(auth.signInWithGoogle()).rejects.toMatchObject({
      code: 'supabase_required',
      message: expect.stringContaining('needs a Supabase backend'),
    });
    await expect(auth.resetPasswordForEmail('ada@example.com')).rejects.toMatchObject({
      code: 'supabase_required',
      message: expect.stringContaining('need a Supabase backend'),
    });
    await expect(auth.openRecoveryLink({ code: 'abc' })).rejects.toMatchObject({
      code: 'supabase_required',
    });
  });

  it('turns a database failure into the generic message', async () => {
    const broken = createLocalAuth(async () => {
      throw new Error('IndexedDB is unavailable');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      broken.signInWithPassword({ email: 'ada@example.com', password: 'whatever' }),
    ).rejects.toMatchObject({
      message: 'An unexpected error occurred. Please try again.',
      code: 'unexpected',
    });
    expect(warn).toHaveBeenCalledWith('Local auth failed.', expect.any(Error));
    warn.mockRestore();
  });
});
