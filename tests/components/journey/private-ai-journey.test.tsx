import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { AI_CHOICE_STORAGE_KEY } from '@/lib/ai/choice';
import { clarificationFallback } from '@/domain/fallbacks';
import { PRIVATE_MODELS } from '@/lib/ai/private-models';
import {
  installMemoryCaches,
  type MemoryCacheStorage,
} from '../../support/fakes/browser/cache-storage';
import {
  fakeEngine,
  keepAndChoosePrivateModel,
  PRIVATE_MODEL_TEST_BYTES,
  type EngineAnswer,
} from '../../support/fakes/ai/wllama';
import {
  validClarification,
  validMvpGuide,
  GENERAL_MVP_FIRST_STEP,
} from '../../support/fixtures/ai';
import { setTestEnv } from '../../support/env';
import { captureWarnings } from '../../support/console-guard';
import { renderApp } from '../../support/render';
import { clarifyAsVisitor } from './visitor-steps';

// The engine is the edge: its WebAssembly cannot run in jsdom, so the package is the fake engine.
vi.mock('@wllama/wllama', () => import('../../support/fakes/ai/wllama'));

/**
 * The journey on 'Private AI in this browser': an answer the engine cut off at its token cap is a
 * failure — the honest general pointers with 'Try again', never the half it wrote shown as the AI's
 * — and JSON wrapped in a Markdown code fence is read as the AI's answer. Only the engine is
 * faked; the kept model file is in an in-memory Cache API, as a browser keeps it.
 */

configure({ asyncUtilTimeout: 10_000 });
// This copy of Clarity has no AI of its own: what answers is the person's private model.
setTestEnv();

const MODEL = PRIVATE_MODELS[0]!;
const IDEA = 'An app that helps students prepare for exams';
const FALLBACK = clarificationFallback();
const GUIDE_FAILED = 'The private AI could not answer, so the steps below are general pointers';

/** Half of an answer: what a model writes when its token cap stops it mid-way. */
const cutOff = (value: unknown): EngineAnswer => {
  const json = JSON.stringify(value);
  return { text: json.slice(0, Math.floor(json.length * 0.6)), finish: 'length' };
};
const whole = (value: unknown): EngineAnswer => ({ text: JSON.stringify(value) });
const fenced = (value: unknown): EngineAnswer => ({
  text: `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``,
});

let uninstallCaches: () => void;
let caches: MemoryCacheStorage;
beforeEach(async () => {
  const { storage, uninstall } = installMemoryCaches();
  uninstallCaches = uninstall;
  caches = storage;
  await keepAndChoosePrivateModel(storage, MODEL.url);
  fakeEngine.reset();
});
afterEach(() => uninstallCaches());

/** The page's notices that say something (the app keeps empty live regions ready). */
const notices = () => screen.queryAllByRole('status').filter((element) => element.textContent);

const clarify = (user: ReturnType<typeof renderApp>['user']) => clarifyAsVisitor(user, IDEA);

async function openMvpGuide(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Choose your next step' }));
  await user.click(await screen.findByRole('button', { name: 'Get Started: Build an MVP' }));
}

describe('the journey on the private AI', { timeout: 30_000 }, () => {
  it('a clarification cut off at its token cap shows the general pointers with Try again, and Try again brings the whole answer', async () => {
    // The failure is logged, as every AI failure is; the person sees the notice.
    const warnings = captureWarnings();
    onTestFinished(() =>
      expect(warnings).toHaveBeenCalledWith(
        'Clarity: the AI clarification failed; using the fallback.',
        expect.objectContaining({ name: 'PrivateAnswerCutOffError' }),
      ),
    );
    let cut = true;
    fakeEngine.answerWith(() => (cut ? cutOff(validClarification) : whole(validClarification)));
    const { user } = renderApp({ route: '/' });
    await clarify(user);

    // The half the model wrote (its first fields were complete) is not shown as the AI's.
    expect(await screen.findByText(FALLBACK.problem)).toBeInTheDocument();
    expect(screen.queryByText(validClarification.problem)).not.toBeInTheDocument();
    const notice = notices().find((element) => element.textContent?.includes('general pointers'));
    // In plain words: the page's own model did not answer (nothing was 'reached'), and it is not
    // offered again as if it were another choice.
    expect(notice).toHaveTextContent(
      'The private AI could not answer, so these are general pointers, not advice about this idea. Or choose another AI in AI settings.',
    );
    expect(within(notice!).queryByRole('link', { name: /Private AI/ })).not.toBeInTheDocument();
    expect(fakeEngine.requests.map((request) => request.task)).toEqual(['clarification']);
    expect(fakeEngine.requests[0]!.body.messages.at(-1)!.content).toContain(IDEA);

    cut = false;
    await user.click(within(notice!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(validClarification.problem)).toBeInTheDocument();
    expect(screen.getByText(validClarification.challenges[0]!)).toBeInTheDocument();
    expect(screen.queryByText(FALLBACK.problem)).not.toBeInTheDocument();
    expect(notices()).toHaveLength(0);
    // The kept file was loaded once and stays loaded for the second answer.
    expect(fakeEngine.loads).toEqual([PRIVATE_MODEL_TEST_BYTES]);
  });

  it('a guide cut off at its token cap shows general pointers in one notice with Try again, and Try again brings the whole guide', async () => {
    // The failure is logged, as every AI failure is; the person sees the notice.
    const warnings = captureWarnings();
    onTestFinished(() =>
      expect(warnings).toHaveBeenCalledWith(
        'Clarity: the AI guide failed; using the fallback.',
        expect.objectContaining({ name: 'PrivateAnswerCutOffError' }),
      ),
    );
    let cut = true;
    fakeEngine.answerWith(({ task }) =>
      task === 'clarification'
        ? whole(validClarification)
        : cut
          ? cutOff(validMvpGuide)
          : whole(validMvpGuide),
    );
    const { user } = renderApp({ route: '/' });
    await clarify(user);
    expect(await screen.findByText(validClarification.problem)).toBeInTheDocument();
    await openMvpGuide(user);

    expect(
      await screen.findByRole('button', { name: `Mark as complete: ${GENERAL_MVP_FIRST_STEP}` }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Mark as complete: Step 1 title' }),
    ).not.toBeInTheDocument();
    const notice = notices().find((element) => element.textContent?.includes(GUIDE_FAILED));
    expect(notice).toHaveTextContent(`${GUIDE_FAILED}, not written for this idea.`);
    expect(within(notice!).queryByRole('link', { name: /Private AI/ })).not.toBeInTheDocument();

    cut = false;
    await user.click(within(notice!).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: 'Mark as complete: Step 1 title' }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 of 4 completed')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to load personalized guide content/)).toBeNull();
    expect(fakeEngine.requests.map((request) => request.task)).toEqual([
      'clarification',
      'guide',
      'guide',
    ]);
  });

  it('with the chosen model not downloaded in this browser, the notice says so and leads to its download, not a bare failure', async () => {
    // The failure is logged, as every AI failure is; the person sees the notice.
    const warnings = captureWarnings();
    onTestFinished(() =>
      expect(warnings).toHaveBeenCalledWith(
        'Clarity: the AI clarification failed; using the fallback.',
        expect.objectContaining({ name: 'PrivateModelError' }),
      ),
    );
    // A model chosen but never downloaded here (the file this test keeps is another model's): the
    // same as one cleared with the site's data.
    localStorage.setItem(
      AI_CHOICE_STORAGE_KEY,
      JSON.stringify({ kind: 'private', modelUrl: PRIVATE_MODELS[1]!.url }),
    );
    fakeEngine.answerWith(() => whole(validClarification));
    const { user } = renderApp({ route: '/' });
    await clarify(user);

    expect(await screen.findByText(FALLBACK.problem)).toBeInTheDocument();
    const notice = await waitFor(() => {
      const found = notices().find((element) =>
        element.textContent?.includes('model is not downloaded'),
      );
      expect(found).toBeDefined();
      return found!;
    });
    expect(notice).toHaveTextContent(
      'The private AI’s model is not downloaded in this browser, so these are general pointers, not advice about this idea. Download it in AI settings, or choose another AI there.',
    );
    // Nothing was asked of the engine, and nothing downloads without a press.
    expect(fakeEngine.requests).toHaveLength(0);
    await user.click(within(notice).getByRole('link', { name: 'Download the private AI' }));
    expect(await screen.findByRole('radio', { name: 'Private AI in this browser' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Download and use' })).toBeEnabled();
    expect(caches.keptUrls()).toEqual([MODEL.url]);
  });

  it('JSON in a Markdown code fence is read as the AI’s clarification and guide', async () => {
    fakeEngine.answerWith(({ task }) =>
      fenced(task === 'clarification' ? validClarification : validMvpGuide),
    );
    const { user } = renderApp({ route: '/' });
    await clarify(user);
    expect(await screen.findByText(validClarification.problem)).toBeInTheDocument();
    expect(screen.getByText(validClarification.uniqueValue)).toBeInTheDocument();
    expect(screen.queryByText(FALLBACK.problem)).not.toBeInTheDocument();
    expect(notices()).toHaveLength(0);

    await openMvpGuide(user);
    expect(
      await screen.findByRole('button', { name: 'Mark as complete: Step 1 title' }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 of 4 completed')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to load personalized guide content/)).toBeNull();
    expect(screen.queryByText(/```/)).toBeNull();
  });
});
