import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';

const NUL = String.fromCharCode(0);
/** Half of a surrogate pair without its other half (a broken emoji, cut in two). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isUnstorable = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

/** Any string (or key) in a parsed body that PostgreSQL cannot store; iterative, for any depth. */
export function hasUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (isUnstorable(current)) return true;
    } else if (Array.isArray(current)) {
      // One push per item: spreading a long array into push() overflows the stack.
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (isUnstorable(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), except that text PostgreSQL
 * cannot store is refused with 400 instead of failing in the database with a 500: NUL
 * characters (refused in text and jsonb alike) and lone surrogates (refused in jsonb, silently
 * replaced in text). JSON can only carry them escaped (`\u0000`, `\ud800`), so no honest client
 * sends them.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      if (hasUnstorableText(value)) {
        return done(
          new AppError(
            400,
            'invalid_text',
            'The text contains a character that cannot be saved (a NUL character or half of ' +
              'an emoji). Please remove it and try again.',
          ),
          undefined,
        );
      }
      done(null, value);
    });
  });
});
