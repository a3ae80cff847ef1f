import { describe, expect, it } from 'vitest';
import {
  NEUTRAL_RATINGS,
  rankTriage,
  startingRatings,
  triageScore,
} from '@/features/portfolio/model/triage';
import { readTriage } from '@/lib/ai/triage';
import type { TriageEntry, TriageRatings } from '@/domain/model';

const entry = (ideaId: string, ratings: Partial<TriageRatings>): TriageEntry => ({
  ideaId,
  ratings: { ...NEUTRAL_RATINGS, ...ratings },
  reason: '',
});

describe('rankTriage', () => {
  it('scores every rating the same, with less effort better', () => {
    expect(triageScore({ excitement: 5, effort: 1, energy: 5, evidence: 5 })).toBe(20);
    expect(triageScore({ excitement: 1, effort: 5, energy: 1, evidence: 1 })).toBe(4);
  });

  it('puts the best first: a low effort beats a high one', () => {
    const ranked = rankTriage([
      entry('hard', { effort: 5 }),
      entry('loved', { excitement: 5 }),
      entry('easy', { effort: 1 }),
    ]);
    expect(ranked.map((e) => e.ideaId)).toEqual(['easy', 'loved', 'hard']);
  });

  it('breaks ties by smaller effort, then excitement, then the order picked', () => {
    const ranked = rankTriage([
      entry('first', {}),
      entry('exciting', { excitement: 4, evidence: 2 }),
      entry('quick', { effort: 2, evidence: 2 }),
      entry('second', {}),
    ]);
    expect(ranked.map((e) => e.ideaId)).toEqual(['quick', 'exciting', 'first', 'second']);
  });
});

describe('startingRatings', () => {
  it("starts from the last triage's ratings for the same idea, else from the middle", () => {
    const last = { entries: [entry('a', { excitement: 5 })], madeAt: '2026-11-25T00:00:00Z' };
    expect(startingRatings(last, 'a').excitement).toBe(5);
    expect(startingRatings(last, 'b')).toEqual(NEUTRAL_RATINGS);
    expect(startingRatings(null, 'a')).toEqual(NEUTRAL_RATINGS);
  });
});

describe('readTriage', () => {
  it('reads each known idea once, scores clamped to 1-5, and its reason', () => {
    const answer = JSON.stringify({
      ranking: [
        { id: 'a', excitement: 7, effort: 0, energyFit: 3.4, evidence: 2, reason: ' Quick win. ' },
        { id: 'a', excitement: 1, effort: 1, energyFit: 1, evidence: 1, reason: 'again' },
        { id: 'zzz', excitement: 1, effort: 1, energyFit: 1, evidence: 1, reason: 'unknown' },
        { id: 'b', excitement: 'high', effort: 1, energyFit: 1, evidence: 1, reason: 'bad' },
      ],
    });
    expect(Object.fromEntries(readTriage(answer, ['a', 'b'])!)).toEqual({
      a: { ratings: { excitement: 5, effort: 1, energy: 3, evidence: 2 }, reason: 'Quick win.' },
    });
  });

  it('answers null when nothing can be read', () => {
    expect(readTriage('no json here', ['a'])).toBeNull();
    expect(readTriage('{"ranking": []}', ['a'])).toBeNull();
  });
});
