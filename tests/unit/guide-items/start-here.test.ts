import { describe, expect, it } from 'vitest';
import { guideFallback } from '@/domain/fallbacks';
import { withItemDone, withTimeAdded } from '@/domain/guide-items';
import { START_HERE_KEY, startHereOf } from '@/domain/start-here';

const step = (title: string, content: string[]) => ({ title, description: '', content });

describe("a guide's 'Start here'", () => {
  it("is the AI's first action when the guide has one", () => {
    const startHere = { title: 'Write the problem on one sticky note', minutes: 5 };
    expect(startHereOf({ steps: [step('Scope', ['List features'])], startHere })).toBe(startHere);
  });

  it('is derived for a guide stored without one: its first bullet, boxed to 10 minutes', () => {
    expect(startHereOf({ steps: [step('Scope', ['List every feature', 'Cut most'])] })).toEqual({
      title: 'Give it 10 minutes: List every feature',
      minutes: 10,
    });
    expect(startHereOf({ steps: [step('Talk to three students', [])] })).toEqual({
      title: 'Give it 10 minutes: Talk to three students',
      minutes: 10,
    });
    expect(startHereOf({ steps: [] })).toBeNull();
  });

  it('is honest in the fallback guide', () => {
    expect(startHereOf(guideFallback('mvp'))).toEqual({
      title: 'Write one sentence: who this idea helps, and with what',
      minutes: 5,
    });
  });

  it('is ticked and timed as one item of its own, before step 1', () => {
    const ticked = withItemDone([], START_HERE_KEY, true);
    expect(ticked).toEqual([
      { key: 's0', title: null, minutes: null, done: true, secondsSpent: 0 },
    ]);
    const timed = withTimeAdded(withItemDone(ticked, 's1.b1', true), START_HERE_KEY, 90);
    expect(timed.map(({ key, done, secondsSpent }) => [key, done, secondsSpent])).toEqual([
      ['s0', true, 90],
      ['s1.b1', true, 0],
    ]);
  });
});
