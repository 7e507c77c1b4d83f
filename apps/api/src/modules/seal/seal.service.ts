import type {
  AddJournalKeyWrapRequest,
  ChangeJournalKeyRequest,
  JournalKeyWrap,
  JournalKeyWrapInput,
  JournalSeal,
  StartSealingRequest,
} from '@app/domain/seal.schemas.ts';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { DomainError, notFound } from '../../domain-errors.ts';
import { journalStateOf, setJournalState } from '../../policies/people.ts';
import {
  findOwnPasskeyByCredential,
  passkeyCredentialsOf,
  requireFreshCode,
} from '../auth/passkeys.service.ts';
import type { Session } from '../auth/sessions.service.ts';
import { countFeelingsOf, deleteSealedFeelings } from '../feelings/feelings-sealing.service.ts';
import { countPicturesOfPosts, deleteSealedImages } from '../images/images.service.ts';
import {
  countPlainPostsOf,
  countSealedPostsOf,
  deleteSealedPosts,
} from '../posts/posts-sealing.service.ts';
import { countTrackersTitled, untitleSealedTrackers } from '../trackers/trackers.service.ts';
import {
  deletePasskeyWrap,
  deleteSealRows,
  deleteWrapsNotUnder,
  findSealRow,
  insertSealIfNone,
  insertWrapIfNone,
  insertWraps,
  type JournalKeyWrapRow,
  listWrapRows,
  type NewJournalKeyWrap,
  setSealKeys,
} from './seal.repository.ts';

/*
 * A sealed journal's state and keys (decision 0068). Every key here is wrapped on the
 * person's device; the server checks whose rows they are and keeps the state, never a key.
 */

const conflict = (code: string, message: string) => new DomainError('conflict', code, message);
const changingKey = () =>
  conflict('journal_changing', "The journal's key is changing: let the change finish first.");

function toWrap(
  row: JournalKeyWrapRow,
  passkeys: Map<string, { name: string; credentialId: string }>,
): JournalKeyWrap {
  const passkey = row.passkeyId ? passkeys.get(row.passkeyId) : undefined;
  return {
    _id: row.id,
    keyId: row.keyId,
    kind: row.kind,
    ...(passkey && { credentialId: passkey.credentialId }),
    passkeyId: row.passkeyId,
    passkeyName: passkey?.name ?? null,
    publicKey: row.publicKey,
    wrappedPrivateKey: row.wrappedPrivateKey,
    ephemeralPublicKey: row.ephemeralPublicKey,
    wrappedJournalKey: row.wrappedJournalKey,
    created: row.createdAt.toISOString(),
  };
}

export async function getSeal(db: Database, userId: string): Promise<JournalSeal> {
  const [state, seal, wraps, passkeys] = await Promise.all([
    journalStateOf(db, userId),
    findSealRow(db, userId),
    listWrapRows(db, userId),
    passkeyCredentialsOf(db, userId),
  ]);
  return {
    state,
    keyId: seal?.keyId ?? null,
    previousKeyId: seal?.previousKeyId ?? null,
    prfSalt: seal?.prfSalt ?? null,
    recoveryKeySaved: seal?.recoveryKeySavedAt != null,
    wraps: wraps.map((row) => toWrap(row, passkeys)),
  };
}

/** A wrap's row: a passkey's must name a passkey of the person's that gives PRF. */
async function wrapRowOf(
  db: Database,
  userId: string,
  keyId: string,
  wrap: JournalKeyWrapInput,
): Promise<NewJournalKeyWrap> {
  let passkeyId: string | null = null;
  if (wrap.kind === 'passkey') {
    const passkey = wrap.credentialId
      ? await findOwnPasskeyByCredential(db, userId, wrap.credentialId)
      : null;
    if (!passkey) throw notFound('That passkey');
    if (!passkey.prfSupported) {
      throw new DomainError(
        'invalid',
        'passkey_without_prf',
        'That passkey signs in but cannot open a sealed journal.',
      );
    }
    passkeyId = passkey.id;
  } else if (wrap.credentialId) {
    throw new DomainError('invalid', 'invalid_wrap', 'A recovery key names no passkey.');
  }
  return {
    userId,
    keyId,
    kind: wrap.kind,
    passkeyId,
    publicKey: wrap.publicKey,
    wrappedPrivateKey: wrap.wrappedPrivateKey,
    ephemeralPublicKey: wrap.ephemeralPublicKey,
    wrappedJournalKey: wrap.wrappedJournalKey,
  };
}

/**
 * Starts sealing an open journal: its key's id, the PRF salt and its first ways in, the
 * recovery key's among them. From now on its writing is stored only sealed; the device seals
 * what is still plain, then completes.
 */
export async function startSealing(
  db: Database,
  userId: string,
  input: StartSealingRequest,
  now: Date,
): Promise<JournalSeal> {
  await db.transaction(async (tx) => {
    if ((await journalStateOf(tx, userId, true)) !== 'open') {
      throw conflict('journal_already_sealed', 'This journal is already sealed.');
    }
    const made = await insertSealIfNone(tx, {
      userId,
      keyId: input.keyId,
      prfSalt: input.prfSalt,
      recoveryKeySavedAt: now,
    });
    if (!made) throw conflict('journal_already_sealed', 'This journal is already sealed.');
    const rows = [];
    for (const wrap of input.wraps) rows.push(await wrapRowOf(tx, userId, input.keyId, wrap));
    await insertWraps(tx, rows);
    await setJournalState(tx, userId, 'sealing');
  });
  return getSeal(db, userId);
}

/**
 * Ends the change in progress once no post, tracker title, feeling or post picture is left to
 * change: sealing once none is plain; unsealing once none is sealed (the seal and its ways in
 * then go); a key change once none is under the key before (that key's wraps then go).
 * Refused (409) while some are left, with how many. A journal already sealed answers as it
 * is, so a device that completed twice is not refused.
 */
export async function completeChange(db: Database, userId: string): Promise<JournalSeal> {
  await db.transaction(async (tx) => {
    const state = await journalStateOf(tx, userId, true);
    if (state === 'sealed') return;
    if (state === 'sealing') {
      const plain =
        (await countPlainPostsOf(tx, userId)) +
        (await countTrackersTitled(tx, userId, false)) +
        (await countFeelingsOf(tx, userId, false)) +
        (await countPicturesOfPosts(tx, userId, false));
      if (plain > 0) {
        throw conflict('journal_still_plain', `${plain} entries are still plain: seal them first.`);
      }
      await setJournalState(tx, userId, 'sealed');
    } else if (state === 'unsealing') {
      const sealed =
        (await countSealedPostsOf(tx, userId)) +
        (await countTrackersTitled(tx, userId, true)) +
        (await countFeelingsOf(tx, userId, true)) +
        (await countPicturesOfPosts(tx, userId, true));
      if (sealed > 0) {
        throw conflict(
          'journal_still_sealed',
          `${sealed} entries are still sealed: open them first.`,
        );
      }
      await deleteSealRows(tx, userId);
      await setJournalState(tx, userId, 'open');
    } else if (state === 'rekeying') {
      const key = (await findSealRow(tx, userId))?.keyId;
      if (!key) throw new Error('a journal changing its key has no seal');
      const left =
        (await countSealedPostsOf(tx, userId, key)) +
        (await countTrackersTitled(tx, userId, true, key)) +
        (await countFeelingsOf(tx, userId, true, key)) +
        (await countPicturesOfPosts(tx, userId, true, key));
      if (left > 0) {
        throw conflict(
          'journal_still_under_old_key',
          `${left} entries are still under the key before: seal them again first.`,
        );
      }
      await deleteWrapsNotUnder(tx, userId, key);
      await setSealKeys(tx, userId, key, null);
      await setJournalState(tx, userId, 'sealed');
    } else {
      throw conflict('journal_not_changing', 'This journal is neither being sealed nor unsealed.');
    }
  });
  return getSeal(db, userId);
}

/**
 * Starts unsealing a sealed journal: from now on its writing is stored plain, and the device
 * opens what is sealed, then completes. The ways in stay until then, so a closed tab resumes.
 */
export async function startUnsealing(db: Database, userId: string): Promise<JournalSeal> {
  await db.transaction(async (tx) => {
    const state = await journalStateOf(tx, userId, true);
    if (state === 'unsealing') return;
    if (state === 'rekeying') throw changingKey();
    if (state !== 'sealed' && state !== 'sealing') {
      throw conflict('journal_not_sealed', 'This journal is not sealed.');
    }
    await setJournalState(tx, userId, 'unsealing');
  });
  return getSeal(db, userId);
}

/**
 * Changes the journal's key (decision 0070), after a lost device: the device made a new key and
 * wrapped it to every way in of the current one. From now on writing is taken only under the
 * new key; the device seals again, in batches, what is under the key before, then completes.
 * A retry with the same new key answers as it is.
 */
export async function startKeyChange(
  db: Database,
  userId: string,
  input: ChangeJournalKeyRequest,
): Promise<JournalSeal> {
  await db.transaction(async (tx) => {
    const state = await journalStateOf(tx, userId, true);
    const seal = await findSealRow(tx, userId);
    if (state === 'rekeying' && seal?.keyId === input.keyId) return;
    if (state === 'rekeying' || state === 'sealing' || state === 'unsealing') throw changingKey();
    if (state !== 'sealed' || !seal) {
      throw conflict('journal_not_sealed', 'This journal is not sealed.');
    }
    const current = (await listWrapRows(tx, userId)).filter((row) => row.keyId === seal.keyId);
    const given = new Map(input.wraps.map((wrap) => [wrap.wrapId.toLowerCase(), wrap]));
    const coversEach =
      input.keyId !== seal.keyId &&
      given.size === input.wraps.length &&
      given.size === current.length &&
      current.every((row) => given.has(row.id));
    if (!coversEach) {
      throw new DomainError(
        'invalid',
        'wraps_not_matching',
        'Wrap the new key once for every way in to the journal.',
      );
    }
    await insertWraps(
      tx,
      current.map((row) => {
        const { ephemeralPublicKey, wrappedJournalKey } = given.get(row.id) ?? row;
        return {
          userId,
          keyId: input.keyId,
          kind: row.kind,
          passkeyId: row.passkeyId,
          publicKey: row.publicKey,
          wrappedPrivateKey: row.wrappedPrivateKey,
          ephemeralPublicKey,
          wrappedJournalKey,
        };
      }),
    );
    await setSealKeys(tx, userId, input.keyId, seal.keyId);
    await setJournalState(tx, userId, 'rekeying');
  });
  return getSeal(db, userId);
}

/**
 * Another way in for the current key: a passkey added after sealing. Not while the key
 * changes: it would open only the new key, not what is still under the key before.
 */
export async function addWrap(
  db: Database,
  userId: string,
  input: AddJournalKeyWrapRequest,
): Promise<JournalSeal> {
  if ((await journalStateOf(db, userId)) === 'rekeying') throw changingKey();
  const seal = await findSealRow(db, userId);
  if (!seal) throw conflict('journal_not_sealed', 'This journal is not sealed.');
  if (input.kind !== 'passkey') {
    throw new DomainError('invalid', 'invalid_wrap', 'Only a passkey is added as a way in.');
  }
  if (input.keyId !== seal.keyId) {
    throw conflict('journal_key_changed', "The journal's key changed: open it again and retry.");
  }
  const row = await insertWrapIfNone(db, await wrapRowOf(db, userId, seal.keyId, input));
  if (!row) throw conflict('passkey_already_opens', 'That passkey already opens the journal.');
  return getSeal(db, userId);
}

/** Removes a passkey's way in (the passkey still signs in); the recovery key's stays. */
export async function removeWrap(
  db: Database,
  userId: string,
  wrapId: string,
): Promise<JournalSeal> {
  const isUuid = z.uuid().safeParse(wrapId).success;
  if (!isUuid || !(await deletePasskeyWrap(db, userId, wrapId.toLowerCase())))
    throw notFound('That way in');
  return getSeal(db, userId);
}

/**
 * Start over, for someone who lost every way in: with a fresh code, the sealed writing and
 * the keys go and the account stays, its journal open and empty of what was sealed.
 */
export async function startOver(
  db: Database,
  session: Session,
  now: Date,
  writingRoomBytes: number,
): Promise<{ deletedPosts: number }> {
  await requireFreshCode(db, session, now);
  return db.transaction(async (tx) => {
    await journalStateOf(tx, session.userId, true);
    await untitleSealedTrackers(tx, session.userId);
    await deleteSealedFeelings(tx, session.userId);
    const deletedPosts = await deleteSealedPosts(tx, session.userId, writingRoomBytes);
    await deleteSealedImages(tx, session.userId);
    await deleteSealRows(tx, session.userId);
    await setJournalState(tx, session.userId, 'open');
    return { deletedPosts };
  });
}
