import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AI_MAX_TOKENS_TRIAGE } from '@/config/constants';
import { triageSchema } from '@/lib/ai/schemas';
import { PRIVATE_MODELS } from '@/lib/ai/private-models';
import { setTestEnv } from '../../support/env';
import { streamedAnswer, type AiRequestBody } from '../../support/fakes/ai/fake-ai';
import { AI_TEST_BASE_URL, aiCompletions } from '../../support/fakes/ai/msw';
import { fakeEngine, keepAndChoosePrivateModel } from '../../support/fakes/ai/wllama';
import { installMemoryCaches } from '../../support/fakes/browser/cache-storage';
import { server } from '../../support/msw/server';
import { renderApp } from '../../support/render';
import { openSharedBackend, saveIdeas, signIn } from '../ideas/signed-in';

// 'Private AI in this browser': its engine is the edge (jsdom cannot run its WebAssembly).
vi.mock('@wllama/wllama', () => import('../../support/fakes/ai/wllama'));

beforeAll(openSharedBackend, 120_000);
configure({ asyncUtilTimeout: 5_000 });
/** The shared machine is slow: a saved change may take seconds to show. */
const waitLong = <T,>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 5_000 });
afterEach(() => setTestEnv());

const slider = (idea: string, label: string) =>
  within(screen.getByRole('group', { name: idea })).getByRole('slider', { name: label });

async function openTriage() {
  const { backend } = await signIn();
  const ideas = await saveIdeas(backend, [
    { idea_text: 'A tool library for the block' },
    { idea_text: 'A podcast on slow travel' },
    { idea_text: 'Weekly soup for neighbours' },
  ]);
  const rendered = renderApp({ route: '/ideas', backend });
  await rendered.user.click(await screen.findByRole('button', { name: 'Which idea first?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Which idea first?' });
  return { ...rendered, backend, ideas, dialog };
}

describe('Which idea first?', { timeout: 40_000 }, () => {
  it('without an AI: pick, rate, rank, make one the focus, park the others and undo', async () => {
    const { user, backend, ideas, dialog } = await openTriage();
    const rate = within(dialog).getByRole('button', { name: 'Rate them' });
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'A tool library for the block' }),
    );
    expect(rate).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'A podcast on slow travel' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Weekly soup for neighbours' }));
    await user.click(rate);

    // Everything starts in the middle; the podcast is exciting, the tool library a lot of work.
    expect(slider('A podcast on slow travel', 'Excitement')).toHaveValue('3');
    fireEvent.change(slider('A podcast on slow travel', 'Excitement'), { target: { value: '5' } });
    fireEvent.change(slider('A tool library for the block', 'Effort'), { target: { value: '5' } });
    await user.click(screen.getByRole('button', { name: 'See the ranking' }));

    const ranking = screen.getByRole('list', { name: 'Ranking' });
    expect(
      within(ranking)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual([
      '1. A podcast on slow travel',
      '2. Weekly soup for neighbours',
      '3. A tool library for the block',
    ]);
    await waitLong(async () =>
      expect((await backend.portfolio.get()).lastTriage?.entries.map((e) => e.ideaId)).toEqual([
        ideas[1]!.id,
        ideas[2]!.id,
        ideas[0]!.id,
      ]),
    );

    await user.click(
      within(ranking).getByRole('button', { name: 'Make this my focus: A podcast on slow travel' }),
    );
    expect(await screen.findByText(/is your current focus/)).toBeInTheDocument();
    expect((await backend.ideas.get(ideas[1]!.id))?.status).toBe('in_progress');
    expect((await backend.portfolio.get()).focusIdeaId).toBe(ideas[1]!.id);

    await user.click(screen.getByRole('button', { name: 'Park the others' }));
    expect(await screen.findByText('The others are parked for later.')).toBeInTheDocument();
    expect((await backend.ideas.get(ideas[0]!.id))?.status).toBe('parked');
    expect((await backend.ideas.get(ideas[2]!.id))?.status).toBe('parked');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitLong(async () =>
      expect((await backend.ideas.get(ideas[0]!.id))?.status).toBe('clarified'),
    );
    expect((await backend.ideas.get(ideas[2]!.id))?.status).toBe('clarified');

    await user.keyboard('{Escape}');
    const focus = await screen.findByRole('region', { name: 'Current focus' });
    expect(within(focus).getByRole('article', { name: 'A podcast on slow travel' })).toBeVisible();
  });

  it('with an AI: the sliders start from its suggestion, with one short reason per idea', async () => {
    setTestEnv({ VITE_OPENAI_API_KEY: 'sk-test-key', VITE_AI_BASE_URL: AI_TEST_BASE_URL });
    const ai = aiCompletions((request) =>
      streamedAnswer([JSON.stringify(suggestion(request.body.messages[1]!.content))]),
    );
    server.use(ai.handler);
    const { user } = await rateWithSuggestion();
    // Still the person's to change.
    fireEvent.change(slider('A tool library for the block', 'Excitement'), {
      target: { value: '1' },
    });
    expect(slider('A tool library for the block', 'Excitement')).toHaveValue('1');

    const [request] = ai.requests;
    expectTriageTask(request!.body);
    expect(request!.body.response_format?.json_schema?.name).toBe('idea_triage');

    await user.click(screen.getByRole('button', { name: 'See the ranking' }));
    const ranking = screen.getByRole('list', { name: 'Ranking' });
    expect(within(ranking).getByText('Easy to start this week.')).toBeInTheDocument();
    expect(within(ranking).getByText('Needs space and tools first.')).toBeInTheDocument();
  });

  it('on the private AI in this browser: the same triage task, and its suggestion starts the sliders', async () => {
    const { storage, uninstall } = installMemoryCaches();
    try {
      await keepAndChoosePrivateModel(storage, PRIVATE_MODELS[0]!.url);
      fakeEngine.reset();
      fakeEngine.answerWith(({ body }) => ({
        text: JSON.stringify(suggestion(body.messages[1]!.content)),
      }));
      const { user } = await rateWithSuggestion();

      const [request] = fakeEngine.requests;
      expect(fakeEngine.requests).toHaveLength(1);
      expect(request!.task).toBe('triage');
      expectTriageTask(request!.body);
      // The engine's grammar holds the answer to the triage's own schema.
      expect(request!.body.response_format?.json_schema?.schema).toEqual(triageSchema.schema);
      await user.click(screen.getByRole('button', { name: 'See the ranking' }));
      const ranking = screen.getByRole('list', { name: 'Ranking' });
      expect(within(ranking).getByText('Easy to start this week.')).toBeInTheDocument();
    } finally {
      uninstall();
    }
  });
});

/** The triage task as the prompt module writes it: its token cap, the picked ideas inside <ideas>. */
function expectTriageTask(body: AiRequestBody) {
  expect(body.max_tokens).toBe(AI_MAX_TOKENS_TRIAGE);
  expect(body.messages[1]!.content).toMatch(
    /<ideas>[\s\S]*Weekly soup for neighbours[\s\S]*<\/ideas>/,
  );
}

/** An AI's triage of the ideas the prompt lists: the first one exciting less, each with a reason. */
function suggestion(prompt: string) {
  const ids = [...prompt.matchAll(/Idea ([0-9a-f-]{36}):/g)].map((match) => match[1]!);
  return {
    ranking: ids.map((id, index) => ({
      id,
      excitement: index === 0 ? 2 : 5,
      effort: 2,
      energyFit: 4,
      evidence: 3,
      reason: index === 0 ? 'Needs space and tools first.' : 'Easy to start this week.',
    })),
  };
}

/** Opens the triage, picks two ideas, rates them, and sees the sliders start from `suggestion`. */
async function rateWithSuggestion() {
  const opened = await openTriage();
  const { user, dialog } = opened;
  await user.click(within(dialog).getByRole('checkbox', { name: 'A tool library for the block' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Weekly soup for neighbours' }));
  await user.click(within(dialog).getByRole('button', { name: 'Rate them' }));

  await waitLong(() => expect(slider('Weekly soup for neighbours', 'Excitement')).toHaveValue('5'));
  expect(slider('A tool library for the block', 'Excitement')).toHaveValue('2');
  expect(slider('A tool library for the block', 'Fits my energy now')).toHaveValue('4');
  return opened;
}
