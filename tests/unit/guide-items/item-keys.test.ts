import { describe, expect, it } from 'vitest';
import type { GuideItem } from '@/domain/model';
import {
  bulletItemKey,
  canBreakDown,
  currentSubSteps,
  stepItemKey,
  subStepsOf,
  withItemDone,
  withSubSteps,
  withTimeAdded,
} from '@/domain/guide-items';

const subStep = (key: string, title: string, extra: Partial<GuideItem> = {}): GuideItem => ({
  key,
  title,
  minutes: 5,
  done: false,
  secondsSpent: 0,
  ...extra,
});

describe('guide item keys', () => {
  it('names steps, bullets and sub-steps, and allows breaking down two levels at most', () => {
    expect(stepItemKey(0)).toBe('s1');
    expect(bulletItemKey('s2', 2)).toBe('s2.b3');
    expect(canBreakDown('s1')).toBe(true);
    expect(canBreakDown('s1.3')).toBe(true);
    expect(canBreakDown('s1.3.2')).toBe(false);
    expect(canBreakDown('s1.b1')).toBe(false);
  });
});

describe('the changes each write makes (as the database makes them)', () => {
  const items: GuideItem[] = [
    subStep('s1.1', 'One'),
    subStep('s1.1.1', 'One, smaller', { done: true }),
    subStep('s1.2', 'Two', { secondsSpent: 60 }),
    { key: 's1.b1', title: null, minutes: null, done: true, secondsSpent: 0 },
    subStep('s2.1', 'Other step'),
  ];

  it('ticks a bullet that had no row yet, and a sub-step that exists; never invents a sub-step', () => {
    expect(withItemDone(items, 's1.b2', true).find((item) => item.key === 's1.b2')?.done).toBe(
      true,
    );
    expect(withItemDone(items, 's1.2', true).find((item) => item.key === 's1.2')?.done).toBe(true);
    expect(withItemDone(items, 's1.5', true)).toEqual(items);
  });

  it('adds time to what is there', () => {
    expect(withTimeAdded(items, 's1.2', 30).find((item) => item.key === 's1.2')?.secondsSpent).toBe(
      90,
    );
    expect(withTimeAdded(items, 's3', 30).find((item) => item.key === 's3')?.secondsSpent).toBe(30);
  });

  it('replaces the sub-steps of a step and theirs, keeps its bullets and other steps; Undo brings both levels back', () => {
    const previous = currentSubSteps(items, 's1');
    const replaced = withSubSteps(items, 's1', [{ title: 'New', minutes: 3 }]);
    expect(replaced.map((item) => item.key)).toEqual(['s1.1', 's1.b1', 's2.1']);
    expect(subStepsOf(replaced, 's1').map((item) => item.title)).toEqual(['New']);
    expect(withSubSteps(replaced, 's1', previous)).toEqual(items);
  });
});
