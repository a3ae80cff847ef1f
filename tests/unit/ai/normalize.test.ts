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
      { problem: 'Exams', target_audience: 'Students', unique_value: 'Quizzes', format: 'App' },
      fallback,
    );
    expect(result).toMatchObject({
      problem: 'Exams',
      targetAudience: 'Students',
      uniqueValue: 'Quizzes',
    });
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

  it('drops empty, repeated and contentless challenges before padding', () => {
    const result = normalizeClarification(
      { problem: 'Exams', challenges: ['Same', 'same', '', 42, 'Habit'] },
      fallback,
    );
    expect(result?.challenges).toEqual(['Same', 'Habit', fallback.challenges[0]]);
  });

  it('counts a field without substance as missing: general pointers fill it, named in `general`', () => {
    const result = normalizeClarification(
      {
        problem: 'Students forget what they cram',
        targetAudience: ':',
        uniqueValue: 'Daily five-minute quizzes',
        format: 'N/A',
        challenges: [',', 'Habit', 'Quality', 'Reach'],
      },
      fallback,
    );
    expect(result).toMatchObject({
      problem: 'Students forget what they cram',
      targetAudience: fallback.targetAudience,
      format: fallback.format,
      challenges: ['Habit', 'Quality', 'Reach'],
      general: ['targetAudience', 'format'],
    });
  });

  it('names padded challenges general too, and nothing when every part is the AI’s', () => {
    const full = {
      problem: 'Exams',
      targetAudience: 'Students',
      uniqueValue: 'Quizzes',
      format: 'App',
    };
    expect(
      normalizeClarification({ ...full, challenges: ['Habit', ':'] }, fallback)?.general,
    ).toEqual(['challenges']);
    expect(
      normalizeClarification({ ...full, challenges: ['Habit', 'Quality', 'Reach'] }, fallback),
    ).not.toHaveProperty('general');
  });

  it('cannot repair an answer whose every field about the idea is punctuation', () => {
    expect(
      normalizeClarification(
        { problem: ':', targetAudience: ',', uniqueValue: '...', format: 'App' },
        fallback,
      ),
    ).toBeNull();
  });
});

describe('normalizeGuide', () => {
  const step = { title: 'Talk', description: 'Why it matters', content: ['Call Sam'] };

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

  it('drops steps and bullets without substance; too few steps left cannot be repaired', () => {
    const hollow = { title: ':', description: ',', content: [':'] };
    expect(normalizeGuide('research', { steps: [step, step, hollow] })).toBeNull();
    expect(
      normalizeGuide('research', {
        steps: [step, step, { ...step, description: ':', content: ['-', 'Write it down'] }],
      })?.steps[2],
    ).toEqual({ title: 'Talk', description: '', content: ['Write it down'] });
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
  const step = { title: 'Talk', description: 'Why it matters', content: ['Call Sam'] };
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

  it('leaves out one without text, substance or an estimate, and keeps the guide', () => {
    for (const startHere of [
      { title: '', minutes: 5 },
      { title: ',', minutes: 5 },
      { title: 'Go' },
      'Just start',
      7,
      null,
    ]) {
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
