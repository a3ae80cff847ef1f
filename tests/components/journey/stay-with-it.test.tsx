import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuideView } from '@/features/journey/components/guide-view';
import type { CurrentIdea } from '@/features/journey/model/journey';
import { guideTabKey, readTabItems } from '@/lib/api/guide-items/tab-store';
import type { Backend } from '@/lib/backend/port';
import type { Guide } from '@/domain/model';
import { openSharedBackend, saveIdeas, signIn } from '../ideas/signed-in';
import { aiAnswers, AI_TEST_BASE_URL } from '../../support/fakes/ai/msw';
import { validBreakdown, validClarification, validMvpGuide } from '../../support/fixtures/ai';
import { setTestEnv } from '../../support/env';
import { server } from '../../support/msw/server';
import { renderWithProviders } from '../../support/render';

/**
 * Staying with a step in 'One step at a time' (docs/product.md §5.6): the gentle check-in once the
 * timer passes the step's estimate, its break, its optional chime and notification, and a 'Work
 * with me' session. The clock is Vitest's; everything else is the app's own.
 */

configure({ asyncUtilTimeout: 10_000 });
setTestEnv({ VITE_OPENAI_API_KEY: 'sk-test-key', VITE_AI_BASE_URL: AI_TEST_BASE_URL });

const guide: Guide = { kind: 'mvp', ...validMvpGuide, extras: validMvpGuide.tools };
const step = guide.steps[0]!;
const idea: CurrentIdea = {
  text: 'A planner that keeps a person company through each step',
  clarified: validClarification,
  source: 'ai',
  ideaId: null,
  step: 'mvp',
};
const tabKey = guideTabKey(
  idea.text,
  'mvp',
  guide.steps.map(({ title }) => title),
);

/** The walkthrough's guide in 'One step at a time', its first step (20 minutes) on screen. */
async function focusOnFirstStep({
  ideaId = null,
  backend,
}: { ideaId?: string | null; backend?: Backend } = {}) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  const rendered = renderWithProviders(
    <GuideView
      idea={{ ...idea, ideaId }}
      guide={{ guide, source: 'ai' }}
      progress={{}}
      extrasLabel={null}
      onToggleStep={() => undefined}
      onBackToSelector={() => undefined}
    />,
    backend ? { backend } : {},
  );
  // The view is remembered on this device: pressed only when it is not on yet.
  const toggle = screen.getByRole('button', { name: 'One step at a time' });
  if (toggle.getAttribute('aria-pressed') === 'false') await user.click(toggle);
  return { ...rendered, user };
}

const pass = (minutes: number) => act(() => vi.advanceTimersByTime(minutes * 60_000));
const press = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(screen.getByRole('button', { name }));
/** The check-in: a group named by its line. */
const checkIn = () => screen.queryByRole('group', { name: /the estimate\./ });
/** What the step's polite live regions say now (a screen reader hears each change once). */
const spoken = () =>
  Array.from(
    screen.getByRole('region', { name: step.title }).querySelectorAll('[aria-live="polite"]'),
    (region) => region.textContent?.trim(),
  ).filter(Boolean);
/** Text on screen, apart from what the live region repeats for a screen reader. */
const shown = (text: string | RegExp) => screen.getByText(text, { ignore: '[aria-live], script' });
const stepSeconds = () => readTabItems(tabKey).find((item) => item.key === 's1')?.secondsSpent;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the gentle check-in', () => {
  it('appears beside the timer once it passes the estimate, with the real minutes; never a dialog, never "overdue"', async () => {
    const { user } = await focusOnFirstStep();
    await press(user, 'Start timer');
    pass(19);
    expect(checkIn()).not.toBeInTheDocument();

    pass(11);
    const line = "You're 10 minutes past the estimate. Keep going, break it down, or take a break?";
    expect(screen.getByRole('group', { name: line })).toBeVisible();
    expect(shown(/^Elapsed/)).toHaveTextContent(/Elapsed 30:0\d/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/overdue/i);
    expect(spoken()).toEqual([line]);

    // The minutes go on counting on screen; a screen reader is not told again every minute.
    pass(1);
    expect(
      screen.getByRole('group', { name: /^You're 11 minutes past the estimate\./ }),
    ).toBeVisible();
    expect(spoken()).toEqual([line]);

    await user.click(within(checkIn()!).getByRole('button', { name: 'Keep going' }));
    expect(checkIn()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
    expect(spoken()).toEqual([]);
    // Quiet for the same length again: one more estimate, 20 minutes.
    pass(19);
    expect(checkIn()).not.toBeInTheDocument();
    pass(1);
    expect(
      screen.getByRole('group', { name: /^You're 31 minutes past the estimate\./ }),
    ).toBeVisible();
  });

  it("'Take a 5-minute break' keeps the time, counts down, then asks 'Ready to pick it up?'", async () => {
    const { user } = await focusOnFirstStep();
    await press(user, 'Start timer');
    pass(21);
    await user.click(within(checkIn()!).getByRole('button', { name: 'Take a 5-minute break' }));
    expect(checkIn()).not.toBeInTheDocument();
    // The step's timer is paused, its 21 minutes kept; the focus stays on it.
    expect(screen.getByRole('button', { name: 'Start timer' })).toHaveFocus();
    await waitFor(() => expect(stepSeconds()).toBe(21 * 60));
    expect(shown(/^On a break:/)).toHaveTextContent('On a break: 5:00 left');

    pass(2);
    expect(shown(/^On a break:/)).toHaveTextContent(/On a break: (3:0\d|2:5\d) left/);
    // The countdown is shown, never read out.
    expect(spoken()).toEqual([]);

    // The clock on screen moves once a second: one more and the break is surely over.
    pass(3);
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('group', { name: 'Ready to pick it up?' })).toBeVisible();
    expect(spoken()).toEqual(['Your break is over. Ready to pick it up?']);
    await press(user, 'Pick it up');
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Ready to pick it up?' })).not.toBeInTheDocument();
    pass(1);
    expect(shown(/^Elapsed/)).toHaveTextContent(/Elapsed (21:5\d|22:0\d)/);
    expect(checkIn()).not.toBeInTheDocument();
  });

  it("'Break it down' asks for the step's breakdown, and later opens it at the first action not ticked", async () => {
    const ai = aiAnswers(JSON.stringify(validBreakdown), { size: 16 });
    server.use(ai.handler);
    const { user } = await focusOnFirstStep();
    const view = screen.getByRole('region', { name: step.title });
    await press(user, 'Start timer');
    pass(20);
    expect(checkIn()).toHaveAccessibleName(
      "You've reached the estimate. Keep going, break it down, or take a break?",
    );
    await user.click(within(checkIn()!).getByRole('button', { name: 'Break it down' }));
    expect(checkIn()).not.toBeInTheDocument();
    expect(await within(view).findByText('Broken into 4 smaller steps.')).toBeVisible();
    const [one, two] = validBreakdown.subSteps;
    await user.click(within(view).getByRole('checkbox', { name: one!.title }));

    pass(20);
    await user.click(within(checkIn()!).getByRole('button', { name: 'Break it down' }));
    // A breakdown in use is not replaced: its next action takes the focus, and the AI is not asked.
    expect(within(view).getByRole('checkbox', { name: two!.title })).toHaveFocus();
    expect(ai.requests).toHaveLength(1);
  });
});

describe('sound and notifications', () => {
  /** A browser's notifications and Web Audio, which jsdom has not: what they were asked to do. */
  function stubBrowser(answer: NotificationPermission) {
    const notified: string[] = [];
    const notes: number[] = [];
    const requestPermission = vi.fn(() => {
      FakeNotification.permission = answer;
      return Promise.resolve(answer);
    });
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = requestPermission;
      onclick: (() => void) | null = null;
      constructor(_title: string, options?: NotificationOptions) {
        notified.push(options?.body ?? '');
      }
      close() {}
    }
    const node = { connect: <T,>(next: T) => next };
    class FakeAudioContext {
      currentTime = 0;
      destination = {};
      resume = () => Promise.resolve();
      createGain = () => ({
        ...node,
        gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
      });
      createOscillator = () => ({
        ...node,
        type: '',
        frequency: { value: 0 },
        start: (at: number) => notes.push(at),
        stop() {},
      });
    }
    vi.stubGlobal('Notification', FakeNotification);
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.spyOn(Document.prototype, 'visibilityState', 'get').mockReturnValue('hidden');
    return { notified, notes, requestPermission };
  }

  it('are off by default and asked for only when turned on; then a check-in chimes and notifies a hidden tab', async () => {
    const browser = stubBrowser('granted');
    const { user, unmount } = await focusOnFirstStep();
    await press(user, 'Start timer');
    pass(20);
    expect(checkIn()).toBeVisible();
    expect(browser.notified).toEqual([]);
    expect(browser.notes).toEqual([]);
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await user.click(within(checkIn()!).getByRole('button', { name: 'Keep going' }));

    const settings = screen.getByRole('button', { name: 'Sound and notifications' });
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    await user.click(settings);
    const chime = screen.getByRole('switch', { name: 'A soft chime' });
    const notify = screen.getByRole('switch', { name: 'A notification when this tab is hidden' });
    expect(chime).not.toBeChecked();
    expect(notify).not.toBeChecked();
    await user.click(notify);
    await waitFor(() => expect(notify).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    await user.click(chime);
    // Heard once as it is turned on: two soft notes.
    expect(browser.notes).toHaveLength(2);

    pass(20);
    expect(checkIn()).toBeVisible();
    expect(browser.notified).toEqual([
      "You're 20 minutes past the estimate. Keep going, break it down, or take a break?",
    ]);
    expect(browser.notes).toHaveLength(4);

    // Remembered on this device.
    unmount();
    const { user: again } = await focusOnFirstStep();
    await press(again, 'Sound and notifications');
    expect(screen.getByRole('switch', { name: 'A soft chime' })).toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'A notification when this tab is hidden' }),
    ).toBeChecked();
  });

  it('stay off when the browser refuses to notify, and say why', async () => {
    const browser = stubBrowser('denied');
    const { user } = await focusOnFirstStep();
    await press(user, 'Sound and notifications');
    const notify = screen.getByRole('switch', { name: 'A notification when this tab is hidden' });
    await user.click(notify);
    expect(
      await screen.findByText(/Your browser is not letting this page notify you\./),
    ).toBeInTheDocument();
    expect(notify).not.toBeChecked();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('clarity.check-in-alerts')).toBeNull();
  });
});

describe("'Work with me'", () => {
  it('keeps a person company for 25 minutes: the time left, one halfway line, then a kind summary, its minutes kept with the step', async () => {
    const { user } = await focusOnFirstStep();
    const view = screen.getByRole('region', { name: step.title });
    const workWithMe = screen.getByRole('button', { name: 'Work with me' });
    expect(workWithMe).toHaveAttribute('aria-expanded', 'false');
    await user.click(workWithMe);
    expect(workWithMe).toHaveAttribute('aria-expanded', 'true');
    const lengths = screen.getByRole('group', { name: 'Work with me for' });
    expect(
      within(lengths)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['15 min', '25 min', '50 min']);
    await user.click(within(lengths).getByRole('button', { name: '25 min' }));

    expect(screen.getByRole('button', { name: 'End session' })).toHaveFocus();
    expect(shown('Working alongside you')).toBeVisible();
    expect(shown('25:00')).toBeVisible();
    expect(spoken()).toEqual([`Working alongside you for 25 minutes on “${step.title}”.`]);
    for (const bullet of step.content)
      await user.click(within(view).getByRole('checkbox', { name: bullet }));

    pass(10);
    expect(shown(/^1[45]:\d\d$/)).toBeVisible();
    expect(screen.queryByText('Halfway there. Still here with you.')).not.toBeInTheDocument();
    pass(3);
    expect(shown('Halfway there. Still here with you.')).toBeVisible();
    expect(spoken()).toEqual(['Halfway there. Still here with you.']);
    // No check-in during a session, though the timer passed the step's 20 minutes.
    pass(8);
    expect(checkIn()).not.toBeInTheDocument();

    pass(4);
    const summary = `25 minutes on “${step.title}”. 2 actions ticked.`;
    expect(screen.getByRole('group', { name: summary })).toBeVisible();
    expect(spoken()).toEqual([summary]);
    await waitFor(() => expect(stepSeconds()).toBe(25 * 60));

    await press(user, 'Another round');
    expect(screen.getByRole('button', { name: 'End session' })).toHaveFocus();
    pass(3);
    await press(user, 'End session');
    expect(screen.getByRole('group', { name: `3 minutes on “${step.title}”.` })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Another round' })).toHaveFocus();
    await waitFor(() => expect(stepSeconds()).toBe(28 * 60));

    await press(user, 'Done for now');
    expect(screen.queryByRole('group', { name: /minutes on “/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start timer' })).toHaveFocus();
    expect(spoken()).toEqual([]);
  });

  describe('signed in', () => {
    beforeAll(openSharedBackend, 60_000);

    it(
      'adds the session’s minutes to the step kept with the saved guide',
      { timeout: 30_000 },
      async () => {
        const { backend } = await signIn();
        const [saved] = await saveIdeas(backend, [{ idea_text: idea.text }]);
        await backend.guides.save(saved!.id, guide);
        const { user } = await focusOnFirstStep({ ideaId: saved!.id, backend });
        await press(user, 'Work with me');
        await press(user, '15 min');
        pass(15);
        expect(screen.getByRole('group', { name: `15 minutes on “${step.title}”.` })).toBeVisible();
        await waitFor(async () =>
          expect(await backend.guides.items(saved!.id, 'mvp')).toEqual([
            expect.objectContaining({ key: 's1', secondsSpent: 15 * 60 }),
          ]),
        );
        expect(sessionStorage.getItem('clarity.guide-items')).toBeNull();
      },
    );
  });
});
