import { describe, expect, it } from 'vitest';
import { QUOTE_COUNT } from '@/config/constants';
import { paths } from '@/config/paths';
import { nextQuoteIndex, QUOTES } from '@/features/journey/model/quotes';
import { truncate } from '@/features/journey/model/storage';
import { parseJourneyRequest } from '@/features/journey/model/storage-read';

const params = (url: string) => new URL(url, 'http://x').searchParams;

describe('URL entries into the journey', () => {
  it('reads a resume link', () => {
    expect(parseJourneyRequest(params(paths.resumeJourney('abc', 'mvp')))).toEqual({
      target: 'walkthrough',
      ideaId: 'abc',
      step: 'mvp',
    });
  });

  it('reads a select-step link', () => {
    expect(parseJourneyRequest(params(paths.selectStep('abc')))).toEqual({
      target: 'selector',
      ideaId: 'abc',
    });
  });

  it('ignores unknown steps, missing ids and other values', () => {
    expect(parseJourneyRequest(params('/?resume=true&ideaId=abc&step=party'))).toBeNull();
    expect(parseJourneyRequest(params('/?resume=true&step=mvp'))).toBeNull();
    expect(parseJourneyRequest(params('/?selectStep=yes&ideaId=abc'))).toBeNull();
    expect(parseJourneyRequest(params('/'))).toBeNull();
  });
});

describe('quotes', () => {
  it('has the five quotes and wraps round', () => {
    expect(QUOTES).toHaveLength(QUOTE_COUNT);
    expect(nextQuoteIndex(0)).toBe(1);
    expect(nextQuoteIndex(QUOTE_COUNT - 1)).toBe(0);
  });
});

describe('truncate', () => {
  it('cuts long text with an ellipsis and leaves short text alone', () => {
    expect(truncate('short', 50)).toBe('short');
    expect(truncate('a'.repeat(60), 50)).toBe(`${'a'.repeat(50)}…`);
  });
});
