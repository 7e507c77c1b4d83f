import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '@app/domain/limits.ts';

/** Six digits from the CSPRNG, zero-padded: every code from 000000 to 999999 is equally likely. */
export function generateLoginCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

/** Keyed hash bound to the contact, so a dump of the table reveals no code and no plain hash. */
export function hashLoginCode(secret: string, contact: string, code: string): string {
  return createHmac('sha256', secret).update(`${contact}\n${code}`).digest('hex');
}

export function isSameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
