import type {
  FeelingLogEntry,
  feelingLogQuerySchema,
  feelingLogResponseSchema,
} from '@app/domain/feelings.schemas.ts';
import type { SealFeelingsRequest, UnsealFeelingsRequest } from '@app/domain/seal.schemas.ts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../domain-errors.ts';
import {
  journalKeyChanged,
  journalOf,
  journalStateOf,
  sealedToOpen,
} from '../../policies/people.ts';
import { chargeWriting } from '../../policies/storage-rooms.ts';
import { lockAndMoveTotal } from './feelings.repository.ts';
import { toFeelingLogEntry } from './feelings.service.ts';
import {
  countFeelingsSealed,
  deleteSealedFeelingRows,
  listFeelingLogRows,
  readFeelingTotal,
  resealFeelings,
  sealPlainFeelings,
  unsealSealedFeelings,
} from './feelings-sealing.repository.ts';

/*
 * A sealed journal's feelings (decision 0069): the device reads the log and counts it itself,
 * and seals (or opens) the feelings logged before in batches. The server checks only that they
 * are the person's and still as the device read them, and that the journal is being changed.
 */

const notSealing = () =>
  new DomainError('conflict', 'journal_not_sealing', 'This journal is not being sealed.');
const notUnsealing = () =>
  new DomainError(
    'conflict',
    'journal_not_unsealing',
    'This journal is neither being unsealed nor changing its key.',
  );

/** A page of the person's log as stored, newest first: a sealed journal's device counts it. */
export async function listFeelingLog(
  db: Database,
  userId: string,
  { before, limit }: z.output<typeof feelingLogQuerySchema>,
): Promise<z.output<typeof feelingLogResponseSchema>> {
  const [rows, total] = await Promise.all([
    listFeelingLogRows(db, userId, { ...(before && { before: before.toLowerCase() }), limit }),
    readFeelingTotal(db, userId),
  ]);
  return {
    data: rows.map(toFeelingLogEntry),
    next: rows.length === limit ? (rows.at(-1)?.id ?? null) : null,
    total,
  };
}

type Pending = { data: FeelingLogEntry[]; remaining: number };

async function listPending(
  db: Database,
  userId: string,
  sealed: boolean,
  limit: number,
  notUnderKey?: string,
) {
  const [rows, remaining] = await Promise.all([
    listFeelingLogRows(db, userId, { sealed, limit, notUnderKey }),
    countFeelingsSealed(db, userId, sealed, notUnderKey),
  ]);
  return { data: rows.map(toFeelingLogEntry), remaining };
}

/** The next feelings still plain, for the device to seal, and how many are left. */
export async function listPlainFeelings(
  db: Database,
  userId: string,
  limit: number,
): Promise<Pending> {
  const state = await journalStateOf(db, userId);
  if (state !== 'sealing' && state !== 'sealed') throw notSealing();
  return listPending(db, userId, false, limit);
}

/**
 * The next feelings still sealed while the journal is unsealed, or still under the key before
 * while its key changes, for the device to open.
 */
export async function listSealedFeelings(
  db: Database,
  userId: string,
  limit: number,
): Promise<Pending> {
  const toOpen = await sealedToOpen(db, userId);
  if (!toOpen) throw notUnsealing();
  return listPending(db, userId, true, limit, toOpen.notUnderKey);
}

/**
 * Feelings left plain (`sealed` false) or sealed (under another key than `notUnderKey`, when
 * given): the seal completes a change only at none.
 */
export function countFeelingsOf(
  db: Database,
  userId: string,
  sealed: boolean,
  notUnderKey?: string,
): Promise<number> {
  return countFeelingsSealed(db, userId, sealed, notUnderKey);
}

/**
 * Stores a batch of feelings sealed on the device, within the person's room: in place of their
 * words while the journal is sealed (their words' counts go with them, so none is left once no
 * feeling is plain), or of their envelope under the key before while its key changes. Every
 * envelope is under the journal's current key; a feeling already done, or not the person's,
 * is skipped.
 */
export async function sealFeelings(
  db: Database,
  userId: string,
  { feelings }: SealFeelingsRequest,
  writingRoomBytes: number,
): Promise<{ done: number; remaining: number }> {
  const { done, newKey } = await db.transaction(async (tx) => {
    const journal = await journalOf(tx, userId, true);
    const newKey = journal.state === 'rekeying' ? journal.keyId : null;
    if (!newKey && journal.state !== 'sealing' && journal.state !== 'sealed') throw notSealing();
    if (feelings.some(({ sealed }) => sealed.k !== journal.keyId)) {
      throw journalKeyChanged();
    }
    await lockAndMoveTotal(tx, userId, 'keep');
    const batch = feelings.map(({ id, sealed }) => ({ id: id.toLowerCase(), sealed }));
    const { done, bytes } = newKey
      ? await resealFeelings(tx, userId, batch, newKey)
      : await sealPlainFeelings(tx, userId, batch);
    await chargeWriting(tx, userId, bytes, writingRoomBytes);
    return { done, newKey };
  });
  const remaining = newKey
    ? await countFeelingsSealed(db, userId, true, newKey)
    : await countFeelingsSealed(db, userId, false);
  return { done, remaining };
}

/**
 * Stores a batch of feelings opened on the device plain again while the journal is being
 * unsealed, each counted again; one plain already, or not the person's, is skipped.
 */
export async function unsealFeelings(
  db: Database,
  userId: string,
  { feelings }: UnsealFeelingsRequest,
  writingRoomBytes: number,
): Promise<{ done: number; remaining: number }> {
  const done = await db.transaction(async (tx) => {
    if ((await journalStateOf(tx, userId, true)) !== 'unsealing') throw notUnsealing();
    await lockAndMoveTotal(tx, userId, 'keep');
    const batch = feelings.map((feeling) => ({ ...feeling, id: feeling.id.toLowerCase() }));
    const { done, bytes } = await unsealSealedFeelings(tx, userId, batch);
    await chargeWriting(tx, userId, bytes, writingRoomBytes);
    return done;
  });
  return { done, remaining: await countFeelingsSealed(db, userId, true) };
}

/**
 * Start over (decision 0068): the sealed feelings go, and the total with them. Runs in the seal
 * module's transaction, before it counts the person's room anew.
 */
export async function deleteSealedFeelings(tx: Database, userId: string): Promise<number> {
  await lockAndMoveTotal(tx, userId, 'keep');
  return deleteSealedFeelingRows(tx, userId);
}
