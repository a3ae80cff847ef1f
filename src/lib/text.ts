const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The longest start of `text` of at most `max` UTF-16 units that ends between two characters as a
 * reader sees them: an emoji (🚀 is two units, 👩🏽‍💻 seven) or a letter with its accents is kept
 * whole or left out, never split into a broken glyph.
 */
export function sliceWhole(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  for (const { index, segment } of graphemes.segment(text)) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}
