import { describe, expect, it } from 'vitest';
import { pageWindow } from '@/lib/backend/data/paging';
import {
  escapeLikePattern,
  escapeRegexLiteral,
  normalizeSearch,
  toArrayLiteral,
} from '@/lib/backend/data/search';

describe('a search term is data', () => {
  it('ignores surrounding space, and an empty term means no search', () => {
    expect(normalizeSearch('  quiz app ')).toBe('quiz app');
    expect(normalizeSearch('   ')).toBeUndefined();
    expect(normalizeSearch(undefined)).toBeUndefined();
  });

  it('takes the wildcard meaning away from %, _ and \\ in a LIKE pattern', () => {
    expect(escapeLikePattern('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });

  it('escapes every regular-expression character, and leaves letters of any script alone', () => {
    expect(escapeRegexLiteral('a.b*c+(d)[e]{f}|g^h$i?j\\k')).toBe(
      'a\\.b\\*c\\+\\(d\\)\\[e\\]\\{f\\}\\|g\\^h\\$i\\?j\\\\k',
    );
    expect(escapeRegexLiteral('Café 東京 42')).toBe('Café 東京 42');
    const literal = new RegExp(escapeRegexLiteral('(a,b) * "c"'), 'i');
    expect(literal.test('x (A,B) * "c" y')).toBe(true);
    expect(literal.test('ab c')).toBe(false);
  });

  it('quotes every tag in a PostgreSQL array literal', () => {
    expect(toArrayLiteral(['plants', 'a,b', 'say "hi"', 'back\\slash'])).toBe(
      '{"plants","a,b","say \\"hi\\"","back\\\\slash"}',
    );
  });
});

describe('paging (docs/product.md §9.6)', () => {
  it('pages by the limit when one is given', () => {
    expect(pageWindow({ limit: 50 })).toEqual({ limit: 50, offset: 0 });
    expect(pageWindow({ limit: 50, offset: 100 })).toEqual({ limit: 50, offset: 100 });
  });

  it('pages by 10 when an offset comes without a limit', () => {
    expect(pageWindow({ offset: 0 })).toEqual({ limit: 10, offset: 0 });
    expect(pageWindow({ offset: 30 })).toEqual({ limit: 10, offset: 30 });
  });

  it('returns every row with neither, and treats nonsense as not given', () => {
    expect(pageWindow({})).toEqual({ limit: null, offset: 0 });
    expect(pageWindow({ limit: 0 })).toEqual({ limit: null, offset: 0 });
    expect(pageWindow({ limit: Number.NaN, offset: -5 })).toEqual({ limit: null, offset: 0 });
    expect(pageWindow({ limit: 7.9 })).toEqual({ limit: 7, offset: 0 });
  });
});
