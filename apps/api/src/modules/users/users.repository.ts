import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userContacts } from '../../db/schema/user-contacts.ts';
import { users } from '../../db/schema/users.ts';

type UserRow = typeof users.$inferSelect;

/** Columns a person's own changes may set (the profile, an archive's profile). */
export type ProfileChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'name'
    | 'city'
    | 'verboseMode'
    | 'goal'
    | 'image'
    | 'imageWidth'
    | 'imageHeight'
    | 'backgroundImage'
    | 'backgroundImageWidth'
    | 'backgroundImageHeight'
  >
> & {
  /** Records the first time the first run was done; a later time never replaces it. */
  firstRunDone?: true;
};

export async function findUserRow(db: Database, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** The person's row, locked until the transaction ends. */
export async function lockUserRow(tx: Database, userId: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

export async function updateProfile(db: Database, userId: string, changes: ProfileChanges) {
  const { firstRunDone, ...columns } = changes;
  await db
    .update(users)
    .set({
      ...columns,
      ...(firstRunDone && { firstRunDoneAt: sql`coalesce(${users.firstRunDoneAt}, now())` }),
    })
    .where(eq(users.id, userId));
}

export async function setModeratorFlag(db: Database, userId: string, moderator: boolean) {
  await db.update(users).set({ moderator }).where(eq(users.id, userId));
}

export function countUserRows(db: Database): Promise<number> {
  return db.$count(users);
}

export function countChallengeFlags(db: Database): Promise<number> {
  return db.$count(users, sql`${users.happyChallenge}`);
}

export async function findChallengeFlag(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ happyChallenge: users.happyChallenge })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.happyChallenge ?? false;
}

/** Sets the flag; joining records the first time the person joined, which leaving keeps. */
export async function setChallengeFlag(db: Database, userId: string, joined: boolean) {
  await db
    .update(users)
    .set({
      happyChallenge: joined,
      ...(joined && { challengeJoinedAt: sql`coalesce(${users.challengeJoinedAt}, now())` }),
    })
    .where(eq(users.id, userId));
}

/**
 * Each participant with each of their contacts, in the order they joined (a person's contacts
 * in their order); only those among `userIds` when given.
 */
export function listParticipantContactRows(db: Database, userIds: string[] | undefined) {
  return db
    .select({
      id: users.id,
      name: users.name,
      contact: userContacts.contact,
      contactType: userContacts.contactType,
      language: users.language,
    })
    .from(users)
    .innerJoin(userContacts, eq(userContacts.userId, users.id))
    .where(and(sql`${users.happyChallenge}`, userIds ? inArray(users.id, userIds) : undefined))
    .orderBy(asc(users.challengeJoinedAt), asc(users.id), asc(userContacts.contact));
}

export async function deleteUserRow(tx: Database, userId: string) {
  await tx.delete(users).where(eq(users.id, userId));
}
