/*
 * Text scans the archive runs on what people and other apps wrote, written as loops where a
 * regular expression would retry from every position (quadratic time on a long run of one
 * character). scripts/check-regexes.ts keeps the patterns that remain linear.
 */

/** What `\s` matches in JavaScript, by code unit. */
function isSpaceCode(code: number): boolean {
  if (code > 32 && code < 0xa0) return false;
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

const isSpace = (char: string) => char !== '' && isSpaceCode(char.charCodeAt(0));

/** The text with each run of whitespace that holds a line break made one space. */
export function joinLines(text: string): string {
  const pieces: string[] = [];
  let kept = 0;
  let i = 0;
  while (i < text.length) {
    if (!isSpaceCode(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let end = i;
    let hasBreak = false;
    while (end < text.length && isSpaceCode(text.charCodeAt(end))) {
      if (text.charCodeAt(end) === 10) hasBreak = true;
      end++;
    }
    if (hasBreak) {
      pieces.push(text.slice(kept, i), ' ');
      kept = end;
    }
    i = end;
  }
  pieces.push(text.slice(kept));
  return pieces.join('');
}

export function trimChar(text: string, char: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charAt(start) === char) start++;
  while (end > start && text.charAt(end - 1) === char) end--;
  return text.slice(start, end);
}

export function trimCharEnd(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text.charAt(end - 1) === char) end--;
  return text.slice(0, end);
}

function trimSpaceEnd(text: string): string {
  let end = text.length;
  while (end > 0 && isSpace(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

/**
 * A Markdown ATX heading's text (`## Title ##` is "Title"), or null when the line is none: one
 * to six #s, whitespace, then the text, a closing run of #s and the space before it dropped.
 */
export function headingText(line: string): string | null {
  let hashes = 0;
  while (hashes < line.length && line.charAt(hashes) === '#') hashes++;
  if (hashes < 1 || hashes > 6 || !isSpace(line.charAt(hashes))) return null;
  const content = line.slice(hashes).trimStart();
  if (content === '') return null;
  // The heading keeps at least its first character.
  const title = trimSpaceEnd(trimCharEnd(content.slice(1), '#'));
  return content.charAt(0) + title;
}
