import { describe, expect, it } from 'vitest';
import { clarificationFallback } from '@/domain/fallbacks';
import {
  clampText,
  extractJson,
  jsonCandidates,
  normalizeClarification,
  normalizeGuide,
  normalizeTags,
  toMinutes,
} from '@/lib/ai/normalize';

describe('finding JSON in an answer', () => {
  it('reads bare JSON, a fence with or without a language, and JSON inside prose', () => {
    expect(extractJson('{"a":1}')).toEqual({ a: 1 });
    expect(extractJson('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(extractJson('```\n{"a":2}\n```')).toEqual({ a: 2 });
    expect(extractJson('Sure, here it is: {"a":"x } y"} — enjoy')).toEqual({ a: 'x } y' });
  });

  it('skips a broken object and finds the next one', () => {
    expect(jsonCandidates('{broken {"a":1} then {"b":2}')).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('finds nothing in empty or plain text', () => {
    expect(extractJson('')).toBeUndefined();
    expect(extractJson('no json here')).toBeUndefined();
  });
});

describe('clampText', () => {
  it('collapses whitespace and cuts at a word with an ellipsis', () => {
    expect(clampText('  a   b\n c ', 10)).toBe('a b c');
    expect(clampText('alpha beta gamma delta', 15)).toBe('alpha beta…');
    expect(clampText('x'.repeat(20), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('normalizeTags', () => {
  it('keeps up to 5 short lowercase keywords, once each', () => {
    expect(
      normalizeTags(['#AI', 'ai', 'Study Tools!', 'x'.repeat(30), 'a', 'b', 'c', 'd']),
    ).toEqual(['ai', 'study tools', 'a', 'b', 'c']);
  });
});

describe('normalizeClarification', () => {
  const fallback = clarificationFallback();

  it('cannot repair an answer that says nothing about the idea', () => {
    expect(normalizeClarification({ format: 'App', challenges: ['a'] }, fallback)).toBeNull();
    expect(normalizeClarification('text', fallback)).toBeNull();
    expect(normalizeClarification(null, fallback)).toBeNull();
    expect(normalizeClarification([1, 2], fallback)).toBeNull();
  });

  it('accepts snake_case keys', () => {
    const result = normalizeClarification(
      { problem: 'P', target_audience: 'T', unique_value: 'U' },
      fallback,
    );
    expect(result).toMatchObject({ problem: 'P', targetAudience: 'T', uniqueValue: 'U' });
    expect(result?.challenges).toHaveLength(3);
  });

  it('removes bullets and bold markers the model added', () => {
    const result = normalizeClarification(
      { problem: '**Exams** are hard', challenges: ['- **Habit**', '2. Quality', '• Reach'] },
      fallback,
    );
    expect(result).toMatchObject({
      problem: 'Exams are hard',
      challenges: ['Habit', 'Quality', 'Reach'],
    });
  });

  it('drops empty and repeated challenges before padding', () => {
    const result = normalizeClarification(
      { problem: 'P', challenges: ['Same', 'same', '', 42] },
      fallback,
    );
    expect(result?.challenges).toEqual(['Same', '42', fallback.challenges[0]]);
  });
});

describe('normalizeGuide', () => {
  const step = { title: 'T', description: 'D', content: ['c'] };

  it('accepts extras under `extras` too, and keeps a timeline only for MVP', () => {
    const guide = normalizeGuide('research', {
      steps: [step, step, step],
      extras: ['Google Trends'],
      timeline: 'x',
    });
    expect(guide).toEqual({
      kind: 'research',
      steps: [step, step, step],
      extras: ['Google Trends'],
    });
  });

  it('cannot repair a guide without steps', () => {
    expect(normalizeGuide('mvp', { tools: ['Figma'] })).toBeNull();
    expect(normalizeGuide('mvp', { steps: 'do things' })).toBeNull();
  });

  it('keeps each step’s estimate in whole minutes, clamped, and leaves out one it cannot read', () => {
    const guide = normalizeGuide('research', {
      steps: [
        { ...step, minutes: 25.4 },
        { ...step, minutes: '1.5 hours' },
        { ...step, minutes: 'a while' },
        { ...step, minutes: 100_000 },
      ],
    });
    expect(guide?.steps.map((s) => s.minutes)).toEqual([25, 90, undefined, 480]);
    expect(guide?.steps[2]).not.toHaveProperty('minutes');
  });
});

describe("normalizeGuide's 'Start here'", () => {
  const step = { title: 'T', description: 'D', content: ['c'] };
  const steps = [step, step, step];

  it('keeps the first action with its minutes clamped to 5-15, under either spelling', () => {
    expect(
      normalizeGuide('research', {
        steps,
        startHere: { title: '- **Write** the problem on one sticky note', minutes: 5 },
      })?.startHere,
    ).toEqual({ title: 'Write the problem on one sticky note', minutes: 5 });
    expect(
      normalizeGuide('research', { steps, start_here: { action: 'Call Sam', estimate: '45 min' } })
        ?.startHere,
    ).toEqual({ title: 'Call Sam', minutes: 15 });
    expect(
      normalizeGuide('research', { steps, startHere: { title: 'Open a note', minutes: 1 } })
        ?.startHere,
    ).toEqual({ title: 'Open a note', minutes: 5 });
  });

  it('leaves out one without text or without an estimate, and keeps the guide', () => {
    for (const startHere of [{ title: '', minutes: 5 }, { title: 'Go' }, 'Just start', 7, null]) {
      const guide = normalizeGuide('research', { steps, startHere });
      expect(guide?.steps).toHaveLength(3);
      expect(guide).not.toHaveProperty('startHere');
    }
  });
});

describe('toMinutes', () => {
  it('reads numbers and texts, never invents one, and clamps to 5-480', () => {
    expect(toMinutes(20)).toBe(20);
    expect(toMinutes('20 min')).toBe(20);
    expect(toMinutes('2h')).toBe(120);
    expect(toMinutes('1,5 hrs')).toBe(90);
    expect(toMinutes(1)).toBe(5);
    expect(toMinutes(0)).toBeUndefined();
    expect(toMinutes(-10)).toBeUndefined();
    expect(toMinutes(Number.NaN)).toBeUndefined();
    expect(toMinutes(null)).toBeUndefined();
    expect(toMinutes('soon')).toBeUndefined();
  });
});
