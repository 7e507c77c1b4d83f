import type { UpdateUserRequest, User, UserContact } from '@app/domain/users.schemas.ts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userContacts } from '../../db/schema/user-contacts.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../plugins/errors.ts';

type UserRow = typeof users.$inferSelect;

function toUser(row: UserRow, contacts: UserContact[]): User {
  return {
    _id: row.id,
    name: row.name,
    city: row.city,
    contacts,
    image: row.image,
    imageWidth: row.imageWidth,
    imageHeight: row.imageHeight,
    backgroundImage: row.backgroundImage,
    backgroundImageWidth: row.backgroundImageWidth,
    backgroundImageHeight: row.backgroundImageHeight,
    verboseMode: row.verboseMode,
    happyChallenge: row.happyChallenge,
    moderator: row.moderator,
    created: row.createdAt.toISOString(),
  };
}

async function listContacts(db: Database, userId: string): Promise<UserContact[]> {
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
): Promise<string> {
  const existing = await findUserIdByContact(db, contact);
  if (existing) return existing;
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({}).returning({ id: users.id });
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

export async function updateUser(
  db: Database,
  userId: string,
  changes: UpdateUserRequest,
): Promise<User> {
  const values = {
    name: changes.name,
    city: changes.city,
    verboseMode: changes.verboseMode,
    image: changes.image,
    imageWidth: changes.imageWidth,
    imageHeight: changes.imageHeight,
    backgroundImage: changes.backgroundImage,
    backgroundImageWidth: changes.backgroundImageWidth,
    backgroundImageHeight: changes.backgroundImageHeight,
  } satisfies Partial<typeof users.$inferInsert>;
  const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  if (Object.keys(defined).length > 0) {
    await db.update(users).set(defined).where(eq(users.id, userId));
  }
  return getUser(db, userId);
}

export async function setModerator(db: Database, userId: string, moderator: boolean) {
  await db.update(users).set({ moderator }).where(eq(users.id, userId));
}

export async function countUsers(db: Database): Promise<number> {
  return db.$count(users);
}
