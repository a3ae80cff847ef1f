import { describe, expect, it } from 'vitest';
import {
  breakEndsAt,
  breakSecondsLeft,
  checkInDue,
  checkInLine,
  firstCheckInAt,
  minutesPast,
  sessionEndsAt,
  sessionPhase,
  sessionSecondsLeft,
  sessionSummary,
  snoozedCheckInAt,
  tickedSince,
} from '@/features/journey/model/stay-with-it';
import { tickedBelow } from '@/domain/guide-items';

/** The timing rules of a step's gentle check-in and of 'Work with me' (docs/product.md §5.6). */

const MINUTE = 60;

describe('when the gentle check-in is due', () => {
  it('is due once the time spent reaches the estimate, only while the timer runs', () => {
    const dueAt = firstCheckInAt(20, 0);
    expect(dueAt).toBe(20 * MINUTE);
    const at = (spentSeconds: number, running = true) =>
      checkInDue({ running, estimateMinutes: 20, spentSeconds, dueAt });
    expect(at(19 * MINUTE + 59)).toBe(false);
    expect(at(20 * MINUTE)).toBe(true);
    expect(at(30 * MINUTE)).toBe(true);
    expect(at(30 * MINUTE, false)).toBe(false);
  });

  it('is never due for a step without an estimate', () => {
    expect(
      checkInDue({ running: true, estimateMinutes: undefined, spentSeconds: 9_999, dueAt: 0 }),
    ).toBe(false);
  });

  it('gives a step already past its estimate a full estimate more before the first one', () => {
    // Worked 25 minutes on a 20-minute step before: the next check-in comes at 45.
    expect(firstCheckInAt(20, 25 * MINUTE)).toBe(45 * MINUTE);
    expect(firstCheckInAt(20, 5 * MINUTE)).toBe(20 * MINUTE);
  });

  it('snoozes for the same length again: one estimate after the time spent now', () => {
    const next = snoozedCheckInAt(30 * MINUTE + 12.6, 20);
    expect(next).toBe(50 * MINUTE + 12);
    expect(
      checkInDue({
        running: true,
        estimateMinutes: 20,
        spentSeconds: 49 * MINUTE,
        dueAt: next,
      }),
    ).toBe(false);
  });
});

describe('what the check-in says', () => {
  it('says the real minutes past the estimate, never "overdue"', () => {
    expect(minutesPast(30 * MINUTE + 59, 20)).toBe(10);
    expect(checkInLine(10, true)).toBe(
      "You're 10 minutes past the estimate. Keep going, break it down, or take a break?",
    );
    expect(checkInLine(1, true)).toBe(
      "You're 1 minute past the estimate. Keep going, break it down, or take a break?",
    );
    expect(checkInLine(75, true)).toMatch(/^You're 1 h 15 min past the estimate\./);
    for (const past of [0, 1, 10, 75]) expect(checkInLine(past, true)).not.toMatch(/overdue/i);
  });

  it('says the estimate is reached in its first minute, and offers no breakdown without an AI', () => {
    expect(minutesPast(20 * MINUTE + 30, 20)).toBe(0);
    expect(checkInLine(0, false)).toBe("You've reached the estimate. Keep going, or take a break?");
  });
});

describe('a break', () => {
  it('counts down five minutes, and never shows more than its length', () => {
    const start = 1_000_000;
    const ends = breakEndsAt(start);
    expect(breakSecondsLeft(ends, start)).toBe(300);
    // A clock read a moment before the break began.
    expect(breakSecondsLeft(ends, start - 2_000)).toBe(300);
    expect(breakSecondsLeft(ends, start + 61_500)).toBe(239);
    expect(breakSecondsLeft(ends, ends + 5_000)).toBe(0);
  });
});

describe('a Work with me session', () => {
  const session = { minutes: 25, since: 1_000_000, tickedBefore: ['s1.b1'] };

  it('has a first half, a second half and an end', () => {
    expect(sessionEndsAt(session)).toBe(1_000_000 + 25 * 60_000);
    expect(sessionPhase(session, 1_000_000)).toBe('first-half');
    expect(sessionPhase(session, 1_000_000 + 12 * 60_000)).toBe('first-half');
    expect(sessionPhase(session, 1_000_000 + 12.5 * 60_000)).toBe('second-half');
    expect(sessionPhase(session, sessionEndsAt(session))).toBe('over');
    expect(sessionSecondsLeft(session, 1_000_000 + 60_000)).toBe(24 * MINUTE);
    expect(sessionSecondsLeft(session, sessionEndsAt(session) + 90_000)).toBe(0);
  });

  it('counts the actions ticked during it, not those ticked before', () => {
    expect(tickedSince(session.tickedBefore, ['s1.b1', 's1.b2', 's1.2'])).toBe(2);
    expect(tickedSince(session.tickedBefore, [])).toBe(0);
  });

  it('ends with a short, kind summary', () => {
    expect(
      sessionSummary({ seconds: 25 * MINUTE, title: 'Sketch the first screens', ticked: 2 }),
    ).toBe('25 minutes on “Sketch the first screens”. 2 actions ticked.');
    expect(sessionSummary({ seconds: 15 * MINUTE, title: 'Write it', ticked: 1 })).toBe(
      '15 minutes on “Write it”. 1 action ticked.',
    );
    // Nothing ticked: the time alone is said, with no count of zero.
    expect(sessionSummary({ seconds: 50 * MINUTE, title: 'Write it', ticked: 0 })).toBe(
      '50 minutes on “Write it”.',
    );
    expect(sessionSummary({ seconds: 20, title: 'Write it', ticked: 0 })).toBe(
      'Under a minute on “Write it”.',
    );
  });

  it('reads the ticked bullets and sub-steps of one step only', () => {
    const item = (key: string, done: boolean) => ({
      key,
      title: null,
      minutes: null,
      done,
      secondsSpent: 0,
    });
    const items = [
      item('s1', false),
      item('s1.b1', true),
      item('s1.b2', false),
      item('s1.1', true),
      item('s1.1.2', true),
      item('s2.b1', true),
    ];
    expect(tickedBelow(items, 's1')).toEqual(['s1.b1', 's1.1', 's1.1.2']);
  });
});
