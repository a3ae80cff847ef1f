/**
 * A search term is data: whatever a person types must match itself literally and never widen the
 * query or break its syntax (docs/product.md §9.6,
 * docs/decisions/012-search-without-a-trigram-index.md).
 */

/** Trimmed, or undefined when there is nothing to look for. */
export const normalizeSearch = (search: string | undefined): string | undefined => {
  const term = search?.trim();
  return term ? term : undefined;
};

/** For `ilike ... escape '\'`: `%`, `_` and `\` lose their wildcard meaning. */
export const escapeLikePattern = (term: string): string => term.replace(/[\\%_]/g, '\\$&');

/**
 * For PostgREST's `imatch` (PostgreSQL `~*`): every character that is not a letter, a digit or
 * white space is escaped, and in an advanced regular expression a backslash before such a character
 * always means the character itself. PostgREST's `ilike` can't be used for this: it turns every `*`
 * into `%`, so a typed `*` could not be matched literally.
 */
export const escapeRegexLiteral = (term: string): string =>
  term.replace(/[^\p{L}\p{N}\s]/gu, '\\$&');

/** A PostgreSQL array literal with every element quoted, for PostgREST's `cs` (contains). */
export const toArrayLiteral = (values: readonly string[]): string =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
