import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { clarificationFallback } from '@/domain/fallbacks';
import type { Backend } from '@/lib/backend/port';
import { server } from '../../support/msw/server';
import { answerByTask, errorAnswer, taskOf } from '../../support/fakes/ai/fake-ai';
import { AI_TEST_BASE_URL, aiCompletions } from '../../support/fakes/ai/msw';
import {
  validClarification,
  validMvpGuide,
  GENERAL_MVP_FIRST_STEP,
} from '../../support/fixtures/ai';
import { writeAiChoice } from '@/lib/ai/choice';
import { setTestEnv } from '../../support/env';
import { createLocalTestBackend, renderApp } from '../../support/render';
import { captureWarnings } from '../../support/console-guard';
import { clarifyAsVisitor, toMvpGuide } from './visitor-steps';

// The embedded database and the streamed answers take a moment on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

setTestEnv({ VITE_OPENAI_API_KEY: 'sk-test-key', VITE_AI_BASE_URL: AI_TEST_BASE_URL });

const IDEA = 'An app that helps students prepare for exams';
const FALLBACK = clarificationFallback();
const GUIDE_FAILED = 'The AI could not be reached, so the steps below are general pointers';

/**
 * A provider that is down (400, which the SDK does not retry) for the tasks listed in `down`, until
 * the test brings it back; up, it answers the shared fixtures.
 */
function flakyAi(down: { clarification?: boolean; guide?: boolean }) {
  const state = { ...down };
  const answer = answerByTask({ clarification: validClarification, guide: validMvpGuide });
  const ai = aiCompletions((request, index, signal) =>
    state[taskOf(request.body) === 'guide' ? 'guide' : 'clarification']
      ? errorAnswer(400)
      : answer(request, index, signal),
  );
  server.use(ai.handler);
  return {
    requests: ai.requests,
    recover: () => {
      state.clarification = false;
      state.guide = false;
    },
  };
}

/** The page's notices that say something (the app keeps empty live regions ready). */
const notices = () => screen.queryAllByRole('status').filter((element) => element.textContent);

/**
 * No screen a person sees names the operators' documents or tools (checked where the AI wrote
 * nothing: its own answers may name any tool).
 */
const expectNoOperatorWords = () =>
  expect(document.body.textContent ?? '').not.toMatch(/README|Supabase|\.env/);

const clarify = (user: ReturnType<typeof renderApp>['user'], options?: { fromLanding?: boolean }) =>
  clarifyAsVisitor(user, IDEA, options);

async function signedInBackend(email: string): Promise<Backend> {
  const backend = createLocalTestBackend();
  await backend.auth.signUp({ email, password: 'secret-password' });
  await backend.auth.signInWithPassword({ email, password: 'secret-password' });
  return backend;
}

describe('a clarification that falls back', () => {
  it(
    'says so in one notice, and Try again replaces the general pointers with the AI answer',
    { timeout: 30_000 },
    async () => {
      const warnings = captureWarnings();
      const ai = flakyAi({ clarification: true });
      const { user } = renderApp({ route: '/' });
      await clarify(user);

      // The spec's fallback, word for word, and one plain notice beside it.
      expect(screen.getByText(FALLBACK.problem)).toBeInTheDocument();
      expect(notices()).toHaveLength(1);
      const notice = notices()[0]!;
      expect(notice).toHaveTextContent(
        'The AI could not be reached, so these are general pointers, not advice about this idea.',
      );
      expectNoOperatorWords();
      // Nobody read this idea: no 'Idea Clarified!' badge, no praise for it.
      expect(screen.queryByText('Idea Clarified!')).not.toBeInTheDocument();
      expect(screen.getByText('General pointers')).toBeInTheDocument();
      expect(screen.queryByText(/This idea has real potential/)).not.toBeInTheDocument();

      // Still down: the pointers stay and the notice says it tried.
      await user.click(within(notice).getByRole('button', { name: 'Try again' }));
      expect(
        await within(notice).findByText(/The AI still could not be reached/),
      ).toBeInTheDocument();
      expect(screen.getByText(FALLBACK.problem)).toBeInTheDocument();
      expect(ai.requests.at(-1)!.body.messages.at(-1)!.content).toContain(IDEA);

      ai.recover();
      await user.click(within(notice).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText(validClarification.problem)).toBeInTheDocument();
      expect(screen.queryByText(FALLBACK.problem)).not.toBeInTheDocument();
      expect(notices()).toHaveLength(0);
      expect(
        screen.getByRole('heading', { level: 1, name: "Here's your structured idea" }),
      ).toHaveFocus();
      expectNoOperatorWords();
      expect(warnings).toHaveBeenCalledWith(
        'Clarity: the AI clarification failed; using the fallback.',
        expect.any(Error),
      );
      // Now the AI answered: the specification's words are back.
      expect(screen.getByText('Idea Clarified!')).toBeInTheDocument();
      expect(screen.getByText(/This idea has real potential/)).toBeInTheDocument();
    },
  );

  it(
    'offers Private AI in this browser beside Try again: one click shows it in AI settings, nothing downloaded',
    { timeout: 30_000 },
    async () => {
      const warnings = captureWarnings();
      flakyAi({ clarification: true });
      const { user, router } = renderApp({ route: '/' });
      await clarify(user);
      expect(warnings).toHaveBeenCalledWith(
        'Clarity: the AI clarification failed; using the fallback.',
        expect.any(Error),
      );
      const notice = notices()[0]!;
      expect(notice).toHaveTextContent(
        'Or choose another AI in AI settings, or run a private one in this browser.',
      );
      expect(within(notice).getByRole('button', { name: 'Try again' })).toBeVisible();

      await user.click(
        within(notice).getByRole('link', { name: 'Use Private AI in this browser' }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.aiSettings));
      expect(
        await screen.findByRole('radio', { name: 'Private AI in this browser' }),
      ).toBeChecked();
      expect(screen.getByRole('button', { name: 'Download and use' })).toBeEnabled();
    },
  );

  it(
    'is saved as general pointers, replaced in the account by a successful retry',
    { timeout: 60_000 },
    async () => {
      const warnings = captureWarnings();
      const ai = flakyAi({ clarification: true });
      const backend = await signedInBackend('fallback@example.com');
      const { user } = renderApp({ route: '/', backend });
      await clarify(user, { fromLanding: false });

      await waitFor(async () => expect(await backend.ideas.list()).toHaveLength(1));
      const [saved] = await backend.ideas.list();
      expect(saved).toMatchObject({
        clarification_source: 'fallback',
        structured_data: { problem: FALLBACK.problem },
      });

      ai.recover();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText(validClarification.problem)).toBeInTheDocument();
      await waitFor(async () =>
        expect(await backend.ideas.get(saved!.id)).toMatchObject({
          clarification_source: 'ai',
          structured_data: { problem: validClarification.problem },
          tags: validClarification.tags,
        }),
      );
      // Still the one idea: the retry replaced it, it did not add another.
      expect(await backend.ideas.list()).toHaveLength(1);
      expect(warnings).toHaveBeenCalledWith(
        'Clarity: the AI clarification failed; using the fallback.',
        expect.any(Error),
      );
    },
  );

  it(
    'shows as general pointers when the saved idea is opened again',
    { timeout: 60_000 },
    async () => {
      const backend = await signedInBackend('reopened@example.com');
      const idea = await backend.ideas.create({
        idea_text: IDEA,
        structured_data: FALLBACK,
        clarification_source: 'fallback',
      });

      const journeyPage = renderApp({ route: paths.idea(idea.id), backend });
      expect(await screen.findByText(FALLBACK.problem)).toBeInTheDocument();
      expect(screen.getByText(/general pointers, not advice about this idea/)).toBeInTheDocument();
      journeyPage.unmount();

      const { user } = renderApp({ route: paths.ideas, backend });
      await user.click(await screen.findByRole('button', { name: /^More for / }));
      await user.click(await screen.findByRole('menuitem', { name: 'See details' }));
      const dialog = await screen.findByRole('dialog', { name: 'Idea details' });
      expect(within(dialog).getByText(FALLBACK.problem)).toBeInTheDocument();
      expect(
        within(dialog).getByText(/general pointers, not advice about this idea/),
      ).toBeInTheDocument();
    },
  );
});

describe('a guide that falls back', () => {
  it(
    'shows one notice with the spec message, and Try again brings the AI guide',
    { timeout: 30_000 },
    async () => {
      const warnings = captureWarnings();
      const ai = flakyAi({ guide: true });
      const { user } = renderApp({ route: '/' });
      await clarify(user);
      expect(notices()).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Choose your next step' }));
      await user.click(await screen.findByRole('button', { name: 'Get Started: Build an MVP' }));

      expect(
        await screen.findByRole('button', { name: `Mark as complete: ${GENERAL_MVP_FIRST_STEP}` }),
      ).toBeInTheDocument();
      const notice = notices().find((element) => element.textContent?.includes(GUIDE_FAILED));
      // One notice, in one voice: the spec's 'Failed to load personalized guide content. Please try
      // again.' said the same thing a second time.
      expect(notice).toHaveTextContent(
        'The AI could not be reached, so the steps below are general pointers, not written for this idea.',
      );
      expect(document.body).not.toHaveTextContent(/Failed to load personalized guide content/);
      expect(
        within(notice!).getByRole('link', { name: 'Use Private AI in this browser' }),
      ).toBeVisible();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expectNoOperatorWords();

      ai.recover();
      await user.click(within(notice!).getByRole('button', { name: 'Try again' }));
      expect(
        await screen.findByRole('button', { name: 'Mark as complete: Step 1 title' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Build an MVP' })).toHaveFocus();
      expect(screen.queryByText(/Failed to load personalized guide content/)).toBeNull();
      expect(screen.queryByText(/could not be reached/)).toBeNull();
      expect(screen.getByText('0 of 4 completed')).toBeInTheDocument();
      expect(warnings).toHaveBeenCalledWith(
        'Clarity: the AI guide failed; using the fallback.',
        expect.any(Error),
      );
      // The AI failed once in this journey: the rating invitation waits for a better one.
      expect(screen.queryByRole('region', { name: 'Rate Clarity' })).not.toBeInTheDocument();
    },
  );
});

describe('a guide that falls back for a signed-in person', () => {
  it(
    'keeps the guide a retry brings with the saved idea, never the pointers',
    { timeout: 60_000 },
    async () => {
      const warnings = captureWarnings();
      const ai = flakyAi({ guide: true });
      const backend = await signedInBackend('guide-retry@example.com');
      const { user } = renderApp({ route: '/', backend });
      await toMvpGuide(user, IDEA, { fromLanding: false });
      await screen.findByRole('button', { name: `Mark as complete: ${GENERAL_MVP_FIRST_STEP}` });
      await waitFor(async () => expect(await backend.ideas.list()).toHaveLength(1));
      const [saved] = await backend.ideas.list();
      expect(await backend.guides.get(saved!.id, 'mvp')).toBeNull();

      ai.recover();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await screen.findByRole('button', { name: 'Mark as complete: Step 1 title' });
      await waitFor(async () =>
        expect(await backend.guides.get(saved!.id, 'mvp')).toMatchObject({
          steps: [{ title: 'Step 1 title' }, {}, {}, {}],
        }),
      );
      expect(warnings).toHaveBeenCalledWith(
        'Clarity: the AI guide failed; using the fallback.',
        expect.any(Error),
      );
    },
  );
});

describe('an AI connected after the general pointers were made', () => {
  it(
    "says no AI was asked yet and offers 'Ask the AI now' on the guide",
    { timeout: 40_000 },
    async () => {
      const ai = flakyAi({});
      writeAiChoice({ kind: 'none' });
      const first = renderApp({ route: '/' });
      await clarify(first.user);
      expect(notices()[0]).toHaveTextContent(/The AI is not connected/);
      await first.user.click(screen.getByRole('button', { name: 'Choose your next step' }));
      await first.user.click(
        await screen.findByRole('button', { name: 'Get Started: Build an MVP' }),
      );
      await screen.findByRole('button', { name: `Mark as complete: ${GENERAL_MVP_FIRST_STEP}` });
      expect(ai.requests).toHaveLength(0);

      // In AI settings the person connects one, then comes back to the journey (this tab's copy).
      writeAiChoice({ kind: 'default' });
      first.unmount();
      const { user } = renderApp({ route: '/' });
      await screen.findByRole('button', { name: `Mark as complete: ${GENERAL_MVP_FIRST_STEP}` });
      const guideNotice = await screen.findByText(/An AI is connected now/);
      expect(document.body).not.toHaveTextContent(/could not be reached/);
      await user.click(screen.getByRole('button', { name: 'Ask the AI now' }));
      expect(
        await screen.findByRole('button', { name: 'Mark as complete: Step 1 title' }),
      ).toBeInTheDocument();
      expect(guideNotice).not.toBeInTheDocument();

      expect(ai.requests.map((request) => taskOf(request.body))).toEqual(['guide']);
    },
  );

  it(
    "on the clarification too: 'Ask the AI now' brings the AI's answer",
    { timeout: 40_000 },
    async () => {
      const ai = flakyAi({});
      writeAiChoice({ kind: 'none' });
      const first = renderApp({ route: '/' });
      await clarify(first.user);
      writeAiChoice({ kind: 'default' });
      first.unmount();
      const { user } = renderApp({ route: '/' });
      expect(await screen.findByText(/An AI is connected now/)).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(/could not be reached/);
      await user.click(screen.getByRole('button', { name: 'Ask the AI now' }));
      expect(await screen.findByText(validClarification.problem)).toBeInTheDocument();
      expect(ai.requests.map((request) => taskOf(request.body))).toEqual(['clarification']);
    },
  );
});
