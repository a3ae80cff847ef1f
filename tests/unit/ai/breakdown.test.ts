import { describe, expect, it } from 'vitest';
import { normalizeBreakdown } from '@/lib/ai/normalize';
import { createPartialEmitter, partialBreakdown } from '@/lib/ai/partial';
import { chatRequest, parseTaskRequest, type TaskRequest } from '@/lib/ai/tasks';
import { jsonCandidates } from '@/lib/ai/normalize';
import { validBreakdown } from '../../support/fixtures/ai';

const request: TaskRequest = {
  task: 'breakdown',
  idea: 'A quiz app for lecture notes',
  clarification: {
    problem: 'p',
    targetAudience: 'a',
    uniqueValue: 'u',
    format: 'f',
    challenges: ['c'],
  },
  step: { title: 'Define the core feature', bullets: ['List features', 'Keep one'] },
  size: 'tiny',
};

describe('the breakdown request', () => {
  it('is accepted as a task and becomes one streamed request: temperature 0.7, at most 600 tokens, its strict schema', () => {
    expect(parseTaskRequest(request)).toEqual({ ok: true, request });
    const chat = chatRequest(request, 'gpt-4o-mini');
    expect(chat).toMatchObject({ temperature: 0.7, max_tokens: 600, stream: true });
    expect(chat.max_tokens).toBeLessThanOrEqual(600);
    expect(chat.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'step_breakdown', strict: true },
    });
    const user = chat.messages.at(-1)!.content;
    expect(user).toContain('<idea>\nA quiz app for lecture notes\n</idea>');
    expect(user).toMatch(/<clarification>[\s\S]*<\/clarification>/);
    expect(user).toContain('<step>\nDefine the core feature\n- List features\n- Keep one\n</step>');
    expect(chat.messages[0]!.content).toMatch(/3 to 7 actions/);
    expect(chat.messages[0]!.content).toMatch(/about 5 minutes or less/);
  });
});

describe('normalizeBreakdown', () => {
  it('reads 3-7 sub-steps with whole minutes', () => {
    expect(normalizeBreakdown(validBreakdown)).toEqual(validBreakdown.subSteps);
  });

  it('repairs what it can: other list names, bare strings, minutes as text, bullets, repeats, more than seven', () => {
    expect(
      normalizeBreakdown({
        sub_steps: [
          '- Open the doc',
          { title: '**Write** a list', minutes: '10 min' },
          { action: 'Pick one', estimate: 4.6 },
          { title: 'Pick one', minutes: 3 },
          { title: 'Sleep on it', minutes: -2 },
        ],
      }),
    ).toEqual([
      { title: 'Open the doc', minutes: null },
      { title: 'Write a list', minutes: 10 },
      { title: 'Pick one', minutes: 5 },
      { title: 'Sleep on it', minutes: null },
    ]);
    const nine = {
      subSteps: Array.from({ length: 9 }, (_, n) => ({ title: `A${n}`, minutes: 5 })),
    };
    expect(normalizeBreakdown(nine)).toHaveLength(7);
  });

  it('cannot repair fewer than three actions, or no list at all', () => {
    expect(normalizeBreakdown({ subSteps: [{ title: 'One' }, { title: 'Two' }] })).toBeNull();
    expect(normalizeBreakdown({ steps: 'do it' })).toBeNull();
    expect(normalizeBreakdown('text')).toBeNull();
    expect(jsonCandidates('```json\n' + JSON.stringify(validBreakdown) + '\n```')[0]).toEqual(
      validBreakdown,
    );
  });
});

describe('partialBreakdown: sub-steps stream in one by one', () => {
  const answer = JSON.stringify(validBreakdown);

  it('hands on the first sub-step as soon as its closing brace arrives, not before', () => {
    const firstEnd = answer.indexOf('}') + 1;
    expect(partialBreakdown(answer.slice(0, firstEnd - 1))).toEqual({});
    expect(partialBreakdown(answer.slice(0, firstEnd))).toEqual({
      subSteps: [validBreakdown.subSteps[0]],
    });
    expect(partialBreakdown(answer)).toEqual(validBreakdown);
  });

  it('emits each new sub-step once while the answer streams', () => {
    const seen: number[] = [];
    const emit = createPartialEmitter(partialBreakdown, (partial) =>
      seen.push(partial.subSteps?.length ?? 0),
    );
    let text = '';
    for (let i = 0; i < answer.length; i += 5) {
      const chunk = answer.slice(i, i + 5);
      text += chunk;
      emit(text, chunk);
    }
    expect(seen).toEqual([1, 2, 3, 4]);
  });
});
