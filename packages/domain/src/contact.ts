import { type PhoneResult, phone } from 'phone';
import type { UserContact } from './users.schemas.ts';

/** The longest e-mail address that fits an SMTP forward path (RFC 5321), and so any contact. */
export const CONTACT_MAX_LENGTH = 254;

const EMAIL_LOCAL_MAX_LENGTH = 64;
const DOMAIN_LABEL_MAX_LENGTH = 63;

/**
 * The `phone` package strips every non-digit, so on its own it would read
 * "4155552671@example.com" or "call 415 555 2671" as a phone. Only text that looks like a
 * phone number (an optional leading plus, then digits and the usual punctuation) is tried.
 */
const PHONE_LIKE = /^\+?[0-9 ().-]+$/;

const EMAIL_LOCAL_PART = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,}$/;

export type PhoneParseResult = PhoneResult;

export interface PhoneParseOptions {
  /** On by default: the national number must start with one of the country's mobile prefixes. */
  validateMobilePrefix?: boolean;
  /** Off by default: when on, a plus number with a trunk digit after the country code fails. */
  strictDetection?: boolean;
}

/**
 * The rules of docs/product.md section 5 ("Phone number"), which are the `phone` package's: `country`
 * is a 2- or 3-letter code or an English name; without it a plus number is matched by its
 * country code and a bare number is North American (USA, then Canada).
 */
export function parsePhone(
  input: string,
  country?: string,
  options: PhoneParseOptions = {},
): PhoneParseResult {
  return phone(input, { ...options, country });
}

/**
 * Turns what a person typed into the login field into a contact (docs/product.md section 5):
 * a phone valid for the USA (or a plus number valid for its country) becomes a phone in
 * E.164, otherwise a plain e-mail address (lower-cased), otherwise null.
 * Hostile e-mail forms (quoted local parts, several @, full-width @, commas, CR/LF) are null.
 */
export function parseContact(input: string): UserContact | null {
  const trimmed = input.trim();
  if (trimmed === '' || trimmed.length > CONTACT_MAX_LENGTH) {
    return null;
  }
  if (PHONE_LIKE.test(trimmed)) {
    const result = parsePhone(trimmed);
    return result.isValid ? { contact: result.phoneNumber, contactType: 'phone' } : null;
  }
  return isPlainEmail(trimmed) ? { contact: trimmed.toLowerCase(), contactType: 'email' } : null;
}

/**
 * Deliberately narrower than RFC 5322: no quoted local parts, comments, IP literals or
 * non-ASCII, so one string can never name two mailboxes or smuggle a header.
 */
function isPlainEmail(text: string): boolean {
  const parts = text.split('@');
  if (parts.length !== 2) {
    return false;
  }
  const [local = '', domain = ''] = parts;
  if (local.length > EMAIL_LOCAL_MAX_LENGTH || !EMAIL_LOCAL_PART.test(local)) {
    return false;
  }
  const labels = domain.split('.');
  const topLevel = labels.at(-1) ?? '';
  return (
    labels.length >= 2 &&
    labels.every((label) => label.length <= DOMAIN_LABEL_MAX_LENGTH && DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(topLevel)
  );
}
