/**
 * What kind of refusal a rule or service reached; plugins/errors.ts alone turns each kind into
 * an HTTP status, so services say what went wrong without knowing how it is sent.
 */
export type DomainErrorKind =
  /** The input breaks a rule (400). */
  | 'invalid'
  /** Who is asking could not be told (401): a wrong or spent login code. */
  | 'unauthenticated'
  /** Creating needs a subscription, or a card was declined (402). */
  | 'payment_required'
  | 'forbidden'
  | 'not_found'
  /** The request is valid but the state it meets refuses it (409). */
  | 'conflict'
  | 'too_large'
  | 'unsupported_type'
  /** Well-formed, of the right type, and still beyond what is processed (422). */
  | 'unprocessable'
  | 'rate_limited'
  /** A service the app depends on (mail, SMS, Stripe) failed to answer (502). */
  | 'upstream_failed'
  /** The app itself cannot serve just now (503). */
  | 'unavailable';

/** An expected refusal: its kind, a code clients may branch on, and a message for the person. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    /** For `rate_limited`: when to try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const notFound = (what = 'That') =>
  new DomainError('not_found', 'not_found', `${what} was not found.`);
