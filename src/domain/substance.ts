/**
 * Whether a text a model wrote says anything (docs/decisions/094-general-guides-and-answers-with-substance.md):
 * small models out of ideas fill a schema's fields with ':' or ',' or 'N/A'. A field with fewer
 * than three letters, or one of the placeholders below, counts as missing, so general pointers fill
 * it, labelled as such, and nothing empty is shown as the AI's.
 */

/** The fewest letters (any script) a field needs: 'app' passes, ':' and 'a.' do not. */
const MIN_LETTERS = 3;

/** Words that stand for "nothing here" in a field. */
const PLACEHOLDERS = new Set([
  'n/a',
  'na',
  'none',
  'null',
  'undefined',
  'nil',
  'tbd',
  'todo',
  'unknown',
  'string',
  'text',
  'title',
  'action',
]);

export function hasSubstance(text: string | null | undefined): boolean {
  if (!text) return false;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS) return false;
  const bare = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}/]+/gu, ' ')
    .trim();
  return !PLACEHOLDERS.has(bare);
}
