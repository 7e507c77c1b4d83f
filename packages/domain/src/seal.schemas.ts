import { base64url } from './base64url.schemas.ts';
import {
  feelingLogEntrySchema,
  loggedFeelingSchema,
  sealedFeelingInputSchema,
} from './feelings.schemas.ts';
import { PRIVATE_POST_FIELD_NAMES } from './post-fields.ts';
import { postInputSchema, postSchema } from './posts.schemas.ts';
import { journalStateSchema, sealedEnvelopeSchema } from './sealed-records.schemas.ts';
import { z } from './zod.ts';

/*
 * A sealed journal (docs/decisions/0068, docs/security.md "Sealed journal"): what a person
 * writes is encrypted on their device under a journal key the server never holds. The server
 * stores envelopes and the wraps of the key, and reads neither.
 */

/** An ECDH P-256 public key (SPKI, 91 bytes) or a wrapped key, base64url. */
const keyBytesSchema = base64url(512).min(16);

/**
 * A way in to the journal (decision 0068): a key pair whose private half is wrapped with what
 * only the person holds (a passkey's PRF output or the recovery key), and the journal key
 * wrapped to its public half through an ephemeral ECDH key (`ephemeralPublicKey`). Changing the
 * journal key re-wraps it to `publicKey` without the way in at hand.
 */
export const journalKeyWrapInputSchema = z.object({
  kind: z.enum(['passkey', 'recovery']),
  /** The passkey's credential id (base64url) for a passkey's wrap; absent for the recovery key. */
  credentialId: base64url(1364).min(1).optional(),
  publicKey: keyBytesSchema,
  wrappedPrivateKey: keyBytesSchema,
  ephemeralPublicKey: keyBytesSchema,
  wrappedJournalKey: keyBytesSchema,
});
export type JournalKeyWrapInput = z.infer<typeof journalKeyWrapInputSchema>;

export const journalKeyWrapSchema = journalKeyWrapInputSchema.extend({
  _id: z.uuid(),
  /** The journal key it opens: after a key change, older wraps are deleted. */
  keyId: z.uuid(),
  /** The passkey it belongs to, and its name as the person's list shows it; null for the recovery key. */
  passkeyId: z.uuid().nullable(),
  passkeyName: z.string().nullable(),
  created: z.iso.datetime({ offset: true }),
});
export type JournalKeyWrap = z.infer<typeof journalKeyWrapSchema>;

/** GET seal: the journal's state, its key's id, the PRF salt and every way in. */
export const journalSealSchema = z.object({
  state: journalStateSchema,
  /** The current journal key; null for an open journal. */
  keyId: z.uuid().nullable(),
  /**
   * While the key changes (state rekeying): the key before, which records not yet sealed again
   * are under, and whose wraps go once none is.
   */
  previousKeyId: z.uuid().nullable(),
  /** The salt a passkey's PRF is evaluated with for this person (32 bytes, base64url). */
  prfSalt: z.string().nullable(),
  /** The person confirmed they saved the recovery key (the key itself is never sent). */
  recoveryKeySaved: z.boolean(),
  wraps: z.array(journalKeyWrapSchema),
});
export type JournalSeal = z.infer<typeof journalSealSchema>;
export const journalSealResponseSchema = z.object({ data: journalSealSchema });

/** PUT seal: start sealing with a new journal key and its first ways in (the recovery key's among them). */
export const startSealingRequestSchema = z.object({
  keyId: z.uuid(),
  /** The person showed they kept the recovery key (two of its words asked back): recorded, never the key. */
  recoveryKeySaved: z.literal(true),
  prfSalt: base64url(43).length(43),
  wraps: z
    .array(journalKeyWrapInputSchema)
    .min(1)
    .max(20)
    .refine((wraps) => wraps.filter((wrap) => wrap.kind === 'recovery').length === 1, {
      message: 'A journal is sealed with exactly one recovery key among its ways in.',
    }),
});
export type StartSealingRequest = z.infer<typeof startSealingRequestSchema>;

/** POST seal/wraps: another way in (a passkey added later), for the current key. */
export const addJournalKeyWrapRequestSchema = journalKeyWrapInputSchema.extend({
  keyId: z.uuid(),
});
export type AddJournalKeyWrapRequest = z.infer<typeof addJournalKeyWrapRequestSchema>;

/**
 * POST seal/key: change the journal's key (decision 0070). The device makes a new key and wraps
 * it to the public key of every way in of the current key, each named by its wrap's id, so
 * that none is lost; the ways in need not be at hand.
 */
export const changeJournalKeyRequestSchema = z.object({
  keyId: z.uuid(),
  wraps: z
    .array(
      z.object({
        wrapId: z.uuid(),
        ephemeralPublicKey: keyBytesSchema,
        wrappedJournalKey: keyBytesSchema,
      }),
    )
    .min(1)
    .max(20),
});
export type ChangeJournalKeyRequest = z.infer<typeof changeJournalKeyRequestSchema>;

/** The most records one sealing batch carries. */
export const SEAL_BATCH_MAX = 50;

/**
 * POST seal/posts: a batch of the person's posts, sealed on the device. Each names the
 * `lastUpdate` it was read at, so a post changed since (another tab) is left for the next pass
 * rather than overwritten with older writing.
 */
export const sealPostsRequestSchema = z.object({
  posts: z
    .array(
      z.object({
        id: z.uuid(),
        lastUpdate: z.iso.datetime({ offset: true }),
        sealed: sealedEnvelopeSchema,
      }),
    )
    .min(1)
    .max(SEAL_BATCH_MAX),
});
export type SealPostsRequest = z.infer<typeof sealPostsRequestSchema>;

/** How many of the batch were stored, and how many records of its kind are left to do. */
export const sealBatchResponseSchema = z.object({
  data: z.object({ done: z.number().int(), remaining: z.number().int() }),
});

/** GET posts/unsealed and posts/sealed: the next posts the device seals or opens (deleted ones too). */
export const pendingPostsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(SEAL_BATCH_MAX).default(SEAL_BATCH_MAX),
});

export const pendingPostsResponseSchema = z.object({
  data: z.array(postSchema),
  /** Posts left to do, these included. */
  remaining: z.number().int(),
});

/** POST seal/start-over: how many sealed posts went. */
export const startOverResponseSchema = z.object({
  data: z.object({ deletedPosts: z.number().int() }),
});

/** A post's private fields as a request carries them plain (the post form's rules for each). */
const privateWritingSchema = postInputSchema.pick(
  Object.fromEntries(PRIVATE_POST_FIELD_NAMES.map((name) => [name, true])) as Record<
    (typeof PRIVATE_POST_FIELD_NAMES)[number],
    true
  >,
);

/**
 * POST posts/unsealed: a batch of the person's posts opened on the device while their journal
 * is being unsealed, each stored plain again if unchanged since read (its `lastUpdate`).
 */
export const unsealPostsRequestSchema = z.object({
  posts: z
    .array(
      z.object({
        id: z.uuid(),
        lastUpdate: z.iso.datetime({ offset: true }),
        writing: privateWritingSchema,
      }),
    )
    .min(1)
    .max(SEAL_BATCH_MAX),
});
export type UnsealPostsRequest = z.output<typeof unsealPostsRequestSchema>;

/** The most feelings one sealing batch carries: a feeling's envelope is a tenth of a post's. */
export const FEELING_SEAL_BATCH_MAX = 500;

/** GET feelings/unsealed and feelings/sealed: the next feelings the device seals or opens. */
export const pendingFeelingsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(FEELING_SEAL_BATCH_MAX).default(FEELING_SEAL_BATCH_MAX),
});

export const pendingFeelingsResponseSchema = z.object({
  data: z.array(feelingLogEntrySchema),
  /** Feelings left to do, these included. */
  remaining: z.number().int(),
});

/**
 * POST feelings/sealed: a batch of the person's plain feelings, sealed on the device, each
 * stored in place of its word only while it is still plain (a feeling never changes).
 */
export const sealFeelingsRequestSchema = z.object({
  feelings: z.array(sealedFeelingInputSchema).min(1).max(FEELING_SEAL_BATCH_MAX),
});
export type SealFeelingsRequest = z.output<typeof sealFeelingsRequestSchema>;

/** POST feelings/unsealed: a batch of sealed feelings opened on the device, stored plain again. */
export const unsealFeelingsRequestSchema = z.object({
  feelings: z
    .array(loggedFeelingSchema.extend({ id: z.uuid() }))
    .min(1)
    .max(FEELING_SEAL_BATCH_MAX),
});
export type UnsealFeelingsRequest = z.output<typeof unsealFeelingsRequestSchema>;
