import { describe, expect, it } from 'vitest';
import { cardText, ideaTitle } from '@/features/ideas/model/idea-display';
import { truncate } from '@/features/journey/model/storage';
import { sliceWhole, withThousandsSeparators } from '@/lib/text';

// A lone half of a surrogate pair: what a cut through an emoji leaves, shown as �.
const hasBrokenHalf = (text: string) =>
  /[\uD800-\uDFFF]/.test(text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''));

describe('cutting text that holds emoji and accents', () => {
  it('keeps short text and cuts plain text where asked', () => {
    expect(sliceWhole('short', 10)).toBe('short');
    expect(sliceWhole('abcdef', 3)).toBe('abc');
  });

  it('leaves out a character that does not fit whole', () => {
    expect(sliceWhole('abc🚀', 4)).toBe('abc');
    expect(sliceWhole('ab👩🏽‍💻cd', 5)).toBe('ab');
    expect(sliceWhole('ab👩🏽‍💻cd', 9)).toBe('ab👩🏽‍💻');
    // e + a combining acute accent is one letter on screen.
    expect(sliceWhole('cafe\u0301s', 4)).toBe('caf');
  });

  it('never leaves half an emoji in titles, cards or recent ideas', () => {
    const idea = `${'a'.repeat(39)}🚀 ${'b'.repeat(200)}`;
    for (const cut of [truncate(idea, 40), cardText(idea, 40), ideaTitle(idea, 40)]) {
      expect(hasBrokenHalf(cut)).toBe(false);
    }
    expect(truncate(idea, 40)).toBe(`${'a'.repeat(39)}…`);
  });
});

describe('writing a count with thousands separators', () => {
  it('groups digits in threes, as the English texts do', () => {
    expect(withThousandsSeparators(0)).toBe('0');
    expect(withThousandsSeparators(999)).toBe('999');
    expect(withThousandsSeparators(1000)).toBe('1,000');
    expect(withThousandsSeparators(20000)).toBe('20,000');
    expect(withThousandsSeparators(1234567)).toBe('1,234,567');
  });
});
