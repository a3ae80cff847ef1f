import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AI_MAX_TOKENS_GUIDE, AI_TEMPERATURE, GUIDE_STEPS_MAX } from '@/config/constants';
import { STEP_KINDS, STEP_TITLES } from '@/domain/vocabulary';
import { parseEnv } from '@/config/env-schema';
import { EXTRAS_LABELS } from '@/domain/vocabulary';
import { generateGuide, isAbortError } from '@/lib/ai';
import { resetFormatDowngrade } from '@/lib/ai/complete';
import type { Guide } from '@/domain/model';
import { errorAnswer } from '../../support/fakes/ai/fake-ai';
import { aiAnswers, aiCompletions, aiTestEnv } from '../../support/fakes/ai/msw';
import { validClarification, validMvpGuide } from '../../support/fixtures/ai';
import { server } from '../../support/msw/server';

const IDEA = 'an app that helps students prepare for exams without cramming';
const env = aiTestEnv();
const { tags: _tags, ...clarified } = validClarification;

beforeEach(() => {
  resetFormatDowngrade();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const step = (n: number) => ({
  title: `Step ${n}`,
  description: `Why ${n}.`,
  content: [`Action ${n}a`, `Action ${n}b`],
});

describe('generateGuide: the request', () => {
  it('sends the guide settings with the idea and its clarification as delimited context', async () => {
    const { handler, requests } = aiAnswers(JSON.stringify(validMvpGuide));
    server.use(handler);

    await generateGuide('mvp', IDEA, clarified, { env });

    const { body } = requests[0]!;
    expect(body.temperature).toBe(AI_TEMPERATURE);
    expect(body.max_tokens).toBe(AI_MAX_TOKENS_GUIDE);
    expect(body.stream).toBe(true);
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    const [system, user] = [body.messages[0]!.content, body.messages[1]!.content];
    expect(system).toContain(STEP_TITLES.mvp);
    expect(system).toMatch(/exactly 4 steps/);
    expect(system).toMatch(/"timeline"/);
    expect(user).toContain(`<idea>\n${IDEA}\n</idea>`);
    expect(user).toContain(`Problem: ${clarified.problem}`);
    expect(user).toContain(`Target audience: ${clarified.targetAudience}`);
    const schema = body.response_format?.json_schema?.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(schema.properties)).toEqual(['startHere', 'steps', 'tools', 'timeline']);
  });

  it('asks the other kinds for 3-4 steps and their own extras, without a timeline', async () => {
    const { handler, requests } = aiAnswers(
      JSON.stringify({ steps: [step(1), step(2), step(3)], resources: ['Statista'] }),
    );
    server.use(handler);

    await generateGuide('research', IDEA, clarified, { env });

    const system = requests[0]!.body.messages[0]!.content;
    expect(system).toMatch(/3 to 4 steps/);
    expect(system).not.toMatch(/"timeline"/);
    const schema = requests[0]!.body.response_format?.json_schema?.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(schema.properties)).toEqual(['startHere', 'steps', 'resources']);
  });

  it("throws 'Unknown step: {id}' for any other id, without calling the AI", async () => {
    await expect(generateGuide('marketing', IDEA, clarified, { env })).rejects.toThrow(
      new Error('Unknown step: marketing'),
    );
  });
});

describe('generateGuide: the answer', () => {
  it("reads an MVP guide: 4 steps, its tools as extras, a timeline, its 'Start here'", async () => {
    server.use(aiAnswers(JSON.stringify(validMvpGuide)).handler);

    const result = await generateGuide('mvp', IDEA, clarified, { env });

    expect(result).toEqual({
      source: 'ai',
      guide: {
        kind: 'mvp',
        steps: validMvpGuide.steps,
        extras: validMvpGuide.tools,
        timeline: validMvpGuide.timeline,
        startHere: validMvpGuide.startHere,
      },
    });
  });

  it('keeps at most 4 steps and reads each kind’s extras key', async () => {
    server.use(
      aiAnswers(
        '```json\n' +
          JSON.stringify({
            steps: [1, 2, 3, 4, 5].map(step),
            models: ['Freemium', 'Subscription'],
            timeline: 'ignored',
          }) +
          '\n```',
      ).handler,
    );

    const result = await generateGuide('monetization', IDEA, clarified, { env });

    expect(result.source).toBe('ai');
    expect(result.guide.steps).toHaveLength(GUIDE_STEPS_MAX);
    expect(result.guide.extras).toEqual(['Freemium', 'Subscription']);
    expect(result.guide).not.toHaveProperty('timeline');
  });

  it('repairs steps whose bullets come as one string and drops steps without a title', async () => {
    server.use(
      aiAnswers(
        JSON.stringify({
          steps: [
            step(1),
            { title: 'Two', description: 'D', content: '1. First\n2. Second' },
            { content: ['x'] },
            step(3),
          ],
          techniques: 'Mind mapping; SCAMPER',
        }),
      ).handler,
    );

    const result = await generateGuide('explore', IDEA, clarified, { env });

    expect(result.guide.steps.map((s) => s.title)).toEqual(['Step 1', 'Two', 'Step 3']);
    expect(result.guide.steps[1]!.content).toEqual(['First', 'Second']);
    expect(result.guide.extras).toEqual(['Mind mapping', 'SCAMPER']);
  });

  it('streams steps one by one as each one completes', async () => {
    server.use(aiAnswers(JSON.stringify(validMvpGuide), { size: 9 }).handler);
    const partials: Partial<Guide>[] = [];

    await generateGuide('mvp', IDEA, clarified, { env, onPartial: (p) => partials.push(p) });

    const stepCounts = partials.map((p) => p.steps?.length ?? 0);
    expect(stepCounts[0]).toBe(1);
    expect(new Set(stepCounts)).toEqual(new Set([1, 2, 3, 4]));
    expect(stepCounts).toEqual([...stepCounts].sort());
    for (const partial of partials) {
      for (const [i, s] of (partial.steps ?? []).entries())
        expect(s).toEqual(validMvpGuide.steps[i]);
    }
    expect(partials.at(-1)).toMatchObject({
      extras: validMvpGuide.tools,
      timeline: validMvpGuide.timeline,
    });
  });
});

describe('generateGuide: the fallback of docs/product.md §10.5', () => {
  /**
   * The general guide of the move (decision 094): several steps of an hour or less; only after a
   * request failed does its first step open with the spec's sentence.
   */
  const expectGeneralGuide = (guide: Guide, kind: Guide['kind'], { failed = true } = {}) => {
    expect(guide.kind).toBe(kind);
    expect(guide.steps.length).toBeGreaterThanOrEqual(3);
    expect(guide.steps.every((s) => (s.minutes ?? 0) > 0 && (s.minutes ?? 0) <= 60)).toBe(true);
    expect(guide.startHere?.title).toBeTruthy();
    expect(
      guide.steps[0]!.description.startsWith(
        "We're having trouble connecting to our AI right now...",
      ),
    ).toBe(failed);
    expect(JSON.stringify(guide).includes('trouble connecting')).toBe(failed);
  };
  const expectSpecFallback = (guide: Guide, kind: Guide['kind']) => expectGeneralGuide(guide, kind);

  it('is used when the AI keeps failing', async () => {
    server.use(aiCompletions(() => errorAnswer(503)).handler);

    const result = await generateGuide('audience', IDEA, clarified, { env });

    expect(result.source).toBe('fallback');
    expectSpecFallback(result.guide, 'audience');
  });

  it("is used for an empty answer, with 'No response from OpenAI'", async () => {
    server.use(aiAnswers('').handler);

    const result = await generateGuide('mvp', IDEA, clarified, { env });

    expect(result.error).toBe('No response from OpenAI');
    expectSpecFallback(result.guide, 'mvp');
  });

  it('is used when fewer than 3 usable steps come back', async () => {
    server.use(aiAnswers(JSON.stringify({ steps: [step(1), step(2)], tools: [] })).handler);

    const result = await generateGuide('mvp', IDEA, clarified, { env });

    expect(result.source).toBe('fallback');
    expectSpecFallback(result.guide, 'mvp');
  });

  it('is used at once when no AI is connected', async () => {
    const result = await generateGuide('explore', IDEA, clarified, { env: parseEnv({}) });

    expect(result).toMatchObject({ source: 'fallback', error: 'AI not connected' });
    // Nothing was asked: no 'trouble connecting'.
    expectGeneralGuide(result.guide, 'explore', { failed: false });
  });

  it('is not used for an aborted call, which rejects quietly', async () => {
    const controller = new AbortController();
    server.use(aiAnswers(JSON.stringify(validMvpGuide), { size: 4, pauseMs: 2 }).handler);

    const call = generateGuide('mvp', IDEA, clarified, {
      env,
      signal: controller.signal,
      onPartial: () => controller.abort(),
    });

    await expect(call).rejects.toSatisfy(isAbortError);
  });
});

describe('EXTRAS_LABELS', () => {
  it('names the extras list for every kind, MVP’s as in docs/product.md §5.5', () => {
    expect(Object.keys(EXTRAS_LABELS)).toEqual([...STEP_KINDS]);
    expect(EXTRAS_LABELS.mvp).toBe('Recommended Tools');
  });
});
