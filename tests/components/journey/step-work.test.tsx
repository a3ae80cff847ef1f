import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuideView } from '@/features/journey/components/guide-view';
import type { CurrentIdea, GuideState } from '@/features/journey/model/journey';
import { readTabItems, guideTabKey } from '@/lib/api/guide-items/tab-store';
import { makeGuide, makeStructuredData } from '../../support/factories';
import { errorAnswer, streamedAnswer, taskOf, tokens } from '../../support/fakes/ai/fake-ai';
import { AI_TEST_BASE_URL, aiCompletions } from '../../support/fakes/ai/msw';
import { validBreakdown } from '../../support/fixtures/ai';
import { setTestEnv } from '../../support/env';
import { server } from '../../support/msw/server';
import { createLocalTestBackend, renderWithProviders } from '../../support/render';
import { voiceText } from '@/lib/ai/tone';

configure({ asyncUtilTimeout: 10_000 });
setTestEnv({ VITE_OPENAI_API_KEY: 'sk-test-key', VITE_AI_BASE_URL: AI_TEST_BASE_URL });

const guide = makeGuide();
const guideState: GuideState = { guide, source: 'ai' };
const visitorIdea: CurrentIdea = {
  text: 'A quiz app for lecture notes',
  clarified: makeStructuredData(),
  source: 'ai',
  ideaId: null,
  step: 'mvp',
};
const tabKey = guideTabKey(
  visitorIdea.text,
  'mvp',
  guide.steps.map((step) => step.title),
);

const OTHER = {
  subSteps: [
    { title: 'Write the one sentence pitch', minutes: 4 },
    { title: 'Read it aloud once', minutes: 1 },
    { title: 'Fix the longest word', minutes: 2 },
  ],
};

/** The breakdowns answer `answers` in order (the last repeats); a 400 for `null`. */
const breakdowns = (...answers: (typeof validBreakdown | null)[]) => {
  let n = 0;
  return aiCompletions((request) => {
    if (taskOf(request.body) !== 'breakdown') throw new Error('only breakdowns here');
    const answer = answers[Math.min(n++, answers.length - 1)];
    return answer ? streamedAnswer(tokens(JSON.stringify(answer), 16)) : errorAnswer(400);
  });
};

function renderGuide(idea: CurrentIdea = visitorIdea, backend = createLocalTestBackend()) {
  const onToggleStep = vi.fn();
  const result = renderWithProviders(
    <GuideView
      idea={idea}
      guide={guideState}
      progress={{ step1: 'in_progress' }}
      extrasLabel="Recommended Tools"
      onToggleStep={onToggleStep}
      onBackToSelector={() => undefined}
    />,
    { backend },
  );
  const firstStep = () => screen.getByRole('region', { name: new RegExp(guide.steps[0]!.title) });
  return { ...result, onToggleStep, firstStep };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('bullet ticks', () => {
  it('give every bullet its own checkbox, kept in the tab for a visitor; ticking them all never completes the step', async () => {
    const { user, onToggleStep, firstStep } = renderGuide();
    const boxes = within(firstStep()).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(guide.steps[0]!.content);
    for (const box of boxes) await user.click(box);
    for (const box of boxes) expect(box).toBeChecked();
    await waitFor(() =>
      expect(
        readTabItems(tabKey)
          .filter((item) => item.done)
          .map((item) => item.key),
      ).toEqual(['s1.b1', 's1.b2']),
    );
    expect(onToggleStep).not.toHaveBeenCalled();
    expect(within(firstStep()).getByRole('button', { name: /Mark as complete/ })).toBeVisible();

    await user.click(boxes[0]!);
    expect(boxes[0]).not.toBeChecked();
    await waitFor(() =>
      expect(readTabItems(tabKey)[0]).toMatchObject({ key: 's1.b1', done: false }),
    );
  });
});

describe('Break it down', () => {
  it('words the request in the tone and low-energy wish chosen on this device', async () => {
    localStorage.setItem('clarity.voice', JSON.stringify({ tone: 'gentle', lowEnergy: true }));
    const ai = breakdowns(validBreakdown);
    server.use(ai.handler);
    const { user, firstStep } = renderGuide();
    await user.click(within(firstStep()).getByRole('button', { name: 'Break it down' }));
    await within(firstStep()).findByText('Broken into 4 smaller steps.');
    expect(ai.requests[0]!.body.messages[0]!.content).toContain(
      voiceText({ tone: 'gentle', lowEnergy: true }),
    );
    localStorage.removeItem('clarity.voice');
  });

  it("asks for 'Small' actions by default and 'Tiny' ones when chosen; the sub-steps show indented with estimates, tickable, kept in the tab, with no 'Break it down' of their own", async () => {
    const ai = breakdowns(validBreakdown);
    server.use(ai.handler);
    const { user, firstStep } = renderGuide();
    const step = within(firstStep());
    const group = step.getByRole('group', { name: 'How small?' });
    expect(within(group).getByRole('radio', { name: 'Small' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Tiny' }));
    await user.click(step.getByRole('button', { name: 'Break it down' }));

    const first = validBreakdown.subSteps[0]!;
    const box = await step.findByRole('checkbox', { name: first.title });
    expect(box.closest('li')).toHaveTextContent(`~${first.minutes} min`);
    expect(ai.requests[0]!.body.messages[0]!.content).toMatch(/about 5 minutes or less/);
    expect(ai.requests[0]!.body.temperature).toBe(0.7);
    expect(step.getAllByRole('status')[0]).toHaveTextContent('Broken into 4 smaller steps.');

    await user.click(box);
    expect(box).toBeChecked();
    await waitFor(() =>
      expect(readTabItems(tabKey).find((item) => item.key === 's1.1')).toMatchObject({
        title: first.title,
        minutes: first.minutes,
        done: true,
      }),
    );
    // One 'Break it down' and one 'How small?' for the step: none under each of its sub-steps.
    expect(step.getAllByRole('button', { name: /Break it down/ })).toHaveLength(1);
    expect(step.getAllByRole('group', { name: 'How small?' })).toHaveLength(1);
    expect(within(box.closest('ol')!).queryByText(/Break it down/)).not.toBeInTheDocument();
  });

  it("breaking the same step again replaces its sub-steps; 'Undo' puts the previous ones back with their ticks", async () => {
    server.use(breakdowns(validBreakdown, OTHER).handler);
    const { user, firstStep } = renderGuide();
    const step = within(firstStep());
    await user.click(step.getByRole('button', { name: 'Break it down' }));
    await user.click(
      await step.findByRole('checkbox', { name: validBreakdown.subSteps[1]!.title }),
    );

    await user.click(step.getByRole('button', { name: 'Break it down' }));
    expect(await step.findByRole('checkbox', { name: OTHER.subSteps[0]!.title })).toBeVisible();
    expect(step.queryByRole('checkbox', { name: validBreakdown.subSteps[1]!.title })).toBeNull();

    await user.click(step.getByRole('button', { name: 'Undo' }));
    expect(
      await step.findByRole('checkbox', { name: validBreakdown.subSteps[1]!.title }),
    ).toBeChecked();
    expect(step.queryByRole('checkbox', { name: OTHER.subSteps[0]!.title })).toBeNull();
    expect(step.getAllByRole('status')[0]).toHaveTextContent('Put back as it was.');
    expect(step.getByRole('button', { name: 'Break it down' })).toHaveFocus();
  });

  it("says a failure in one line, keeps the step as it was and offers 'Try again'", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(breakdowns(null, validBreakdown).handler);
    const { user, firstStep } = renderGuide();
    const step = within(firstStep());
    await user.click(step.getByRole('button', { name: 'Break it down' }));
    const status = step.getAllByRole('status')[0]!;
    await waitFor(() =>
      expect(status).toHaveTextContent("This step couldn't be broken down just now."),
    );
    expect(step.getAllByRole('checkbox')).toHaveLength(guide.steps[0]!.content.length);

    await user.click(within(status).getByRole('button', { name: 'Try again' }));
    expect(
      await step.findByRole('checkbox', { name: validBreakdown.subSteps[0]!.title }),
    ).toBeVisible();
  });

  it('is disabled offline, and says why', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const ai = breakdowns(validBreakdown);
    server.use(ai.handler);
    const { user, firstStep } = renderGuide();
    const button = within(firstStep()).getByRole('button', { name: 'Break it down' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Breaking a step down needs a connection.');
    await user.click(button);
    expect(ai.requests).toHaveLength(0);
  });

  it("in One step at a time, a step's 'Undo' and 'Put back as it was.' go when that step is left", async () => {
    server.use(breakdowns(validBreakdown, OTHER).handler);
    const { user } = renderGuide();
    await user.click(screen.getByRole('button', { name: 'One step at a time' }));
    const [first, second] = guide.steps;
    expect(screen.getByRole('heading', { level: 2, name: first!.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Break it down' }));
    await screen.findByRole('checkbox', { name: validBreakdown.subSteps[0]!.title });
    await user.click(screen.getByRole('button', { name: 'Break it down' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Put back as it was.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: second!.title }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Put back as it was.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Broken into/)).not.toBeInTheDocument();
  });
});

describe('for a signed-in person', () => {
  it(
    "keeps ticks and sub-steps with the idea's stored guide in the database",
    { timeout: 90_000 },
    async () => {
      server.use(breakdowns(validBreakdown).handler);
      const backend = createLocalTestBackend();
      await backend.auth.signUp({
        email: `items-${crypto.randomUUID()}@example.com`,
        password: 'a-long-password-1',
      });
      const saved = await backend.ideas.create({
        idea_text: visitorIdea.text,
        structured_data: visitorIdea.clarified,
      });
      await backend.guides.save(saved.id, guide);
      const { user, firstStep } = renderGuide({ ...visitorIdea, ideaId: saved.id }, backend);
      const step = within(firstStep());
      await user.click(step.getAllByRole('checkbox')[1]!);
      await user.click(step.getByRole('button', { name: 'Break it down' }));
      await step.findByRole('checkbox', { name: validBreakdown.subSteps[0]!.title });
      await waitFor(async () =>
        expect((await backend.guides.items(saved.id, 'mvp')).map((item) => item.key)).toEqual([
          's1.1',
          's1.2',
          's1.3',
          's1.4',
          's1.b2',
        ]),
      );
      expect(readTabItems(tabKey)).toEqual([]);
    },
  );
});
