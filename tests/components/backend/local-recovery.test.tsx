import { configure, screen, waitFor } from '@testing-library/react';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createLocalAuth } from '@/lib/backend/local/auth';
import { createLocalData } from '@/lib/backend/local/data';
import { openEmbeddedDatabase } from '@/lib/backend/local/database';
import { createLocalBackend } from '@/lib/backend/local';
import { localDatabaseTrouble } from '@/lib/backend/local/trouble';
import { expectConsoleError } from '../../support/console-guard';
import { migratedDatabaseArchive } from '../../support/database-archive';
import { makeNewIdea } from '../../support/factories';
import { renderApp } from '../../support/render';

// Opening PGlite on disk three times (set-up, salvage, fresh start) takes a while on a busy machine.
configure({ asyncUtilTimeout: 30_000 });

const IDEA = 'A repair café that lends tools by the hour';
const EMAIL = 'ada@example.com';
let dataDir: string;

/**
 * A database on disk with an account and an idea whose migrations cannot run: its record of the
 * migrations already applied is gone, so the first one fails on the tables that exist (what a
 * half-applied upgrade or damaged files look like to the app).
 */
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'clarity-recovery-'));
  const db = await openEmbeddedDatabase(dataDir, await migratedDatabaseArchive());
  const database = async () => db;
  const auth = createLocalAuth(database);
  await auth.signUp({ email: EMAIL, password: 'analytical-engine' });
  await createLocalData({ database, currentUserId: auth.currentUserId }).ideas.create(
    makeNewIdea({ idea_text: IDEA }),
  );
  await db.exec('delete from clarity_local.schema_migrations');
  await db.close();
  // Start fresh ends on `/`, whose journey loads the AI module; loaded now, it is not still
  // arriving when the test ends.
  await import('@/lib/ai');
}, 120_000);

afterEach(async () => {
  localDatabaseTrouble.report(null);
  await rm(dataDir, { recursive: true, force: true });
});

it('offers the stored data as a file and a confirmed fresh start when the database cannot migrate', async () => {
  const downloads: Blob[] = [];
  // jsdom has no object URLs: the browser's edge, where the file leaves the page.
  URL.createObjectURL = (blob: Blob) => {
    downloads.push(blob);
    return 'blob:clarity-test';
  };
  URL.revokeObjectURL = () => undefined;
  const backend = createLocalBackend({ dataDir });
  const { user } = renderApp({ route: '/ideas', backend });

  expect(
    await screen.findByRole('heading', { name: 'Your saved ideas could not be opened' }),
  ).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Download my data' }));
  expect(await screen.findByText(/^Downloaded clarity-local-data-.*\.json\.$/)).toBeVisible();
  const file = JSON.parse(await downloads[0]!.text()) as Record<string, unknown[]>;
  expect(JSON.stringify(file.ideas)).toContain(IDEA);
  expect(JSON.stringify(file.accounts)).toContain(EMAIL);
  expect(JSON.stringify(file)).not.toContain('encrypted_password');

  // Start fresh says what is lost and waits for a yes.
  await user.click(screen.getByRole('button', { name: 'Start fresh' }));
  expect(
    screen.getByText(/deletes every account, idea, guide and ticked step .* cannot be undone/),
  ).toBeVisible();
  expect(screen.getByRole('region', { name: 'Delete everything and start fresh?' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('button', { name: 'Start fresh' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Start fresh' }));
  await user.click(screen.getByRole('button', { name: 'Delete everything and start fresh' }));

  // The app is back, signed out (the accounts went with the data), on a database that works.
  expect(
    await screen.findByRole('heading', { level: 1, name: 'From Chaos to Clarity.' }),
  ).toBeVisible();
  await backend.auth.signUp({ email: 'grace@example.com', password: 'analytical-engine' });
  await waitFor(async () => expect(await backend.ideas.list()).toEqual([]));
  expect(
    screen.queryByRole('heading', { name: 'Your saved ideas could not be opened' }),
  ).toBeNull();
  expect(expectConsoleError(/The local database could not be opened/)).toBeGreaterThan(0);
  // jsdom cannot follow the download link; a browser saves the file.
  expectConsoleError(/Not implemented: navigation/);
}, 180_000);
