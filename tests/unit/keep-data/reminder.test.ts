import { describe, expect, it } from 'vitest';
import { reminderDue, timeAgo, type ReminderFacts } from '@/features/keep-data/model/reminder';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 29, 9);
const facts = (change: Partial<ReminderFacts>): ReminderFacts => ({
  now: NOW,
  kept: false,
  livingCopy: false,
  lastCopyAt: NOW - 7 * DAY,
  changedAt: NOW - DAY,
  savedIdeas: 1,
  dismissedAt: null,
  ...change,
});

describe('reminderDue', () => {
  it('is due on the seventh day after a copy the ideas changed since, not before', () => {
    expect(reminderDue(facts({}))).toBe(true);
    expect(reminderDue(facts({ lastCopyAt: NOW - 7 * DAY + 1 }))).toBe(false);
    expect(reminderDue(facts({ changedAt: NOW - 7 * DAY }))).toBe(false);
  });

  it('never competes with lasting storage or a living copy', () => {
    expect(reminderDue(facts({ kept: true }))).toBe(false);
    expect(reminderDue(facts({ livingCopy: true }))).toBe(false);
  });

  it('asks for a first copy from the third saved idea', () => {
    expect(reminderDue(facts({ lastCopyAt: null, savedIdeas: 2 }))).toBe(false);
    expect(reminderDue(facts({ lastCopyAt: null, savedIdeas: 3 }))).toBe(true);
  });

  it('stays away for 7 days once put away', () => {
    expect(reminderDue(facts({ dismissedAt: NOW - 7 * DAY + 1 }))).toBe(false);
    expect(reminderDue(facts({ dismissedAt: NOW - 7 * DAY }))).toBe(true);
  });
});

describe('timeAgo', () => {
  it('says the age in words', () => {
    expect(timeAgo(NOW - 9 * DAY, NOW)).toBe('9 days ago');
    expect(timeAgo(NOW - DAY, NOW)).toBe('yesterday');
    expect(timeAgo(NOW - 2 * 60_000 - 5_000, NOW)).toBe('2 minutes ago');
    expect(timeAgo(NOW - 20_000, NOW)).toBe('just now');
  });
});
