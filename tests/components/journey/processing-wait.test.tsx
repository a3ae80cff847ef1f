import { guideFallback } from '@/domain/fallbacks';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROCESSING_SLOW_NOTICE_MS } from '@/config/constants';
import { OUTER_FAILURE_MESSAGE } from '@/features/journey/components/processing-stage';
import { clarificationFallback } from '@/domain/fallbacks';
import { server } from '../../support/msw/server';
import { AI_TEST_BASE_URL, aiCompletions } from '../../support/fakes/ai/msw';
import { answerByTask, errorAnswer, type AiAnswer } from '../../support/fakes/ai/fake-ai';
import {
  validClarification,
  validMvpGuide,
  GENERAL_MVP_FIRST_STEP,
} from '../../support/fixtures/ai';
import { setTestEnv } from '../../support/env';
import { renderApp } from '../../support/render';
import { captureWarnings } from '../../support/console-guard';
import { toMvpGuide } from './visitor-steps';

// docs/product.md §5.3: the processing screen can always be left, and a slow first answer offers
// the general pointers.

configure({ asyncUtilTimeout: 10_000 });
setTestEnv({ VITE_OPENAI_API_KEY: 'sk-test-key', VITE_AI_BASE_URL: AI_TEST_BASE_URL });

const IDEA = 'An app that helps students prepare for exams';
const SLOW_NOTICE = 'This is taking longer than usual.';

/**
 * An answer that never comes, keeping each request's signal in `signals` so a test can see it was
 * aborted. An aborted request ends with a network error nobody reads (a rejection would make msw
 * log one).
 */
const hangInto =
  (signals: AbortSignal[]): AiAnswer =>
  (_request, _index, signal) =>
    new Promise<Response>((resolve) => {
      signals.push(signal);
      signal.addEventListener('abort', () => resolve(Response.error()), { once: true });
    });

/** An AI that never answers. */
function hangingAi() {
  const signals: AbortSignal[] = [];
  const ai = aiCompletions(hangInto(signals));
  return { ...ai, signals };
}

async function startClarifying(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /try it now/i }, { timeout: 5_000 }));
  await user.type(await screen.findByRole('textbox', { name: 'Share Your Idea' }), IDEA);
  await user.click(screen.getByRole('button', { name: "Let's go!" }));
  expect(
    await screen.findByRole('heading', { name: 'AI is analyzing your idea...' }),
  ).toBeInTheDocument();
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/**
 * The guide's Export and Share menus load after the guide itself; under a busy machine they could
 * still be on their way when a story fakes the clock, and mounting under it happens outside act.
 */
async function guideMenusArrived() {
  await screen.findByRole('button', { name: 'Export' }, { timeout: 20_000 });
  await screen.findByRole('button', { name: 'Share' }, { timeout: 20_000 });
}

afterEach(() => {
  vi.useRealTimers();
});

/**
 * The AI hangs; the person waits past the slow notice and takes 'Use general pointers': the
 * clarification shows the fallback.
 */
async function hangUntilGeneralPointers() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const ai = hangingAi();
  server.use(ai.handler);
  const { user } = renderApp({ route: '/' });
  await startClarifying(user);
  await waitFor(() => expect(ai.signals).toHaveLength(1));
  await advance(PROCESSING_SLOW_NOTICE_MS);
  await user.click(await screen.findByRole('button', { name: 'Use general pointers' }));
  await screen.findByRole('heading', { level: 1, name: "Here's your structured idea" });
  return { ai, user };
}

describe('waiting for the clarification', () => {
  it('shows one animated spinner and a Cancel button', { timeout: 30_000 }, async () => {
    server.use(hangingAi().handler);
    const { user } = renderApp({ route: '/' });
    await startClarifying(user);

    expect(document.querySelectorAll('.animate-spin')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Analysis steps' })).toHaveTextContent('(in progress)');
  });

  it(
    'Cancel aborts the request and returns to the input with the text kept, without an error',
    { timeout: 30_000 },
    async () => {
      const ai = hangingAi();
      server.use(ai.handler);
      const { user } = renderApp({ route: '/' });
      await startClarifying(user);
      await waitFor(() => expect(ai.signals).toHaveLength(1));

      await user.click(screen.getByRole('button', { name: 'Cancel' }));

      expect(await screen.findByRole('textbox', { name: 'Share Your Idea' })).toHaveValue(IDEA);
      expect(ai.signals[0]!.aborted).toBe(true);
      expect(screen.queryByText(OUTER_FAILURE_MESSAGE)).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(
        screen.queryByRole('heading', { name: "Here's your structured idea" }),
      ).not.toBeInTheDocument();
      expect(ai.requests).toHaveLength(1);
    },
  );

  it(
    'says nothing before 15 s, then offers a way out; Keep waiting hides it and the answer still arrives',
    { timeout: 30_000 },
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const ai = aiCompletions('held');
      server.use(ai.handler);
      const { user } = renderApp({ route: '/' });
      await startClarifying(user);
      await waitFor(() => expect(ai.requests).toHaveLength(1));

      // The live region is there from the start, so the notice is announced when it comes.
      const liveRegions = screen.getAllByRole('status');

      await advance(PROCESSING_SLOW_NOTICE_MS - 1_000);
      expect(screen.queryByText(SLOW_NOTICE)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Keep waiting' })).not.toBeInTheDocument();

      await advance(1_000);
      const notice = await screen.findByText(SLOW_NOTICE);
      expect(notice).toHaveAttribute('role', 'status');
      expect(liveRegions).toContain(notice);
      await user.click(screen.getByRole('button', { name: 'Keep waiting' }));

      expect(screen.queryByText(SLOW_NOTICE)).not.toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: 'Use general pointers' }),
      ).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
      // It does not come back for this request.
      await advance(PROCESSING_SLOW_NOTICE_MS * 2);
      expect(screen.queryByText(SLOW_NOTICE)).not.toBeInTheDocument();

      ai.fake.release();
      expect(
        await screen.findByRole('heading', { level: 1, name: "Here's your structured idea" }),
      ).toBeInTheDocument();
      expect(screen.getByText(validClarification.problem)).toBeInTheDocument();
    },
  );

  it(
    'Use general pointers aborts the request and continues with the fallback clarification',
    { timeout: 30_000 },
    async () => {
      const { ai } = await hangUntilGeneralPointers();
      expect(screen.getByText(clarificationFallback().problem)).toBeInTheDocument();
      expect(ai.signals[0]!.aborted).toBe(true);
      expect(ai.requests).toHaveLength(1);
    },
  );

  it(
    "'Try again' after a hang waits with the same shape: Cancel, then the 15 s offer",
    { timeout: 30_000 },
    async () => {
      const { ai, user } = await hangUntilGeneralPointers();

      // Trying again, the AI hangs again: the person can stop at any moment.
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(ai.signals).toHaveLength(2));
      expect(screen.getByRole('button', { name: 'Trying again…' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await advance(PROCESSING_SLOW_NOTICE_MS - 1_000);
      expect(screen.queryByText(SLOW_NOTICE)).not.toBeInTheDocument();
      await advance(1_000);
      expect(await screen.findByText(SLOW_NOTICE)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Keep waiting' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(ai.signals[1]!.aborted).toBe(true);
      expect(screen.queryByText(SLOW_NOTICE)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.getByText(clarificationFallback().problem)).toBeInTheDocument();

      // And once more, this time taking the general pointers when it is slow.
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(ai.signals).toHaveLength(3));
      await advance(PROCESSING_SLOW_NOTICE_MS);
      await user.click(await screen.findByRole('button', { name: 'Use general pointers' }));
      expect(ai.signals[2]!.aborted).toBe(true);
      expect(screen.getByText(/The AI still could not be reached/)).toBeInTheDocument();
      expect(screen.getByText(clarificationFallback().problem)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
  );
});

describe("waiting for the guide's 'Try again'", () => {
  it(
    'keeps the general pointers, with Cancel all along and the 15 s offer, until the AI guide replaces them',
    { timeout: 40_000 },
    async () => {
      const warnings = captureWarnings();
      const hung: AbortSignal[] = [];
      const answer = answerByTask({ clarification: validClarification, guide: validMvpGuide });
      // The clarification, the guide failing (400 is not retried), two hung tries, then the answer.
      const ai = aiCompletions([
        answer,
        () => errorAnswer(400),
        hangInto(hung),
        hangInto(hung),
        answer,
      ]);
      server.use(ai.handler);
      const { user } = renderApp({ route: '/' });
      await toMvpGuide(user, IDEA);
      const pointers = { name: `Mark as complete: ${GENERAL_MVP_FIRST_STEP}` };
      await screen.findByRole('button', pointers);
      await guideMenusArrived();
      // The clock is faked once the guide is on screen: the screens on the way load as they do.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const notice = screen
        .getAllByRole('status')
        .find((element) => element.textContent?.includes('The AI could not be reached'))!;

      // Trying again, the AI hangs: the pointers stay and the person can stop at any moment.
      await user.click(within(notice).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(hung).toHaveLength(1));
      expect(within(notice).getByRole('button', { name: 'Trying again…' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      expect(screen.getByRole('button', pointers)).toBeInTheDocument();
      await advance(PROCESSING_SLOW_NOTICE_MS - 1_000);
      expect(screen.queryByText(SLOW_NOTICE)).not.toBeInTheDocument();
      await advance(1_000);
      expect(await within(notice).findByText(SLOW_NOTICE)).toBeInTheDocument();
      expect(within(notice).getByRole('button', { name: 'Keep waiting' })).toBeInTheDocument();
      await user.click(within(notice).getByRole('button', { name: 'Cancel' }));
      expect(hung[0]!.aborted).toBe(true);
      expect(screen.queryByText(SLOW_NOTICE)).not.toBeInTheDocument();
      expect(within(notice).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.getByRole('button', pointers)).toBeInTheDocument();

      // Once more, taking the general pointers when it is slow: as a failure says.
      await user.click(within(notice).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(hung).toHaveLength(2));
      await advance(PROCESSING_SLOW_NOTICE_MS);
      await user.click(await within(notice).findByRole('button', { name: 'Use general pointers' }));
      expect(hung[1]!.aborted).toBe(true);
      expect(notice).toHaveTextContent(/The AI still could not be reached/);
      expect(screen.getByRole('button', pointers)).toBeInTheDocument();

      // The AI answers the next try: its guide replaces the pointers, the person at its heading.
      // Back on the real clock: the new guide's menus mount as they do in a browser.
      vi.useRealTimers();
      await user.click(within(notice).getByRole('button', { name: 'Try again' }));
      expect(
        await screen.findByRole('button', { name: 'Mark as complete: Step 1 title' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Build an MVP' })).toHaveFocus();
      expect(screen.queryByRole('button', pointers)).not.toBeInTheDocument();
      expect(screen.queryByText(/could not be reached/)).not.toBeInTheDocument();
      expect(ai.requests).toHaveLength(5);
      expect(warnings).toHaveBeenCalledWith(
        'Clarity: the AI guide failed; using the fallback.',
        expect.any(Error),
      );
    },
  );
});

describe('waiting for the first guide', () => {
  it(
    'offers the general pointers after 15 s with nothing arrived; Keep waiting lets the answer come',
    { timeout: 40_000 },
    async () => {
      const hung: AbortSignal[] = [];
      const answer = answerByTask({ clarification: validClarification, guide: validMvpGuide });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const held: AiAnswer = async (request, index, signal) => {
        await released;
        return answer(request, index, signal);
      };
      // The clarification and the MVP guide, then a research guide that hangs, then one held.
      const ai = aiCompletions([answer, answer, hangInto(hung), held]);
      server.use(ai.handler);
      const { user } = renderApp({ route: '/' });
      await toMvpGuide(user, IDEA);
      await screen.findByRole('button', { name: 'Mark as complete: Step 1 title' });
      await guideMenusArrived();
      // The clock is faked once the walkthrough's code is here: its screens load as they do.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const research = async () => {
        await user.click(screen.getByRole('button', { name: 'Choose a different path' }));
        await user.click(
          await screen.findByRole('button', { name: 'Get Started: Do market research' }),
        );
        expect(await screen.findByText('Creating your personalized guide…')).toBeInTheDocument();
      };

      await research();
      await waitFor(() => expect(hung).toHaveLength(1));
      await advance(PROCESSING_SLOW_NOTICE_MS - 1_000);
      expect(screen.queryByText(SLOW_NOTICE)).not.toBeInTheDocument();
      await advance(1_000);
      expect(await screen.findByText(SLOW_NOTICE)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Use general pointers' }));

      // The general research guide, said as a failure is: the AI was asked and did not answer in time.
      expect(
        await screen.findByRole('button', {
          name: `Mark as complete: ${guideFallback('research').steps[0]!.title}`,
        }),
      ).toBeInTheDocument();
      expect(hung[0]!.aborted).toBe(true);
      expect(screen.getByText(/The AI could not be reached/)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Market Research' })).toHaveFocus();
      expect(screen.queryByText(SLOW_NOTICE)).not.toBeInTheDocument();

      // Asked again from the selector: Keep waiting hides the offer, and the answer still comes.
      await research();
      await waitFor(() => expect(ai.requests).toHaveLength(4));
      await advance(PROCESSING_SLOW_NOTICE_MS);
      await user.click(await screen.findByRole('button', { name: 'Keep waiting' }));
      expect(screen.queryByText(SLOW_NOTICE)).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Market Research' })).toHaveFocus();
      await advance(PROCESSING_SLOW_NOTICE_MS);
      expect(screen.queryByText(SLOW_NOTICE)).not.toBeInTheDocument();
      release();
      expect(
        await screen.findByRole('button', { name: 'Mark as complete: Step 1 title' }),
      ).toBeInTheDocument();
      expect(screen.queryByText(/could not be reached/)).not.toBeInTheDocument();
    },
  );
});
