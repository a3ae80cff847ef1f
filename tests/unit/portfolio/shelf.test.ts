import { describe, expect, it } from 'vitest';
import {
  notNowUntil,
  nextUnfinishedStep,
  selectShelf,
  shelfReadLimit,
} from '@/features/portfolio/model/shelf';
import { makeGuide, makeIdea } from '../../support/factories';

const now = new Date('2026-11-25T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('selectShelf', () => {
  it('takes parked and in-progress ideas untouched for 14 days or more, and no others', () => {
    const ideas = [
      makeIdea({ idea_text: 'parked 14 days', status: 'parked', updated_at: daysAgo(14) }),
      makeIdea({
        idea_text: 'in progress 30 days',
        status: 'in_progress',
        updated_at: daysAgo(30),
      }),
      makeIdea({ idea_text: 'parked 13 days', status: 'parked', updated_at: daysAgo(13.9) }),
      makeIdea({ idea_text: 'clarified 60 days', status: 'clarified', updated_at: daysAgo(60) }),
      makeIdea({ idea_text: 'completed 60 days', status: 'completed', updated_at: daysAgo(60) }),
    ];
    expect(selectShelf(ideas, {}, now).map((idea) => idea.idea_text)).toEqual([
      'parked 14 days',
      'in progress 30 days',
    ]);
  });

  it('shows at most three, the most recently touched first', () => {
    const ideas = [20, 15, 40, 17, 90].map((days) =>
      makeIdea({ idea_text: `${days} days`, status: 'parked', updated_at: daysAgo(days) }),
    );
    expect(selectShelf(ideas, {}, now).map((idea) => idea.idea_text)).toEqual([
      '15 days',
      '17 days',
      '20 days',
    ]);
  });

  it('leaves out an idea hidden by Not now until its date has passed', () => {
    const idea = makeIdea({ status: 'parked', updated_at: daysAgo(20) });
    const hidden = { [idea.id]: notNowUntil(now) };
    expect(selectShelf([idea], hidden, now)).toEqual([]);
    expect(selectShelf([idea], hidden, new Date(now.getTime() + 13 * 86_400_000))).toEqual([]);
    expect(selectShelf([idea], hidden, new Date(now.getTime() + 14 * 86_400_000))).toEqual([idea]);
  });

  it('is empty when there is nothing to show', () => {
    expect(selectShelf([], {}, now)).toEqual([]);
  });
});

describe('notNowUntil', () => {
  it('hides for 14 days', () => {
    expect(notNowUntil(now)).toBe('2026-12-09T12:00:00.000Z');
  });

  it('reads enough ideas to fill the shelf past the hidden ones', () => {
    expect(shelfReadLimit({ a: daysAgo(-1), b: daysAgo(1) }, now)).toBe(4);
  });
});

describe('nextUnfinishedStep', () => {
  it("names the stored guide's first step that is not complete", () => {
    const guide = makeGuide();
    const idea = makeIdea({ selected_next_step: 'mvp', step_progress: { step1: 'complete' } });
    expect(nextUnfinishedStep(idea, guide)).toBe(guide.steps[1]!.title);
  });

  it('says the step number without a guide, asks to choose without a step, and is null when done', () => {
    expect(
      nextUnfinishedStep(
        makeIdea({ selected_next_step: 'research', step_progress: { step1: 'complete' } }),
        null,
      ),
    ).toBe('Step 2 of Market Research');
    expect(nextUnfinishedStep(makeIdea({ selected_next_step: null }), null)).toBe(
      'Choose your next step',
    );
    const guide = makeGuide();
    const done = Object.fromEntries(guide.steps.map((_, i) => [`step${i + 1}`, 'complete']));
    expect(
      nextUnfinishedStep(makeIdea({ selected_next_step: 'mvp', step_progress: done }), guide),
    ).toBeNull();
  });
});
