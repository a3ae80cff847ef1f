import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalBackend } from '@/lib/backend/local';
import { openLocalDatabase } from '@/lib/backend/local/database';
import { localDatabaseTrouble } from '@/lib/backend/local/trouble';
import type { Backend } from '@/lib/backend/port';
import { warmUpOnFirstUse } from '@/lib/backend/warm-up';
import { openTestFileDatabase } from '../../support/local-database';
import { createLocalTestBackend, renderApp } from '../../support/render';

// PGlite failing on disk, then the shared database, take a while on a busy machine.
configure({ asyncUtilTimeout: 60_000 });

/**
 * The browser's idle callbacks, held until the test says the page is idle (jsdom has none): the
 * sign-in pages do not start the database on idle; what else asks for one runs.
 */
let idleCallbacks: Array<IdleRequestCallback | null> = [];
const browserIsIdle = () => {
  const due = idleCallbacks;
  idleCallbacks = [];
  for (const callback of due) callback?.({ didTimeout: false, timeRemaining: () => 50 });
};

beforeEach(async () => {
  // The warm-up waits for the page's load first.
  if (document.readyState !== 'complete')
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  idleCallbacks = [];
  window.requestIdleCallback = (callback) => idleCallbacks.push(callback);
  window.cancelIdleCallback = (id) => {
    idleCallbacks[id - 1] = null;
  };
});

afterEach(() => {
  // Unmounted first: leaving a page cancels its idle callback.
  cleanup();
  // @ts-expect-error jsdom has none: the test's own is taken away again.
  delete window.requestIdleCallback;
  // @ts-expect-error as above
  delete window.cancelIdleCallback;
});

/** Local mode's backend, counting the warm-ups asked of it (jsdom has no worker to warm). */
function countingBackend(): { backend: Backend; warmUps: () => number } {
  let count = 0;
  const backend: Backend = {
    ...createLocalTestBackend(),
    warmUp: async () => {
      count += 1;
    },
  };
  return { backend, warmUps: () => count };
}

describe('the embedded database warms up at the first sign of use', () => {
  it.each([
    ['/login', 'Welcome back'],
    ['/signup', 'Create your account'],
  ])(
    'on %s, once the person starts on the form, not while they only look',
    async (route, heading) => {
      const { backend, warmUps } = countingBackend();
      const { user } = renderApp({ route, backend });
      await screen.findByRole('heading', { level: 1, name: heading });
      // Loaded and idle: a visitor who only looks downloads nothing of the database.
      browserIsIdle();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(warmUps()).toBe(0);

      await user.click(screen.getByLabelText('Email'));
      await waitFor(() => expect(warmUps()).toBe(1));
      // Once: typing on does not start it again.
      await user.type(screen.getByLabelText('Email'), 'ada@example.com');
      expect(warmUps()).toBe(1);
    },
  );

  it('when a key reaches the page first (Tab to the first field)', async () => {
    const { backend, warmUps } = countingBackend();
    const { user } = renderApp({ route: '/login', backend });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await user.keyboard('{Tab}');
    await waitFor(() => expect(warmUps()).toBe(1));
  });

  it("at once when the person is already in a field as the page's code arrives", async () => {
    // The sign-in page's static HTML takes clicks before its code has run.
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    const { backend, warmUps } = countingBackend();
    const stop = warmUpOnFirstUse(backend);
    expect(warmUps()).toBe(1);
    stop();
    field.remove();
  });

  it('not on the landing page of someone who is not signed in', async () => {
    const { backend, warmUps } = countingBackend();
    const { user } = renderApp({ route: '/', backend });
    await screen.findByRole('heading', { level: 1, name: 'From Chaos to Clarity.' });
    browserIsIdle();
    await user.keyboard('{Tab}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warmUps()).toBe(0);
  });
});

describe('a warm-up that fails', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'clarity-warm-up-'));
  });
  afterEach(async () => {
    localDatabaseTrouble.report(null);
    await rm(dir, { recursive: true, force: true });
  });

  it('says nothing, and the sign-up then opens the database itself and works', async () => {
    // A file where the database's directory should be: PostgreSQL cannot start there.
    const dataDir = join(dir, 'database');
    await writeFile(dataDir, 'not a database');
    // The warm-up meets the real failure; whatever stood in the way is gone by the next open, which
    // gets the run's migrated database (a new one on disk would take seconds to create).
    let opens = 0;
    const backend = createLocalBackend({
      dataDir,
      openDatabase: (path) => (++opens === 1 ? openLocalDatabase(path) : openTestFileDatabase()),
    });

    await backend.warmUp?.();
    // No recovery screen, nothing logged (the console guard fails the test on an error).
    expect(localDatabaseTrouble.current()).toBeNull();

    const { user } = renderApp({ route: '/signup', backend });
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'analytical-engine');
    await user.type(screen.getByLabelText('Confirm password'), 'analytical-engine');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText("Account created! You're signed in on this device."),
    ).toBeVisible();

    await backend.auth.signOut();
    await expect(
      backend.auth.signInWithPassword({ email: 'ada@example.com', password: 'analytical-engine' }),
    ).resolves.toMatchObject({ user: { email: 'ada@example.com' } });
  }, 180_000);
});
