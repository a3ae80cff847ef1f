import { describe, expect, it } from 'vitest';
import {
  countDone,
  isStepDone,
  progressForChoice,
  withChange,
  withStepTicked,
} from '@/domain/step-progress';
import type { StepProgress } from '@/domain/model';

describe('what a tick writes', () => {
  it('ticks and unticks steps as step{n} complete / not_started', () => {
    const progress = [
      ['step1', true],
      ['step3', true],
      ['step3', false],
    ].reduce<StepProgress>(
      (map, [key, complete]) => withStepTicked(map, key as 'step1' | 'step3', complete as boolean),
      { step1: 'in_progress' },
    );
    expect(progress).toEqual({ step1: 'complete', step3: 'not_started' });
    expect(countDone(progress, 4)).toBe(1);
    expect(isStepDone(progress, 0)).toBe(true);
    expect(isStepDone(progress, 2)).toBe(false);
    // Past the fifth step there is no key, so nothing is ever done there.
    expect(isStepDone({ step5: 'complete' }, 5)).toBe(false);
  });

  it("applies a quick action to the five keys; the database's answer limits it to the guide", () => {
    expect(countDone(withChange({}, { step: 'all', state: 'complete' }), 4)).toBe(4);
    expect(withChange({ step2: 'complete' }, { step: 'all', state: 'not_started' })).toEqual({
      step1: 'not_started',
      step2: 'not_started',
      step3: 'not_started',
      step4: 'not_started',
      step5: 'not_started',
    });
  });
});

describe('choosing a step (docs/product.md §5.5, as choose_step does in the database)', () => {
  const ticked: StepProgress = { step1: 'in_progress', step2: 'complete' };

  it('keeps the ticks when the step chosen is the one already chosen', () => {
    expect(progressForChoice('mvp', ticked, 'mvp')).toBe(ticked);
  });

  it('starts another step afresh, with step1 in progress', () => {
    expect(progressForChoice('mvp', ticked, 'audience')).toEqual({ step1: 'in_progress' });
    expect(progressForChoice(null, ticked, 'mvp')).toEqual({ step1: 'in_progress' });
    expect(progressForChoice('mvp', {}, 'mvp')).toEqual({ step1: 'in_progress' });
  });
});
