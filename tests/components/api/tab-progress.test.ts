import { beforeEach, describe, expect, it } from 'vitest';
import {
  progressTabKey,
  readTabProgress,
  TAB_PROGRESS_KEY,
  writeTabProgress,
} from '@/lib/api/ideas/tab-progress';
import { forgetSessionAtOnce, TAB_STEP_PROGRESS_KEY } from '@/features/journey/model/tab-keys';

beforeEach(() => sessionStorage.clear());

describe('the step progress of ideas kept in the tab (docs/decisions/085)', () => {
  it('keeps each idea apart by its text', () => {
    const a = progressTabKey('An idea');
    const b = progressTabKey('Another idea');
    expect(a).not.toBe(b);
    expect(progressTabKey('An idea')).toBe(a);
    writeTabProgress(a, { step1: 'complete' });
    writeTabProgress(b, { step2: 'in_progress' });
    expect(readTabProgress(a)).toEqual({ step1: 'complete' });
    expect(readTabProgress(b)).toEqual({ step2: 'in_progress' });
    expect(readTabProgress(progressTabKey('A third idea'))).toEqual({});
  });

  it('drops what it cannot read, and keeps the ten latest ideas', () => {
    sessionStorage.setItem(TAB_PROGRESS_KEY, '{"x": {"step9": "complete"}, "y": {"step1": "done"}');
    expect(readTabProgress('x')).toEqual({});
    sessionStorage.setItem(
      TAB_PROGRESS_KEY,
      JSON.stringify({ x: { step9: 'complete' }, y: { step1: 'complete' } }),
    );
    expect(readTabProgress('x')).toEqual({});
    expect(readTabProgress('y')).toEqual({ step1: 'complete' });
    for (let n = 0; n < 12; n += 1) writeTabProgress(`i${n}`, { step1: 'complete' });
    expect(readTabProgress('i0')).toEqual({});
    expect(readTabProgress('i11')).toEqual({ step1: 'complete' });
  });

  it('is forgotten with the rest of the journey when a session ends', () => {
    expect(TAB_STEP_PROGRESS_KEY).toBe(TAB_PROGRESS_KEY);
    writeTabProgress('i', { step1: 'complete' });
    forgetSessionAtOnce('lost');
    expect(readTabProgress('i')).toEqual({});
  });
});
