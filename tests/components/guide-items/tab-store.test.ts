import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetTabItems,
  guideTabKey,
  readTabItems,
  TAB_ITEMS_KEY,
  writeTabItems,
} from '@/lib/api/guide-items/tab-store';
import { forgetSessionAtOnce, TAB_GUIDE_ITEMS_KEY } from '@/features/journey/model/tab-keys';
import type { GuideItem } from '@/domain/model';

const item = (key: string): GuideItem => ({
  key,
  title: key.includes('b') ? null : 'Do it',
  minutes: null,
  done: true,
  secondsSpent: 0,
});

beforeEach(() => sessionStorage.clear());

describe("a visitor's guide items in the tab", () => {
  it('keeps each guide apart, and forgets them all when asked', () => {
    const a = guideTabKey('An idea', 'mvp', ['One', 'Two']);
    const b = guideTabKey('Another idea', 'mvp', ['One', 'Two']);
    expect(a).not.toBe(b);
    expect(guideTabKey('An idea', 'mvp', ['One', 'Two'])).toBe(a);
    writeTabItems(a, [item('s1.b1')]);
    writeTabItems(b, [item('s2.1')]);
    expect(readTabItems(a)).toEqual([item('s1.b1')]);
    expect(readTabItems(b)).toEqual([item('s2.1')]);
    forgetTabItems();
    expect(readTabItems(a)).toEqual([]);
  });

  it('reads what it cannot trust as nothing, and keeps the ten most recent guides', () => {
    sessionStorage.setItem(TAB_ITEMS_KEY, '{"x": [{"key": "s9"}, 3], "y": "no"');
    expect(readTabItems('x')).toEqual([]);
    sessionStorage.setItem(TAB_ITEMS_KEY, JSON.stringify({ x: [{ key: 's9' }, item('s1.b1')] }));
    expect(readTabItems('x')).toEqual([item('s1.b1')]);
    for (let n = 0; n < 12; n += 1) writeTabItems(`g${n}`, [item('s1.b1')]);
    expect(readTabItems('g0')).toEqual([]);
    expect(readTabItems('g2')).toEqual([item('s1.b1')]);
    expect(readTabItems('g11')).toEqual([item('s1.b1')]);
  });
});

describe('when a session ends', () => {
  it("forgets the tab's guide items with the rest of the journey", () => {
    expect(TAB_GUIDE_ITEMS_KEY).toBe(TAB_ITEMS_KEY);
    writeTabItems('g', [item('s1.b1')]);
    forgetSessionAtOnce('signed-out');
    expect(readTabItems('g')).toEqual([]);
  });
});
