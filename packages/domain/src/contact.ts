import type { UserContact } from './users.schemas.ts';

/**
 * Turns what a person typed into the login field into a contact (spec section 5):
 * a phone valid for the USA (or a plus number valid for its country) becomes a phone in
 * E.164, otherwise a plain e-mail address (lower-cased), otherwise null.
 * Hostile e-mail forms (quoted local parts, several @, full-width @, commas, CR/LF) are null.
 */
export function parseContact(_input: string): UserContact | null {
  throw new Error('TODO: implemented by the contact parsing work');
}
