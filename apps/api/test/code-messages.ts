import { expect } from 'vitest';

/**
 * What an inbox shows of a message before it is opened: the subject, and the first text (a
 * notification or a list's preview line, at most about 200 characters in the clients we know).
 */
const PREVIEW_CHARS = 200;

export function expectNoCodeInPreview(subject: string, text: string, code: string) {
  expect(subject).not.toContain(code);
  const firstParagraph = text.split(/\n\s*\n/)[0] ?? '';
  expect(firstParagraph).not.toContain(code);
  expect(text.slice(0, PREVIEW_CHARS)).not.toContain(code);
}
