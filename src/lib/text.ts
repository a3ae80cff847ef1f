// Made on first use, not when the module loads: building a segmenter loads the browser's break
// rules, a measurable pause on a slow phone, and this module is in the first load of `/`.
let graphemes: Intl.Segmenter | undefined;

/**
 * The longest start of `text` of at most `max` UTF-16 units that ends between two characters as a
 * reader sees them: an emoji (🚀 is two units, 👩🏽‍💻 seven) or a letter with its accents is kept
 * whole or left out, never split into a broken glyph.
 */
export function sliceWhole(text: string, max: number): string {
  if (text.length <= max) return text;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let end = 0;
  for (const { index, segment } of graphemes.segment(text)) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}
