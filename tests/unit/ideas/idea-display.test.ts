import { describe, expect, it } from 'vitest';
import { IDEA_CARD_TAGS_SHOWN, IDEA_CARD_TEXT_MAX } from '@/config/constants';
import { cardText, ideaTitle, visibleTags } from '@/features/ideas/model/idea-display';
import { withChange } from '@/domain/step-progress';
import {
  canToggleStep,
  completedCount,
  markAllComplete,
  resetAll,
  toggleChange,
  trackedSteps,
} from '@/features/ideas/model/step-progress';
import { makeGuide } from '../../support/factories';

describe('idea cards', () => {
  it('cut the text at 150 characters and add an ellipsis, and leave shorter text alone', () => {
    const long = 'x'.repeat(IDEA_CARD_TEXT_MAX + 1);
    expect(cardText(long)).toBe(`${'x'.repeat(IDEA_CARD_TEXT_MAX)}...`);
    expect(cardText('x'.repeat(IDEA_CARD_TEXT_MAX))).toBe('x'.repeat(IDEA_CARD_TEXT_MAX));
  });

  it('show three tags and count the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b', 'c'],
      hiddenCount: 2,
    });
    expect(visibleTags(['a'])).toEqual({ shown: ['a'], hiddenCount: 0 });
    expect(IDEA_CARD_TAGS_SHOWN).toBe(3);
  });

  it('make a title of the first line, cut between words', () => {
    expect(ideaTitle('Short idea\nwith more lines')).toBe('Short idea');
    expect(
      ideaTitle('A weekly podcast where students with ADHD explain how they actually study', 40),
    ).toBe('A weekly podcast where students with...');
    expect(ideaTitle('x'.repeat(50), 40)).toBe(`${'x'.repeat(40)}...`);
  });
});

describe('step progress', () => {
  it('toggles a started step between complete and not started, and never a step not started', () => {
    expect(toggleChange({ step1: 'in_progress' }, 'step1')).toEqual({
      step: 'step1',
      state: 'complete',
    });
    expect(toggleChange({ step1: 'complete' }, 'step1')).toEqual({
      step: 'step1',
      state: 'not_started',
    });
    expect(toggleChange({ step1: 'complete' }, 'step2')).toBeNull();
    expect(canToggleStep({ step2: 'not_started' }, 'step2')).toBe(false);
  });

  it("tracks the stored guide's steps by title, or 'Step 1…5' without a guide", () => {
    const guide = makeGuide();
    expect(trackedSteps(guide).map((step) => step.title)).toEqual(
      guide.steps.map((step) => step.title),
    );
    expect(trackedSteps(null).map((step) => step.title)).toEqual([
      'Step 1',
      'Step 2',
      'Step 3',
      'Step 4',
      'Step 5',
    ]);
  });

  it('marks all complete, or resets all five', () => {
    const steps = trackedSteps(makeGuide());
    expect(completedCount(withChange({}, markAllComplete), steps)).toBe(4);
    expect(completedCount(withChange({ step1: 'complete' }, resetAll), steps)).toBe(0);
    expect(Object.keys(withChange({}, resetAll))).toEqual([
      'step1',
      'step2',
      'step3',
      'step4',
      'step5',
    ]);
  });
});
