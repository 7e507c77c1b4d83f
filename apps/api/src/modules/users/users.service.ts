import type { HomeHero } from '@app/domain/home-hero.ts';
import type { Language } from '@app/domain/languages.ts';
import { getUserDisplayName } from '@app/domain/user-display-name.ts';
import type { UpdateUserRequest, User, UserContact } from '@app/domain/users.schemas.ts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userContacts } from '../../db/schema/user-contacts.ts';
import { users } from '../../db/schema/users.ts';
import { DomainError, notFound } from '../../domain-errors.ts';
import { findOwnImage, releaseImage } from '../images/images.service.ts';

type UserRow = typeof users.$inferSelect;

function toUser(row: UserRow, contacts: UserContact[]): User {
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

/**
 * The dashboard's hero as the server draws it into /urnb (decision 0025): the person's name as
 * the dashboard greets them and their background. Null when the account is gone.
 */
export async function getHomeHero(db: Database, userId: string): Promise<HomeHero | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return null;
  const { backgroundImage, backgroundImageWidth, backgroundImageHeight } = toUser(row, []);
  // The contacts only when the greeting falls back to them.
  const contacts = row.name.trim() ? [] : await listContacts(db, userId);
  return {
    name: getUserDisplayName({ name: row.name, contacts }),
    picture: backgroundImage
      ? { imageId: backgroundImage, width: backgroundImageWidth, height: backgroundImageHeight }
      : null,
  };
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

type ImageChoice = { id: string; width: number; height: number } | null | undefined;

/**
 * What a person asks for in an image field: undefined (leave it), null (remove it), or an id
 * that must name an image of their own; its size always comes from the stored image.
 */
async function resolveImageChoice(
  db: Database,
  userId: string,
  imageId: string | null | undefined,
): Promise<ImageChoice> {
  if (imageId === undefined || imageId === null) return imageId;
  const image = await findOwnImage(db, userId, imageId);
  if (!image) throw new DomainError('invalid', 'invalid_image', 'That image was not found.');
  return { id: imageId, ...image };
}

export async function updateUser(
  db: Database,
  userId: string,
  changes: UpdateUserRequest,
): Promise<User> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ image: users.image, backgroundImage: users.backgroundImage })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!current) throw notFound('That person');
    const image = await resolveImageChoice(tx, userId, changes.image);
    const background = await resolveImageChoice(tx, userId, changes.backgroundImage);
    const values = {
      name: changes.name,
      city: changes.city,
      verboseMode: changes.verboseMode,
      // Sizes sent by the client are ignored: the stored image knows its own.
      ...(image !== undefined && {
        image: image?.id ?? null,
        imageWidth: image?.width ?? null,
        imageHeight: image?.height ?? null,
      }),
      ...(background !== undefined && {
        backgroundImage: background?.id ?? null,
        backgroundImageWidth: background?.width ?? null,
        backgroundImageHeight: background?.height ?? null,
      }),
    } satisfies Partial<typeof users.$inferInsert>;
    const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    if (Object.keys(defined).length === 0) return;
    await tx.update(users).set(defined).where(eq(users.id, userId));

    // A replaced or removed image goes when nothing else (the other slot, a post) still shows it.
    const letGo = [
      image !== undefined && current.image !== (image?.id ?? null) ? current.image : null,
      background !== undefined && current.backgroundImage !== (background?.id ?? null)
        ? current.backgroundImage
        : null,
    ];
    for (const imageId of new Set(letGo)) {
      if (imageId) await releaseImage(tx, imageId);
    }
  });
  return getUser(db, userId);
}

export async function setModerator(db: Database, userId: string, moderator: boolean) {
  await db.update(users).set({ moderator }).where(eq(users.id, userId));
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

export async function countUsers(db: Database): Promise<number> {
  return db.$count(users);
}

// The happiness challenge: participation is the user's happyChallenge flag (spec section 4).

export async function countChallengeParticipants(db: Database): Promise<number> {
  return db.$count(users, sql`${users.happyChallenge}`);
}

export async function isChallengeParticipant(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ happyChallenge: users.happyChallenge })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.happyChallenge ?? false;
}

/**
 * Joins or leaves. Joining records the first time the person joined (the start of their
 * year of free access); leaving keeps that date, so joining again does not start a new year.
 * Callers decide whether a place is free (community/challenge.service.ts).
 */
export async function setChallengeParticipation(db: Database, userId: string, joined: boolean) {
  await db
    .update(users)
    .set({
      happyChallenge: joined,
      ...(joined && { challengeJoinedAt: sql`coalesce(${users.challengeJoinedAt}, now())` }),
    })
    .where(eq(users.id, userId));
}

export type ChallengeParticipant = {
  id: string;
  name: string;
  /** The first of their contacts (as listed on their profile): where messages go. */
  contact: string;
  contactType: UserContact['contactType'];
  /** What the message around the moderator's words is written in. */
  language: Language;
};

/** Participants in the order they joined; only those among `userIds` when given. */
export async function listChallengeParticipants(
  db: Database,
  userIds?: string[],
): Promise<ChallengeParticipant[]> {
  if (userIds?.length === 0) return [];
  const rows = await db
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
  // One row per person: their first contact.
  const byPerson = new Map<string, ChallengeParticipant>();
  for (const row of rows) if (!byPerson.has(row.id)) byPerson.set(row.id, row);
  return [...byPerson.values()];
}

/**
 * The dates billing's access rule needs (security checklist 29): when the account was made
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
