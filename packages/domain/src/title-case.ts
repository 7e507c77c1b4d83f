/** Words that stay lower-case inside a title (docs/product.md section 4, "Excitement"). */
const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'for',
  'from',
  'in',
  'into',
  'nor',
  'of',
  'on',
  'or',
  'per',
  'the',
  'to',
  'vs',
  'via',
  'with',
]);

/**
 * Title case as docs/product.md defines it: every word capitalised except small words (a, an, the,
 * for, and, of, to and the like), which stay lower-case unless first; a trailing period on the
 * last word is dropped. Words already holding capitals after their first letter (iPhone,
 * NASA) are left as written.
 */
export function toTitleCase(text: string): string {
  const words = text.trim().replace(/\.$/, '').split(/(\s+)/);
  let index = 0;
  return words
    .map((part) => {
      if (/^\s+$/.test(part) || part === '') return part;
      const isFirst = index++ === 0;
      const lower = part.toLowerCase();
      if (!isFirst && SMALL_WORDS.has(lower)) return lower;
      if (/[A-Z]/.test(part.slice(1))) return part;
      return part.charAt(0).toUpperCase() + part.slice(1);
    })
    .join('');
}
