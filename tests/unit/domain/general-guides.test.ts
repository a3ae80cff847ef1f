import { describe, expect, it } from 'vitest';
import { GUIDE_FAILED_SENTENCE, guideFallback } from '@/domain/fallbacks';
import { startHereOf } from '@/domain/start-here';
import { hasSubstance } from '@/domain/substance';
import { STEP_KINDS } from '@/domain/vocabulary';

describe('what counts as substance', () => {
  it('refuses punctuation, a letter or two, and placeholders', () => {
    for (const empty of [
      '',
      ':',
      ' , ',
      '...',
      '-',
      'a.',
      '42',
      'N/A',
      'none',
      'TBD',
      ' null ',
      '**',
    ])
      expect(hasSubstance(empty), JSON.stringify(empty)).toBe(false);
    expect(hasSubstance(undefined)).toBe(false);
  });

  it('accepts a short real answer in any script', () => {
    for (const text of ['App', 'Students with ADHD', '学生たち', 'Écoles', 'B2B SaaS'])
      expect(hasSubstance(text), text).toBe(true);
  });
});

describe('the general guides', () => {
  it.each(STEP_KINDS)(
    '%s: 3-6 steps of an hour or less, each with actions, and a first action',
    (kind) => {
      const guide = guideFallback(kind, { failed: false });
      expect(guide.kind).toBe(kind);
      expect(guide.steps.length).toBeGreaterThanOrEqual(3);
      expect(guide.steps.length).toBeLessThanOrEqual(6);
      for (const step of guide.steps) {
        expect(step.minutes).toBeGreaterThan(0);
        expect(step.minutes).toBeLessThanOrEqual(60);
        expect(hasSubstance(step.title)).toBe(true);
        expect(step.content.length).toBeGreaterThanOrEqual(1);
        expect(step.content.every(hasSubstance)).toBe(true);
      }
      expect(guide.startHere!.minutes).toBeGreaterThanOrEqual(5);
      expect(guide.startHere!.minutes).toBeLessThanOrEqual(15);
      expect(startHereOf(guide)).toEqual(guide.startHere);
      expect(guide.extras.length).toBeGreaterThanOrEqual(3);
      // Nothing was asked, so nothing had trouble connecting.
      expect(JSON.stringify(guide)).not.toMatch(/trouble connecting/);
    },
  );

  it('gives each next move its own steps', () => {
    const firsts = STEP_KINDS.map((kind) => guideFallback(kind).steps[0]!.title);
    expect(new Set(firsts).size).toBe(STEP_KINDS.length);
  });

  it("opens with the spec's sentence, once, only after a request failed", () => {
    const failed = guideFallback('research');
    expect(failed.steps[0]!.description).toBe(GUIDE_FAILED_SENTENCE);
    expect(GUIDE_FAILED_SENTENCE).toMatch(
      /^We're having trouble connecting to our AI right now\.\.\./,
    );
    expect(JSON.stringify(failed).match(/trouble connecting/g)).toHaveLength(1);
    expect(failed.steps.slice(1)).toEqual(
      guideFallback('research', { failed: false }).steps.slice(1),
    );
  });

  it('is a fresh copy each time', () => {
    const guide = guideFallback('mvp');
    guide.steps[0]!.content.push('changed');
    expect(guideFallback('mvp').steps[0]!.content).not.toContain('changed');
  });
});

describe("'Start here' never without an action", () => {
  const step = {
    title: 'Sketch the screen',
    description: '',
    content: [':', 'Draw the one screen'],
  };

  it('derives one from the first step when the stored one has no substance', () => {
    expect(startHereOf({ steps: [step], startHere: { title: ',', minutes: 5 } })).toEqual({
      title: 'Give it 10 minutes: Draw the one screen',
      minutes: 10,
    });
  });

  it('shows none when nothing in the guide is an action', () => {
    expect(startHereOf({ steps: [{ ...step, title: '…', content: [':'] }] })).toBeNull();
  });
});
