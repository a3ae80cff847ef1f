import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROCESSING_SLOW_NOTICE_MS } from '@/config/constants';
import { OUTER_FAILURE_MESSAGE } from '@/features/journey/components/processing-stage';
import { clarificationFallback } from '@/domain/fallbacks';
import { server } from '../../support/msw/server';
import { AI_TEST_BASE_URL, aiCompletions } from '../../support/fakes/ai/msw';
import { validClarification } from '../../support/fixtures/ai';
import { setTestEnv } from '../../support/env';
import { renderApp } from '../../support/render';

// docs/product.md §5.3: the processing screen can always be left, and a slow first answer offers
// the general pointers.

configure({ asyncUtilTimeout: 10_000 });
setTestEnv({ VITE_OPENAI_API_KEY: 'sk-test-key', VITE_AI_BASE_URL: AI_TEST_BASE_URL });

const IDEA = 'An app that helps students prepare for exams';
const SLOW_NOTICE = 'This is taking longer than usual.';

/**
 * An AI that never answers, keeping each request's signal so a test can see it was aborted. An
 * aborted request ends with a network error nobody reads (a rejection would make msw log one).
 */
function hangingAi() {
  const signals: AbortSignal[] = [];
  const ai = aiCompletions(
    (_request, _index, signal) =>
      new Promise<Response>((resolve) => {
        signals.push(signal);
        signal.addEventListener('abort', () => resolve(Response.error()), { once: true });
      }),
  );
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
