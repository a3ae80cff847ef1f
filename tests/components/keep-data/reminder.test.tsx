import { configure, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../support/downloads';
import { openSharedBackend, saveIdeas } from '../ideas/signed-in';
import { browserKeepsStorage, personWith, visitMyIdeas } from './person';

beforeAll(openSharedBackend, 120_000);
configure({ asyncUtilTimeout: 5_000 });

const downloads = captureDownloads();
const DAY = 24 * 60 * 60 * 1000;
const TODAY = new Date('2026-11-29T09:00:00Z').getTime();

beforeEach(() => {
  // Only the clock is fake: the database, the user's clicks and the waits keep real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  browserKeepsStorage(false);
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'storage');
});

const reminder = (line: HTMLElement) =>
  within(line).queryByText(/^(Your last copy is|You have no copy)/);

describe('The reminder to keep a copy', { timeout: 30_000 }, () => {
  it('waits for a third saved idea when there is no copy at all', async () => {
    const backend = await personWith(2);
    const first = await visitMyIdeas(backend);
    expect(
      within(first.line).getByText(
        "This browser may clear your ideas if you don't open Clarity for a while.",
      ),
    ).toBeVisible();
    expect(reminder(first.line)).toBeNull();
    first.unmount();

    await saveIdeas(backend, [{ idea_text: 'Idea number 3' }]);
    const { line } = await visitMyIdeas(backend);
    expect(await within(line).findByText(/^You have no copy of your ideas yet/)).toBeVisible();
  });

  it('speaks of a copy 7 or more days old only when the ideas changed since', async () => {
    const unchanged = await personWith(1, {
      lastCopyAt: TODAY - 9 * DAY,
      changedAt: TODAY - 10 * DAY,
    });
    const first = await visitMyIdeas(unchanged);
    expect(reminder(first.line)).toBeNull();
    first.unmount();

    const recent = await personWith(1, { lastCopyAt: TODAY - 6 * DAY, changedAt: TODAY - DAY });
    const second = await visitMyIdeas(recent);
    expect(reminder(second.line)).toBeNull();
    second.unmount();

    const due = await personWith(1, { lastCopyAt: TODAY - 9 * DAY, changedAt: TODAY - DAY });
    const { line } = await visitMyIdeas(due);
    expect(within(line).getByText('Your last copy is from 9 days ago ·')).toBeVisible();
    expect(within(line).getByRole('button', { name: 'Keep a copy' })).toBeVisible();
  });

  it('stays away for a week once put away, then comes back', async () => {
    const backend = await personWith(1, { lastCopyAt: TODAY - 8 * DAY, changedAt: TODAY - DAY });
    const first = await visitMyIdeas(backend);
    await first.user.click(within(first.line).getByRole('button', { name: 'Not now' }));
    expect(reminder(first.line)).toBeNull();
    first.unmount();

    vi.setSystemTime(TODAY + 6 * DAY);
    const sixDaysOn = await visitMyIdeas(backend);
    expect(reminder(sixDaysOn.line)).toBeNull();
    sixDaysOn.unmount();

    vi.setSystemTime(TODAY + 7 * DAY);
    const { line } = await visitMyIdeas(backend);
    expect(within(line).getByText('Your last copy is from 15 days ago ·')).toBeVisible();
  });

  it('is never shown where the browser keeps the ideas for good', async () => {
    browserKeepsStorage(true);
    const backend = await personWith(5, { lastCopyAt: TODAY - 30 * DAY, changedAt: TODAY - DAY });
    const { line } = await visitMyIdeas(backend);
    expect(within(line).getByText('Your ideas are kept in this browser for good.')).toBeVisible();
    expect(reminder(line)).toBeNull();
    expect(within(line).queryByRole('button', { name: 'Keep a copy' })).toBeNull();
  });

  it('goes once a copy is kept, and the copy is the all-my-data file', async () => {
    const backend = await personWith(3);
    const { line, user } = await visitMyIdeas(backend);
    await user.click(within(line).getByRole('button', { name: 'Keep a copy' }));

    expect(
      await within(line).findByText(/^Kept a copy: clarity-data-\d{4}-\d{2}-\d{2}\.json/),
    ).toBeVisible();
    expect(reminder(line)).toBeNull();
    const file = JSON.parse(await downloads[0]!.text()) as { format: string; ideas: unknown[] };
    expect(file).toMatchObject({ format: 'clarity-account-data' });
    expect(file.ideas).toHaveLength(3);
  });
});
