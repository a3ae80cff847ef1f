import { describe, expect, it } from 'vitest';
import { currentStep, queueOrder, skipStep } from '@/features/journey/model/step-queue';
import {
  estimateLabel,
  formatElapsed,
  formatMinutes,
  guideMinutesLeft,
  remainingLabel,
  remainingMinutes,
  timedSubSteps,
  tookLabel,
} from '@/features/journey/model/time';

describe('time still ahead', () => {
  it('counts a broken-down step by its stored sub-steps, and a sub-step broken again by its own', () => {
    const item = (key: string, minutes: number | null, done = false) => ({
      key,
      title: key,
      minutes,
      done,
      secondsSpent: 0,
    });
    const items = [
      item('s1.b1', null, true),
      item('s1.1', 10, true),
      item('s1.2', 30),
      item('s1.2.1', 5, true),
      item('s1.2.2', 5),
      item('s1.3', 15),
    ];
    const steps = [
      { minutes: 120, done: false, parts: timedSubSteps(items, 's1') },
      { minutes: 20, done: false, parts: timedSubSteps(items, 's2') },
    ];
    // Step 1: 5 (what is left of s1.2) + 15 (s1.3); its own 120 and the bullet count no more.
    expect(remainingMinutes(steps)).toBe(40);
  });

  it("counts 'Start here' until it is ticked, and not once every step is done", () => {
    const steps = [{ minutes: 20 }, { minutes: 45 }];
    const startHere = { minutes: 5 };
    const none = () => false;
    expect(guideMinutesLeft(steps, none, [], startHere)).toBe(70);
    expect(guideMinutesLeft(steps, none, [])).toBe(65);
    const ticked = [{ key: 's0', title: null, minutes: null, done: true, secondsSpent: 300 }];
    expect(guideMinutesLeft(steps, none, ticked, startHere)).toBe(65);
    expect(guideMinutesLeft(steps, () => true, [], startHere)).toBe(0);
    // Steps without estimates: no total, rather than five minutes for the whole of it.
    expect(guideMinutesLeft([{}, {}], none, [], startHere)).toBeNull();
  });

  it('adds the estimates of the unfinished steps only', () => {
    const steps = [
      { minutes: 20, done: true },
      { minutes: 45, done: false },
      { minutes: 35, done: false },
    ];
    expect(remainingMinutes(steps)).toBe(80);
    expect(remainingLabel(remainingMinutes(steps)!)).toBe('about 1 h 20 min left');
  });

  it('knows no total for a guide without estimates, and nothing left once all is done', () => {
    expect(remainingMinutes([{ done: false }, { done: false }])).toBeNull();
    expect(remainingMinutes([{ done: true }, { done: true, minutes: 10 }])).toBe(0);
    expect(remainingMinutes([])).toBe(0);
  });

  it('counts a step split into parts by its unfinished parts, not its own estimate', () => {
    const split = {
      minutes: 60,
      done: false,
      parts: [
        { minutes: 10, done: true },
        { minutes: 15, done: false },
        { minutes: 5, done: false },
      ],
    };
    expect(remainingMinutes([split, { minutes: 30, done: false }])).toBe(50);
    // A done step counts for nothing, whatever its parts.
    expect(remainingMinutes([{ ...split, done: true }])).toBe(0);
  });
});

describe('time as shown', () => {
  it('says minutes, hours, or both', () => {
    expect(formatMinutes(20)).toBe('20 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(100)).toBe('1 h 40 min');
    expect(estimateLabel(20)).toBe('~20 min');
  });

  it('runs a timer as m:ss or h:mm:ss and rounds what a step took to minutes', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(245)).toBe('4:05');
    expect(formatElapsed(3725)).toBe('1:02:05');
    expect(tookLabel(30)).toBe('took under a minute');
    expect(tookLabel(32 * 60 + 10)).toBe('took 32 min');
    expect(tookLabel(95 * 60)).toBe('took 1 h 35 min');
  });
});

describe('the queue of One step at a time', () => {
  it('keeps the guide order until a step is skipped, which then goes to the end', () => {
    expect(queueOrder(4, [])).toEqual([0, 1, 2, 3]);
    expect(queueOrder(4, [0])).toEqual([1, 2, 3, 0]);
    expect(queueOrder(4, skipStep([0], 2))).toEqual([1, 3, 0, 2]);
    // Skipping again moves it behind the others skipped since.
    expect(queueOrder(4, skipStep([0, 2], 0))).toEqual([1, 3, 2, 0]);
  });

  it('shows the first unfinished step in queue order, coming round to the skipped ones', () => {
    const done = new Set([1, 3]);
    expect(currentStep(4, [0], (index) => done.has(index))).toBe(2);
    expect(currentStep(4, [0, 2], (index) => done.has(index))).toBe(0);
    expect(currentStep(4, [], () => true)).toBe(-1);
  });

  it('ignores skips that name no step of this guide', () => {
    expect(queueOrder(3, [5, -1, 1])).toEqual([0, 2, 1]);
  });
});
