import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/port';
import { server } from '../../support/msw/server';
import { createFakeSupabase, warmFakeSupabase } from '../../support/fakes/supabase/fake-supabase';
import {
  createSupabaseTestBackend,
  fakeGoTrue,
  storeSupabaseSession,
  supabaseHandlers,
} from '../../support/fakes/supabase/msw';
import { ACCOUNT } from '../../support/fixtures/supabase';
import { makeGuide } from '../../support/factories';
import { captureDownloads } from '../../support/downloads';
import { renderApp } from '../../support/render';
import { openSharedBackend, saveIdeas, signIn } from '../ideas/signed-in';

beforeAll(openSharedBackend, 120_000);
beforeAll(warmFakeSupabase, 120_000);
configure({ asyncUtilTimeout: 5_000 });

const downloads = captureDownloads();

/** 'Your data' sits on the dashboard itself, not behind Privacy Settings. */
async function openYourData(backend: Backend) {
  const rendered = renderApp({ route: '/dashboard', backend });
  await screen.findByRole('heading', { level: 1, name: /^Welcome back/ });
  const dialog = screen.getByRole('region', { name: 'Your data' });
  return { ...rendered, dialog };
}

const asFile = (text: string) =>
  new File([text], 'clarity-data.json', { type: 'application/json' });

describe('Your data on the dashboard', { timeout: 30_000 }, () => {
  it('downloads all of the account’s data as one JSON file', async () => {
    const { backend } = await signIn();
    const [idea] = await saveIdeas(backend, [
      { idea_text: 'A night market map', step_progress: { step1: 'complete' } },
    ]);
    await backend.guides.save(idea!.id, makeGuide());
    const { user, dialog } = await openYourData(backend);

    await user.click(within(dialog).getByRole('button', { name: 'Download all my data' }));
    expect(
      await within(dialog).findByText(/^Downloaded clarity-data-\d{4}-\d{2}-\d{2}\.json\.$/),
    ).toBeVisible();
    const file = JSON.parse(await downloads[0]!.text()) as Record<string, unknown>;
    expect(file).toMatchObject({ format: 'clarity-account-data', version: 1 });
    expect(file.ideas).toEqual([
      expect.objectContaining({
        idea_text: 'A night market map',
        step_progress: { step1: 'complete' },
      }),
    ]);
    expect(file.guides).toHaveLength(1);
  });

  it('imports a file into the local account, skipping ideas it already has', async () => {
    const source = await signIn();
    await saveIdeas(source.backend, [{ idea_text: 'Shared idea' }, { idea_text: 'New idea' }]);
    const text = await source.backend.privacy.exportAllMyData();
    const { backend } = await signIn();
    await saveIdeas(backend, [{ idea_text: 'Shared idea' }]);
    const { user, dialog } = await openYourData(backend);

    await user.upload(within(dialog).getByLabelText('Import data'), asFile(text));
    expect(
      await within(dialog).findByText('Imported 1 idea. Skipped 1 idea you already have.'),
    ).toBeVisible();
    expect((await backend.ideas.list()).map((idea) => idea.idea_text).sort()).toEqual([
      'New idea',
      'Shared idea',
    ]);
  });

  it('says clearly when a file is not one of ours or is damaged, and imports nothing', async () => {
    const { backend } = await signIn();
    const { user, dialog } = await openYourData(backend);

    await user.upload(within(dialog).getByLabelText('Import data'), asFile('{"hello": 1}'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nothing was imported. This is not a Clarity data file.',
    );
    await user.upload(within(dialog).getByLabelText('Import data'), asFile('{"format": "clarity'));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(/it is damaged/),
    );
    expect(await backend.ideas.count()).toBe(0);
  });

  it('offers the download but no import in Supabase mode', async () => {
    storeSupabaseSession();
    const fake = createFakeSupabase();
    const idea = await fake.seedIdea({ idea_text: 'From the cloud' });
    await fake.sql(
      `insert into public.feedback (user_id, rating, feedback_text, session_id)
       values ($1, 5, 'Nice', 'a-session')`,
      [ACCOUNT.id],
    );
    server.use(fakeGoTrue().getUser(), supabaseHandlers(fake));
    const { user, dialog } = await openYourData(createSupabaseTestBackend());
    expect(within(dialog).queryByRole('button', { name: 'Import data' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Download all my data' }));
    await within(dialog).findByText(/^Downloaded /);
    const file = JSON.parse(await downloads[0]!.text()) as Record<string, unknown>;
    expect(file).toMatchObject({
      version: 1,
      ideas: [expect.objectContaining({ id: idea.id, idea_text: 'From the cloud' })],
      guides: [],
      feedback: [expect.objectContaining({ feedback_text: 'Nice', user_id: ACCOUNT.id })],
    });
  });
});
