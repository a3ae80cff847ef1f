import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { fakeAi } from '../support/fakes/ai/playwright';
import { validMvpGuide } from '../support/fixtures/ai';
import { expect, test } from './support/fixtures';
import {
  clarifyIdea,
  journeyWritesLanded,
  openFirstGuide,
  openMyIdeas,
  signUpLocally,
  startAsVisitor,
  tickStep,
} from './support/steps';

/**
 * Taking an idea away (local mode, production build): the walkthrough's Export menu for a visitor
 * — Markdown, task list, calendar, print — and, signed in, the idea page's menu and the
 * dashboard's 'Your data': 'Download all my data' and 'Import data'. Every file is read back from the download.
 */

const IDEA = 'A repair café where neighbours fix each other’s bikes, lamps and toasters';

const downloaded = async (download: Download) => ({
  name: download.suggestedFilename(),
  text: await readFile((await download.path())!, 'utf8'),
});

async function pick(page: Page, item: string) {
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a visitor exports the guide as Markdown, a task list and a calendar, and prints it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await fakeAi(page);
  await startAsVisitor(page);
  await clarifyIdea(page, IDEA);
  await openFirstGuide(page, 'Build an MVP');
  await tickStep(page, validMvpGuide.steps[0]!.title);
  await expect(page.getByText('1 of 4 completed')).toBeVisible();

  // The menu: a button that opens a menu, axe-clean while open, and closed again by Escape.
  const trigger = page.getByRole('button', { name: 'Export' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Copy as Markdown' })).toBeFocused();
  await expectNoAxeViolations(page, 'the open Export menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(trigger).toBeFocused();

  const markdownDownload = page.waitForEvent('download');
  await pick(page, 'Download Markdown');
  const markdown = await downloaded(await markdownDownload);
  expect(markdown.name).toBe('a-repair-cafe-where-neighbours-fix-each.md');
  expect(markdown.text).toContain(`# My idea\n\n${IDEA}`);
  expect(markdown.text).toContain('## Build an MVP');
  // The guide's first small action heads it, a task like its steps.
  const startHere = validMvpGuide.startHere;
  expect(markdown.text).toContain(
    `- [ ] **Start here:** ${startHere.title} (about ${startHere.minutes} min)`,
  );
  expect(markdown.text).toContain('- [x] **1. Step 1 title**');
  expect(markdown.text).toContain('- [ ] **2. Step 2 title**');
  // Each bullet is a task item of its own, with its tick (none ticked here).
  expect(markdown.text).toContain('  - [ ] Do the first thing for step 2');

  await pick(page, 'Copy as task list');
  await expect(page.getByText("Copied 'Start here' and 3 steps as a task list.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `Start here: ${startHere.title}\nStep 2 title\nStep 3 title\nStep 4 title`,
  );

  await pick(page, 'Download calendar (.ics)');
  const dialog = page.getByRole('dialog', { name: 'Download calendar' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Start on').fill('2027-03-01');
  await dialog.getByLabel('Each day from').fill('09:00');
  await dialog.getByLabel('Until').fill('10:00');
  await expectNoAxeViolations(page, 'the calendar dialog');
  const calendarDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download calendar' }).click();
  const calendar = await downloaded(await calendarDownload);
  expect(calendar.name.endsWith('.ics')).toBe(true);
  expect(calendar.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(calendar.text.match(/BEGIN:VEVENT/g)).toHaveLength(4);
  // 'Start here' first (5 min), then sized by the estimates (45, 30 and 25 min): the second step
  // does not fit the first day's hour.
  expect(calendar.text).toContain('DTSTART:20270301T090000\r\nDTEND:20270301T090500\r\n');
  expect(calendar.text).toContain('DTSTART:20270301T090500\r\nDTEND:20270301T095000\r\n');
  expect(calendar.text).toContain('DTSTART:20270302T090000\r\nDTEND:20270302T093000\r\n');
  expect(calendar.text).toContain('DTSTART:20270302T093000\r\nDTEND:20270302T095500\r\n');

  // Print: the idea and the guide alone, no buttons or navigation.
  await page.emulateMedia({ media: 'print' });
  const paper = page.locator('[data-print-view]');
  await expect(paper).toBeVisible();
  await expect(paper.getByText(IDEA)).toBeVisible();
  await expect(paper.getByText(startHere.title, { exact: false })).toBeVisible();
  await expect(paper.getByText('Step 4 title', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Choose a different path' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(paper).toBeHidden();
});

test('a signed-in person exports from the idea page and takes all their data with them @any-width', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await fakeAi(page);
  await signUpLocally(page, { label: 'export' });
  await clarifyIdea(page, IDEA, { saved: true });
  await openFirstGuide(page, 'Build an MVP');
  await tickStep(page, validMvpGuide.steps[0]!.title);
  await journeyWritesLanded(page);
  await openMyIdeas(page, 1);

  await page
    .getByRole('link', { name: /repair café/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const markdownDownload = page.waitForEvent('download');
  await pick(page, 'Download Markdown');
  expect((await downloaded(await markdownDownload)).text).toContain('- [x] **1. Step 1 title**');

  await page.goto('/dashboard');
  // 'Your data' sits on the dashboard itself; deleting everything stays in Privacy Settings.
  const yourData = page.getByRole('region', { name: 'Your data' });
  // The embedded database opens again after the reload: many seconds on a busy machine.
  await expect(yourData.getByRole('button', { name: 'Download all my data' })).toBeVisible({
    timeout: 90_000,
  });
  await expectNoAxeViolations(page, 'the dashboard with Your data');
  const dataDownload = page.waitForEvent('download');
  await yourData.getByRole('button', { name: 'Download all my data' }).click();
  const data = await downloaded(await dataDownload);
  expect(data.name).toMatch(/^clarity-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(data.text) as {
    version: number;
    ideas: Array<{ idea_text: string; step_progress: object }>;
    guides: unknown[];
  };
  expect(file.version).toBe(1);
  expect(file.ideas).toEqual([
    expect.objectContaining({ idea_text: IDEA, step_progress: { step1: 'complete' } }),
  ]);
  expect(file.guides).toHaveLength(1);

  // The same file again: the idea is already there.
  const chooser = page.waitForEvent('filechooser');
  await yourData.getByRole('button', { name: 'Import data' }).click();
  await (
    await chooser
  ).setFiles({ name: data.name, mimeType: 'application/json', buffer: Buffer.from(data.text) });
  await expect(
    yourData.getByText('No new ideas to import. Skipped 1 idea you already have.'),
  ).toBeVisible();

  // Gone, then back from the file, guide and tick included.
  const privacy = page.getByRole('dialog', { name: 'Privacy Settings' });
  await page.getByRole('button', { name: 'Privacy Settings' }).click();
  await privacy.getByLabel('Type DELETE to confirm').fill('DELETE');
  await privacy.getByRole('button', { name: 'Delete all my data' }).click();
  await expect(privacy).toContainText('All your ideas, guides and feedback have been deleted.');
  await page.keyboard.press('Escape');
  await expect(privacy).toBeHidden();
  const again = page.waitForEvent('filechooser');
  await yourData.getByRole('button', { name: 'Import data' }).click();
  await (
    await again
  ).setFiles({ name: data.name, mimeType: 'application/json', buffer: Buffer.from(data.text) });
  await expect(yourData.getByText('Imported 1 idea.')).toBeVisible();

  // A damaged file: said plainly, nothing added.
  const damaged = page.waitForEvent('filechooser');
  await yourData.getByRole('button', { name: 'Import data' }).click();
  await (
    await damaged
  ).setFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format": "clar'),
  });
  await expect(yourData.getByRole('alert')).toContainText('Nothing was imported.');
  await expectNoAxeViolations(page, 'Your data after a refused import');
});
