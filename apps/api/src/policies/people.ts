import type { Language } from '@app/domain/languages.ts';
import type { JournalState } from '@app/domain/sealed-records.schemas.ts';
import type { User, UserContact } from '@app/domain/users.schemas.ts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { journalSeals } from '../db/schema/journal-seals.ts';
import { reminders } from '../db/schema/reminders.ts';
import { userContacts } from '../db/schema/user-contacts.ts';
import { users } from '../db/schema/users.ts';
import { DomainError, notFound } from '../domain-errors.ts';

/*
 * The person as several modules need them: who they are (the profile, read by auth, users,
 * archive and reminders), found or made by a contact when they sign in (auth), and the dates
 * their access counts from (billing). The users module edits the person; these reads and the
 * sign-in's writes sit below the modules so that auth and billing need not import it.
 */

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow, contacts: UserContact[]): User {
  return {
    _id: row.id,
    name: row.name,
    city: row.city,
    contacts,
    // Deleting an image nulls only the id (the foreign key): its sizes go with it here.
    image: row.image,
    imageWidth: row.image ? row.imageWidth : null,
    imageHeight: row.image ? row.imageHeight : null,
    backgroundImage: row.backgroundImage,
    backgroundImageWidth: row.backgroundImage ? row.backgroundImageWidth : null,
    backgroundImageHeight: row.backgroundImage ? row.backgroundImageHeight : null,
    verboseMode: row.verboseMode,
    happyChallenge: row.happyChallenge,
    moderator: row.moderator,
    created: row.createdAt.toISOString(),
    goal: row.goal,
    firstRunDone: row.firstRunDoneAt !== null,
    journal: row.journalState,
  };
}

export async function listContacts(db: Database, userId: string): Promise<UserContact[]> {
  return db
    .select({ contact: userContacts.contact, contactType: userContacts.contactType })
    .from(userContacts)
    .where(eq(userContacts.userId, userId))
    .orderBy(userContacts.contact);
}

export async function getUser(db: Database, userId: string): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound('That person');
  return toUser(row, await listContacts(db, userId));
}

export async function findUserIdByContact(db: Database, contact: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: userContacts.userId })
    .from(userContacts)
    .where(eq(userContacts.contact, contact))
    .limit(1);
  return row?.userId ?? null;
}

/** The first successful login of a new contact creates the person. */
export async function findOrCreateUserForContact(
  db: Database,
  { contact, contactType }: UserContact,
  now: Date,
): Promise<string> {
  const existing = await findUserIdByContact(db, contact);
  if (existing) return existing;
  try {
    return await db.transaction(async (tx) => {
      // Sign-up on the app's clock: the trial is counted from it.
      const [user] = await tx.insert(users).values({ createdAt: now }).returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(userContacts).values({ userId: user.id, contact, contactType });
      return user.id;
    });
  } catch (error) {
    // A concurrent first login of the same contact won the unique constraint: use that account.
    const winner = await findUserIdByContact(db, contact);
    if (winner) return winner;
    throw error;
  }
}

/**
 * Where a message no page asks for reaches the person, and in what language: their first
 * contact, where codes go, and the language they last signed in with. Null for a person gone.
 */
export async function messageAddressOf(
  db: Database,
  userId: string,
): Promise<{ contact: UserContact; language: Language } | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  const [contact] = await listContacts(db, userId);
  return row && contact ? { contact, language: row.language } : null;
}

/**
 * Where an e-mail about the person's shared posts goes, if anywhere: only to a person whose
 * reminders go by e-mail, that is who has a reminder on and whose first contact (where
 * reminders go) is an e-mail address; in the language they last signed in with (decision 0063).
 */
export async function noticeEmailOf(
  db: Database,
  userId: string,
): Promise<{ address: string; language: Language } | null> {
  const [reminder] = await db
    .select({ id: reminders.id })
    .from(reminders)
    .where(and(eq(reminders.userId, userId), eq(reminders.enabled, true)))
    .limit(1);
  if (!reminder) return null;
  const address = await messageAddressOf(db, userId);
  if (address?.contact.contactType !== 'email') return null;
  return { address: address.contact.contact, language: address.language };
}

/**
 * What a sign-in sets on the person, in one update: moderator when their contact is listed,
 * and the language that messages no page asks for (the challenge's) are written in.
 */
export async function updateOnSignIn(
  db: Database,
  userId: string,
  changes: { moderator?: true; language?: Language },
) {
  if (changes.moderator === undefined && changes.language === undefined) return;
  await db.update(users).set(changes).where(eq(users.id, userId));
}

/**
 * The dates billing's access rule needs (docs/security.md, promise 29): when the account was made
 * (the trial), and when the person joined the happiness challenge while they are in it (its
 * free year).
 */
export async function getAccountDates(
  db: Database,
  userId: string,
): Promise<{ createdAt: Date; challengeJoinedAt: Date | null }> {
  const [row] = await db
    .select({
      createdAt: users.createdAt,
      happyChallenge: users.happyChallenge,
      challengeJoinedAt: users.challengeJoinedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('That person');
  return {
    createdAt: row.createdAt,
    challengeJoinedAt: row.happyChallenge ? row.challengeJoinedAt : null,
  };
}

/**
 * Whether the person's journal is sealed (decision 0068), read by every module that stores
 * their writing: a sealed or sealing journal takes only sealed writing. `forUpdate` holds it
 * until the transaction ends, so a save and a change of state are one after the other.
 */
export async function journalStateOf(
  db: Database,
  userId: string,
  forUpdate = false,
): Promise<JournalState> {
  const query = db
    .select({ journalState: users.journalState })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const [row] = await (forUpdate ? query.for('share') : query);
  if (!row) throw notFound('That person');
  return row.journalState;
}

/** The seal module's change of the person's journal state. */
export async function setJournalState(
  db: Database,
  userId: string,
  journalState: JournalState,
): Promise<void> {
  await db.update(users).set({ journalState }).where(eq(users.id, userId));
}

/**
 * What the server does with a person's words (export, import, the report) it can do only for
 * an open journal: a sealed one's are made on the person's device (decision 0068).
 */
export async function assertJournalReadable(db: Database, userId: string): Promise<void> {
  if ((await journalStateOf(db, userId)) === 'open') return;
  throw new DomainError(
    'conflict',
    'journal_sealed',
    'Your journal is sealed, so the server cannot read it to do this.',
  );
}

/**
 * The person's journal state and its current key (null for an open journal), held as
 * journalStateOf holds the state.
 */
export async function journalOf(
  db: Database,
  userId: string,
  forUpdate = false,
): Promise<{ state: JournalState; keyId: string | null }> {
  const query = db
    .select({ state: users.journalState, keyId: journalSeals.keyId })
    .from(users)
    .leftJoin(journalSeals, eq(journalSeals.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const [row] = await (forUpdate ? query.for('share', { of: users }) : query);
  if (!row) throw notFound('That person');
  return row;
}

/**
 * What a change of seal has the device open, as the journal stands: while it is unsealed,
 * every sealed record (`notUnderKey` absent); while its key changes, those sealed under
 * another key than the current one. Null while neither.
 */
export async function sealedToOpen(
  db: Database,
  userId: string,
  forUpdate = false,
): Promise<{ notUnderKey?: string } | null> {
  const journal = await journalOf(db, userId, forUpdate);
  if (journal.state === 'unsealing') return {};
  if (journal.state === 'rekeying' && journal.keyId) return { notUnderKey: journal.keyId };
  return null;
}

export const journalKeyChanged = () =>
  new DomainError(
    'conflict',
    'journal_key_changed',
    "The journal's key changed: open it again on this device and save again.",
  );

/**
 * A sealed journal (sealing, sealed, or changing its key) stores writing only sealed, but for
 * what its author shares, which they chose to send readable; an open journal has no key to seal
 * with, so an envelope is refused; one being unsealed takes both (a device may still send what
 * it sealed). An envelope names its key (`keyId`): one under any key but the journal's current
 * one comes from a device that has not opened the journal since its key changed, and is
 * refused. Read under a share lock, so a change of state (which takes the person's row for
 * update) waits for the write. Posts, their pictures, feelings and habit trackers keep it.
 */
export async function assertWritingFitsJournal(
  tx: Database,
  userId: string,
  writing: { isSealed: boolean; keyId?: string; isShared: boolean },
): Promise<void> {
  const journal = await journalOf(tx, userId, true);
  if (journal.state === 'open' && writing.isSealed) {
    throw new DomainError(
      'conflict',
      'journal_not_sealed',
      'This journal is not sealed: send your writing as it is written.',
    );
  }
  const takesOnlySealed = journal.state !== 'open' && journal.state !== 'unsealing';
  if (takesOnlySealed && !writing.isSealed && !writing.isShared) throw journalSealed();
  if (writing.keyId !== undefined && writing.keyId !== journal.keyId) {
    throw journalKeyChanged();
  }
}

export const journalSealed = () =>
  new DomainError(
    'conflict',
    'journal_sealed',
    'This journal is sealed: open it on this device to save your writing.',
  );
