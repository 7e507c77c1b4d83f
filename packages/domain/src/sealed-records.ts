/*
 * What every sealed record shares (docs/decisions/0068), apart from its schemas so that the
 * web's entry reads these without building zod's.
 */

/** The envelope format's version: it is also bound into every envelope's associated data. */
export const SEALED_ENVELOPE_VERSION = 1;

/**
 * The kinds of record a journal seals, each a distinct part of the associated data: a post on
 * the server, and the copy of the person's queries a browser keeps for offline reading.
 */
export const SEALED_RECORD_KINDS = ['post', 'device-copy'] as const;
export type SealedRecordKind = (typeof SEALED_RECORD_KINDS)[number];
