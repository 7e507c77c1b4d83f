import { base64url } from './base64url.schemas.ts';
import { SEALED_ENVELOPE_VERSION } from './sealed-records.ts';
import { z } from './zod.ts';

/*
 * What the server stores of a sealed journal's records (docs/decisions/0068), apart from the
 * seal's keys (seal.schemas.ts) so that the user and post schemas take only this.
 */

/**
 * Where a person's journal stands: plain, being sealed (some records still plain), sealed,
 * being unsealed (some records still sealed), or sealed while its key changes (some records
 * still under the key before).
 */
export const JOURNAL_STATES = ['open', 'sealing', 'sealed', 'unsealing', 'rekeying'] as const;
export const journalStateSchema = z.enum(JOURNAL_STATES);
export type JournalState = z.infer<typeof journalStateSchema>;

/**
 * One record's private fields, encrypted together with AES-256-GCM: `k` names the journal key
 * (a key change re-encrypts record by record), `n` is the 96-bit nonce, `c` the ciphertext
 * with its tag. Its associated data binds it to the version, the record's kind, the person
 * and the record's id, so the server can neither read it nor move it elsewhere unnoticed.
 */
export const sealedEnvelopeSchema = z.object({
  v: z.literal(SEALED_ENVELOPE_VERSION),
  k: z.uuid(),
  n: base64url(16).length(16),
  // The body limit (1 MiB) bounds it too; this keeps a stored envelope within what a post holds.
  c: base64url(1_000_000).min(22),
});
export type SealedEnvelope = z.infer<typeof sealedEnvelopeSchema>;
