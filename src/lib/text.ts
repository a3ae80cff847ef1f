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

/**
 * `12345` as '12,345', the way the app's English texts write counts and limits. Not
 * `toLocaleString`: its first call loads the browser's number-format data, a long task of its own
 * on a slow phone (40-70 ms here, before Lighthouse's fourfold slowdown), and the error texts that
 * quote these limits are built when the first page loads.
 */
export const withThousandsSeparators = (n: number): string =>
  String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A short, stable name for something a tab keeps that has no id of its own (a visitor's idea, its
 * guide): FNV-1a over the parts, so nothing of the text is in the name itself.
 */
export function fingerprint(parts: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
