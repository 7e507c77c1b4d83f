import type {
  FeelingLogEntry,
  feelingLogQuerySchema,
  feelingLogResponseSchema,
} from '@app/domain/feelings.schemas.ts';
import type { SealFeelingsRequest, UnsealFeelingsRequest } from '@app/domain/seal.schemas.ts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../domain-errors.ts';
import { journalStateOf } from '../../policies/people.ts';
import { chargeWriting } from '../../policies/storage-rooms.ts';
import { lockAndMoveTotal } from './feelings.repository.ts';
import { toFeelingLogEntry } from './feelings.service.ts';
import {
  countFeelingsSealed,
  deleteSealedFeelingRows,
  listFeelingLogRows,
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
  new DomainError('conflict', 'journal_not_unsealing', 'This journal is not being unsealed.');

/** A page of the person's log as stored, newest first: a sealed journal's device counts it. */
export async function listFeelingLog(
  db: Database,
  userId: string,
  { before, limit }: z.output<typeof feelingLogQuerySchema>,
): Promise<z.output<typeof feelingLogResponseSchema>> {
  const rows = await listFeelingLogRows(db, userId, {
    ...(before && { before: before.toLowerCase() }),
    limit,
  });
  return {
    data: rows.map(toFeelingLogEntry),
    next: rows.length === limit ? (rows.at(-1)?.id ?? null) : null,
  };
}

type Pending = { data: FeelingLogEntry[]; remaining: number };

async function listPending(db: Database, userId: string, sealed: boolean, limit: number) {
  const [rows, remaining] = await Promise.all([
    listFeelingLogRows(db, userId, { sealed, limit }),
    countFeelingsSealed(db, userId, sealed),
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

/** The next feelings still sealed while the journal is unsealed, for the device to open. */
export async function listSealedFeelings(
  db: Database,
  userId: string,
  limit: number,
): Promise<Pending> {
  if ((await journalStateOf(db, userId)) !== 'unsealing') throw notUnsealing();
  return listPending(db, userId, true, limit);
}

/** Feelings left plain (`sealed` false) or sealed: the seal completes a change only at none. */
export function countFeelingsOf(db: Database, userId: string, sealed: boolean): Promise<number> {
  return countFeelingsSealed(db, userId, sealed);
}

/**
 * Stores a batch of feelings sealed on the device in place of their words, within the
 * person's room; one sealed already, or not the person's, is skipped. Their words' counts go
 * with them, so none is left once no feeling is plain.
 */
export async function sealFeelings(
  db: Database,
  userId: string,
  { feelings }: SealFeelingsRequest,
  writingRoomBytes: number,
): Promise<{ done: number; remaining: number }> {
  const done = await db.transaction(async (tx) => {
    const state = await journalStateOf(tx, userId, true);
    if (state !== 'sealing' && state !== 'sealed') throw notSealing();
    await lockAndMoveTotal(tx, userId, 'keep');
    const batch = feelings.map(({ id, sealed }) => ({ id: id.toLowerCase(), sealed }));
    const { done, bytes } = await sealPlainFeelings(tx, userId, batch);
    await chargeWriting(tx, userId, bytes, writingRoomBytes);
    return done;
  });
  return { done, remaining: await countFeelingsSealed(db, userId, false) };
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
