import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportMenu } from '@/components/export/export-menu';
import type { ExportSource } from '@/lib/export/document';
import { eventTimes } from '../../support/calendar';
import { captureDownloads } from '../../support/downloads';
import { renderWithProviders } from '../../support/render';

const source: ExportSource = {
  ideaId: null,
  ideaText: 'A tool library for my street',
  clarification: {
    problem: 'Neighbours buy drills they use once',
    targetAudience: 'Homeowners on one street',
    uniqueValue: 'Borrow instead of buy',
    format: 'Shared shed',
    challenges: ['Trust', 'Repairs'],
  },
  step: 'research',
  guide: {
    kind: 'research',
    steps: [
      { title: 'Ask ten neighbours', description: 'Door to door.', content: ['Bring a list'] },
      { title: 'Count the drills', description: 'Make a sheet.', content: [] },
      { title: 'Find a shed', description: 'Ask the council.', content: [] },
    ],
    extras: ['Google Forms'],
  },
  progress: { step1: 'complete' },
};

const downloads = captureDownloads();
afterEach(() => vi.useRealTimers());

const openMenu = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Export' }));
  return screen.findByRole('menu');
};

describe('the Export menu', () => {
  it('is a menu button a keyboard can open, move through and close', async () => {
    const { user } = renderWithProviders(<ExportMenu source={source} />);
    const trigger = screen.getByRole('button', { name: 'Export' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Copy as Markdown',
      'Download Markdown',
      'Copy as task list',
      'Download calendar (.ics)',
      'Print',
    ]);
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Copy as Markdown' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Download Markdown' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('copies the idea and guide as Markdown, with the ticks', async () => {
    const { user } = renderWithProviders(<ExportMenu source={source} />);
    await user.click(
      within(await openMenu(user)).getByRole('menuitem', { name: 'Copy as Markdown' }),
    );
    expect(await screen.findByText('Copied as Markdown.')).toBeVisible();
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('# My idea\n\nA tool library for my street');
    expect(copied).toContain('**Problem:** Neighbours buy drills they use once');
    expect(copied).toContain('## Market Research');
    expect(copied).toContain('- [x] **1. Ask ten neighbours**');
    expect(copied).toContain('- [ ] **2. Count the drills**');
  });

  it('downloads the Markdown as a .md file named after the idea', async () => {
    const { user } = renderWithProviders(<ExportMenu source={source} />);
    await user.click(
      within(await openMenu(user)).getByRole('menuitem', { name: 'Download Markdown' }),
    );
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('a-tool-library-for-my-street.md');
    expect(await downloads[0]!.text()).toContain('  - Bring a list');
  });

  it("copies 'Start here' and the unfinished steps as a task list, one per line", async () => {
    const { user } = renderWithProviders(<ExportMenu source={source} />);
    await user.click(
      within(await openMenu(user)).getByRole('menuitem', { name: 'Copy as task list' }),
    );
    expect(
      await screen.findByText("Copied 'Start here' and 2 steps as a task list."),
    ).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(
      'Start here: Give it 10 minutes: Bring a list\nCount the drills\nFind a shed',
    );
  });

  it('offers neither the task list nor the calendar when every step is done', async () => {
    const done: ExportSource = {
      ...source,
      progress: { step1: 'complete', step2: 'complete', step3: 'complete' },
    };
    const { user } = renderWithProviders(<ExportMenu source={done} />);
    const menu = await openMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'Copy as task list' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      within(menu).getByRole('menuitem', { name: 'Download calendar (.ics)' }),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  it('asks for a start day and daily hours, then downloads a calendar of the unfinished steps', async () => {
    const { user } = renderWithProviders(<ExportMenu source={source} />);
    await user.click(
      within(await openMenu(user)).getByRole('menuitem', { name: 'Download calendar (.ics)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Download calendar' });
    expect(dialog).toHaveAccessibleDescription(
      /^'Start here' comes first\. Your 2 unfinished steps go into your calendar/,
    );

    const start = within(dialog).getByLabelText('Start on');
    await user.clear(start);
    await user.type(start, '2027-03-01');
    const from = within(dialog).getByLabelText('Each day from');
    const until = within(dialog).getByLabelText('Until');
    await user.clear(until);
    await user.type(until, '08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Download calendar' }));
    expect(within(dialog).getByText('Choose an end after the start.')).toBeVisible();
    expect(until).toBeInvalid();
    expect(downloads).toHaveLength(0);

    await user.clear(from);
    await user.type(from, '07:30');
    await user.click(within(dialog).getByRole('button', { name: 'Download calendar' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(downloads[0]!.name).toBe('a-tool-library-for-my-street.ics');
    expect(eventTimes(await downloads[0]!.text())).toEqual([
      [
        'Start here: Give it 10 minutes: Bring a list',
        '2027-03-01T07:30:00',
        '2027-03-01T07:40:00',
      ],
      // 30 minutes do not fit in what is left of the day: the next morning.
      ['Count the drills', '2027-03-02T07:30:00', '2027-03-02T08:00:00'],
      ['Find a shed', '2027-03-03T07:30:00', '2027-03-03T08:00:00'],
    ]);
  });

  it('keeps a plain view of the idea and guide for paper, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<ExportMenu source={source} />);
    const view = document.querySelector('[data-print-view]')!;
    // Hidden on screen and shown alone on paper by the stylesheet: the e2e suite prints it.
    expect(view).toHaveClass('hidden', 'print:block');
    expect(view.parentElement).toBe(document.body);
    // Read as paper: the queries' default skips what is hidden on screen (setup-components.ts).
    const onPaper = within(view as HTMLElement);
    const paper = { ignore: 'script, style' };
    expect(onPaper.getByText('Ask ten neighbours', { exact: false, ...paper })).toBeInTheDocument();
    expect(onPaper.getByText('Neighbours buy drills they use once', paper)).toBeInTheDocument();

    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
  });
});
