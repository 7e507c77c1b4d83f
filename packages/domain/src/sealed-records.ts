/*
 * What every sealed record shares (docs/decisions/0068), apart from its schemas so that the
 * web's entry reads these without building zod's.
 */

/** The envelope format's version: it is also bound into every envelope's associated data. */
export const SEALED_ENVELOPE_VERSION = 1;

/**
 * The kinds of record a journal seals, each a distinct part of the associated data: a post, a
 * habit tracker's title, a logged feeling and one width of a picture on the server; on the
 * device, the copy of the person's queries kept for offline reading, the search's index and
 * the feelings log opened.
 */
export const SEALED_RECORD_KINDS = [
  'post',
  'tracker',
  'feeling',
  'picture',
  'device-copy',
  'search-index',
  'feelings-log',
] as const;
export type SealedRecordKind = (typeof SEALED_RECORD_KINDS)[number];

/**
 * A sealed picture's width is bytes, not JSON: the version (one byte), the journal key's id
 * (16 bytes), the 96-bit nonce, then the AES-GCM ciphertext with its 16-byte tag. The
 * shortest that can be one: a header and a tag.
 */
export const SEALED_PICTURE_HEADER_BYTES = 1 + 16 + 12;
export const SEALED_PICTURE_MIN_BYTES = SEALED_PICTURE_HEADER_BYTES + 16;
