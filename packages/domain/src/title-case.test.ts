import { describe, expect, it } from 'vitest';
import { toTitleCase } from './title-case.ts';

describe('toTitleCase', () => {
  it('capitalises words and keeps small words lower-case unless first', () => {
    expect(toTitleCase('take a walk in the park')).toBe('Take a Walk in the Park');
    expect(toTitleCase('the end of the road')).toBe('The End of the Road');
    expect(toTitleCase('call mom and dad to say hi')).toBe('Call Mom and Dad to Say Hi');
    expect(toTitleCase('write for an hour')).toBe('Write for an Hour');
  });

  it('drops a trailing period on the last word', () => {
    expect(toTitleCase('go for a run.')).toBe('Go for a Run');
    expect(toTitleCase('wait... then go.')).toBe('Wait... Then Go');
  });

  it('lower-cases small words typed in capitals, and keeps mixed-case words', () => {
    expect(toTitleCase('Buy An iPhone For NASA')).toBe('Buy an iPhone for NASA');
  });

  it('keeps the spacing between words and trims the ends', () => {
    expect(toTitleCase('  read   a book ')).toBe('Read   a Book');
    expect(toTitleCase('')).toBe('');
  });
});
