import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STEP_KEYS } from '@/domain/vocabulary';
import { GuideView } from '@/features/journey/components/guide-view';
import type { CurrentIdea } from '@/features/journey/model/journey';
import { guideTabKey, writeTabItems } from '@/lib/api/guide-items/tab-store';
import type { Backend } from '@/lib/backend/port';
import type { Guide, StepProgress } from '@/domain/model';
import { openSharedBackend, saveIdeas, signIn } from '../ideas/signed-in';
import { GUIDE_MINUTES, validClarification, validMvpGuide } from '../../support/fixtures/ai';
import { renderWithProviders } from '../../support/render';
import { preferReducedMotion } from '../../support/reduced-motion';

/**
 * The walkthrough's guide as a person uses it: estimates and the time still ahead, 'One step at a
 * time' with its queue, and the timer (docs/product.md §5.6).
 */

const guide: Guide = { kind: 'mvp', ...validMvpGuide, extras: validMvpGuide.tools };
const [first, second, third, fourth] = guide.steps.map((step) => step.title);

const idea: CurrentIdea = {
  text: 'An app that helps students prepare for exams',
  clarified: validClarification,
  source: 'ai',
  ideaId: null,
  step: 'mvp',
};

/** The guide with its ticks kept, as the journey keeps them. */
function Walkthrough({
  withGuide = guide,
  ideaId = null,
  progress = {},
}: {
  withGuide?: Guide;
  ideaId?: string | null;
  /** Ticks kept from before, as the journey keeps them across a reload. */
  progress?: StepProgress;
}) {
  const [ticks, setTicks] = useState(progress);
  return (
    <GuideView
      idea={{ ...idea, ideaId }}
      guide={{ guide: withGuide, source: 'ai' }}
      progress={ticks}
      extrasLabel="Recommended Tools"
      onToggleStep={(index, complete) =>
        setTicks((previous) => ({
          ...previous,
          [STEP_KEYS[index]!]: complete ? 'complete' : 'not_started',
        }))
      }
      onBackToSelector={() => undefined}
    />
  );
}

const setup = (ui = <Walkthrough />, backend?: Backend) => {
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  return { ...renderWithProviders(ui, backend ? { backend } : {}), user };
};

/** Times the first step for 32 minutes in the focus view and marks it done. */
async function timeFirstStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(toggle());
  await user.click(screen.getByRole('button', { name: 'Start timer' }));
  act(() => vi.advanceTimersByTime(32 * 60_000));
  await user.click(screen.getByRole('button', { name: 'Done, next step' }));
}

const toggle = () => screen.getByRole('button', { name: 'One step at a time' });
const focusHeading = () => screen.getByRole('heading', { level: 2, name: /title$/ });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('estimates and the time still ahead', () => {
  it('shows each step’s estimate and what is left, counting only unfinished steps', async () => {
    const { user } = setup();
    // 'Start here' (5 min, not ticked) and the four steps (20 + 45 + 30 + 25).
    expect(screen.getByText('about 2 h 5 min left')).toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: new RegExp(`^${first}`), expanded: true });
    expect(within(trigger).getByText(`~${GUIDE_MINUTES[0]} min`)).toBeVisible();
    // A screen reader hears words, not a tilde.
    expect(trigger).toHaveAccessibleName(new RegExp(`^${first}, ?about 20 minutes$`));

    await user.click(screen.getByRole('button', { name: `Mark as complete: ${first}` }));
    expect(screen.getByText('about 1 h 45 min left')).toBeInTheDocument();
  });

  it('shows no estimate and no total for a guide from before estimates', () => {
    const old: Guide = {
      ...guide,
      steps: guide.steps.map(({ minutes: _minutes, ...step }) => step),
    };
    setup(<Walkthrough withGuide={old} />);
    expect(screen.queryByText(/left$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^~\d/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: first, expanded: true })).toBeInTheDocument();
  });

  it('counts a step broken into sub-steps by its unfinished sub-steps', async () => {
    const titles = guide.steps.map((step) => step.title);
    writeTabItems(guideTabKey(idea.text, 'mvp', titles), [
      { key: 's1.1', title: 'Open a blank page', minutes: 5, done: true, secondsSpent: 0 },
      { key: 's1.2', title: 'Draw the quiz screen', minutes: 10, done: false, secondsSpent: 0 },
    ]);
    setup();
    // 'Start here' (5), 10 left of step 1 instead of its 20, then 45 + 30 + 25.
    expect(await screen.findByText('about 1 h 55 min left')).toBeInTheDocument();
  });
});

describe('One step at a time', () => {
  it('shows only the step now due; done moves on with focus on the next heading', async () => {
    const { user } = setup();
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(focusHeading()).toHaveTextContent(first!);
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByText(`Do the first thing for step 1`)).toBeVisible();
    expect(screen.getByText('~20 min')).toBeVisible();
    expect(screen.queryByText(second!)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done, next step' }));
    expect(focusHeading()).toHaveTextContent(second!);
    await waitFor(() => expect(focusHeading()).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(`Done: ${first}.`);
    expect(screen.getByText('1 of 4 completed')).toBeInTheDocument();
    expect(screen.getByText('about 1 h 45 min left')).toBeInTheDocument();
  });

  it('shows the step’s bullets and sub-steps with their checkboxes; ticking one counts down what is left', async () => {
    const titles = guide.steps.map((step) => step.title);
    writeTabItems(guideTabKey(idea.text, 'mvp', titles), [
      { key: 's1.1', title: 'Open a blank page', minutes: 5, done: false, secondsSpent: 0 },
      { key: 's1.2', title: 'Draw the quiz screen', minutes: 10, done: false, secondsSpent: 0 },
    ]);
    const { user } = setup();
    await user.click(toggle());
    const view = screen.getByRole('region', { name: first });
    const bullets = guide.steps[0]!.content;
    await user.click(within(view).getByRole('checkbox', { name: bullets[0]! }));
    expect(within(view).getByRole('checkbox', { name: bullets[0]! })).toBeChecked();
    expect(screen.getByText('0 of 4 completed')).toBeInTheDocument();
    // 'Start here' (5), 5 + 10 of step 1's sub-steps, then 45 + 30 + 25.
    expect(await screen.findByText('about 2 h left')).toBeInTheDocument();
    await user.click(within(view).getByRole('checkbox', { name: 'Draw the quiz screen' }));
    expect(await screen.findByText('about 1 h 50 min left')).toBeInTheDocument();
    expect(focusHeading()).toHaveTextContent(first!);
  });

  it('puts a skipped step at the end of the queue, without marking it, and brings it back', async () => {
    const { user } = setup();
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(focusHeading()).toHaveTextContent(second!);
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(focusHeading()).toHaveTextContent(third!);
    expect(screen.getByText('0 of 4 completed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done, next step' }));
    expect(focusHeading()).toHaveTextContent(fourth!);
    await user.click(screen.getByRole('button', { name: 'Done, next step' }));
    // Round again, in the order they were put off.
    expect(focusHeading()).toHaveTextContent(first!);
    await user.click(screen.getByRole('button', { name: 'Done, next step' }));
    expect(focusHeading()).toHaveTextContent(second!);
    // The last step left cannot be put off behind itself.
    expect(screen.queryByRole('button', { name: 'Skip for now' })).not.toBeInTheDocument();
  });

  it('works by keyboard alone, the focus always on the step it moved to', async () => {
    const scrolls = vi.spyOn(Element.prototype, 'scrollIntoView');
    // The person's system asks for reduced motion: the view jumps, it does not glide.
    preferReducedMotion();
    const { user } = setup();
    toggle().focus();
    await user.keyboard('{Enter}');
    const reach = async (name: string) => {
      for (let presses = 0; presses < 30; presses += 1) {
        if (document.activeElement?.textContent === name) return;
        await user.tab();
      }
      throw new Error(`${name} cannot be reached with Tab`);
    };

    await reach('Skip for now');
    await user.keyboard('{Enter}');
    // The heading takes the focus, so a screen reader says which step is now due.
    await waitFor(() => expect(focusHeading()).toHaveFocus());
    expect(focusHeading()).toHaveTextContent(second!);
    expect(scrolls).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });

    await reach('Start timer');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stop' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // 'Stop' folds away; the focus stays on the timer instead of falling to the page.
    expect(screen.getByRole('button', { name: 'Start timer' })).toHaveFocus();

    await reach('Done, next step');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(focusHeading()).toHaveTextContent(third!));
    await waitFor(() => expect(focusHeading()).toHaveFocus());
    for (const title of [fourth, first]) {
      await reach('Done, next step');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(focusHeading()).toHaveTextContent(title!));
      expect(focusHeading()).toHaveFocus();
    }
    // The last one: no step is left to focus, so the line that says so takes it.
    await reach('Done, next step');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('Every step is done.')).toHaveFocus());
    expect(screen.getByText('4 of 4 completed')).toBeInTheDocument();
  });

  it('is remembered on this device; the list stays the default', async () => {
    const { user, unmount } = setup();
    expect(screen.getByRole('button', { name: `Mark as complete: ${first}` })).toBeVisible();
    await user.click(toggle());
    unmount();
    setup();
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Done, next step' })).toBeInTheDocument();
    await user.click(toggle());
    expect(screen.getByRole('button', { name: `Mark as complete: ${first}` })).toBeVisible();
  });

  it('keeps a count-up timer per step and says what the step took', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = setup();
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Start timer' }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByText(/^Elapsed/)).toHaveTextContent(/Elapsed 0:0[5-6]/);

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(60_000));
    // Paused: still shown, no longer counting.
    expect(screen.getByText(/^Elapsed/)).toHaveTextContent(/Elapsed 0:0[5-6]/);
    await user.click(screen.getByRole('button', { name: 'Start timer' }));
    act(() => vi.advanceTimersByTime(32 * 60_000));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.queryByText(/^Elapsed/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done, next step' }));
    expect(screen.getByRole('status')).toHaveTextContent(`Done: ${first}, took 32 min.`);
    // No countdown, no overdue: the next step's timer starts only when asked.
    expect(screen.queryByText(/^Elapsed/)).not.toBeInTheDocument();
    expect(screen.queryByText(/overdue/i)).not.toBeInTheDocument();

    await user.click(toggle());
    expect(screen.getByRole('button', { name: new RegExp(`^${first}`) })).toHaveAccessibleName(
      new RegExp(`^${first} ?\\(completed\\), ?took 32 min$`),
    );
  });

  it('keeps a visitor’s time in the tab, across a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, unmount } = setup();
    await timeFirstStep(user);
    unmount();
    setup(<Walkthrough progress={{ step1: 'complete' }} />);
    await user.click(toggle());
    expect(
      await screen.findByRole('button', {
        name: new RegExp(`^${first} ?\\(completed\\), ?took 32 min$`),
      }),
    ).toBeInTheDocument();
  });
});

describe('time spent, signed in', () => {
  beforeAll(openSharedBackend, 60_000);

  it('is added to the step kept with the saved guide', { timeout: 30_000 }, async () => {
    const { backend } = await signIn();
    const [saved] = await saveIdeas(backend, [{ idea_text: idea.text }]);
    await backend.guides.save(saved!.id, guide);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = setup(<Walkthrough ideaId={saved!.id} />, backend);
    await timeFirstStep(user);
    await waitFor(async () =>
      expect(await backend.guides.items(saved!.id, 'mvp')).toEqual([
        expect.objectContaining({ key: 's1', secondsSpent: 32 * 60 }),
      ]),
    );
    expect(sessionStorage.getItem('clarity.guide-items')).toBeNull();
  });
});
