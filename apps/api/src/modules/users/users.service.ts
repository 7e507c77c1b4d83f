import type { HomeHero } from '@app/domain/home-hero.ts';
import type { Language } from '@app/domain/languages.ts';
import { getUserDisplayName } from '@app/domain/user-display-name.ts';
import type { UpdateUserRequest, User, UserContact } from '@app/domain/users.schemas.ts';
import type { Database } from '../../db/client.ts';
import { DomainError, notFound } from '../../domain-errors.ts';
import { getUser, listContacts, toUser } from '../../policies/people.ts';
import { findOwnImage, releaseImage } from '../images/images.service.ts';
import {
  countChallengeFlags,
  countUserRows,
  findChallengeFlag,
  findUserRow,
  listParticipantContactRows,
  lockUserRow,
  type ProfileChanges,
  setChallengeFlag,
  setModeratorFlag,
  updateProfile,
} from './users.repository.ts';

/**
 * The dashboard's hero as the server draws it into /urnb (decision 0025): the person's name as
 * the dashboard greets them and their background. Null when the account is gone.
 */
export async function getHomeHero(db: Database, userId: string): Promise<HomeHero | null> {
  const row = await findUserRow(db, userId);
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
  // A sealed picture opens on its owner's device alone: a profile's picture is shown to others.
  if (!image || image.sealed) {
    throw new DomainError('invalid', 'invalid_image', 'That image was not found.');
  }
  return { id: imageId, width: image.width, height: image.height };
}

export async function updateUser(
  db: Database,
  userId: string,
  changes: UpdateUserRequest,
): Promise<User> {
  await db.transaction(async (tx) => {
    const current = await lockUserRow(tx, userId);
    if (!current) throw notFound('That person');
    const image = await resolveImageChoice(tx, userId, changes.image);
    const background = await resolveImageChoice(tx, userId, changes.backgroundImage);
    const values = {
      name: changes.name,
      city: changes.city,
      verboseMode: changes.verboseMode,
      goal: changes.goal,
      // The first moment it was done stays: finishing again changes nothing.
      ...(changes.firstRunDone && { firstRunDone: true as const }),
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
    } satisfies ProfileChanges;
    const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    if (Object.keys(defined).length === 0) return;
    await updateProfile(tx, userId, defined);

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
  await setModeratorFlag(db, userId, moderator);
}

export async function countUsers(db: Database): Promise<number> {
  return countUserRows(db);
}

// The happiness challenge: participation is the user's happyChallenge flag (docs/product.md section 4).

export async function countChallengeParticipants(db: Database): Promise<number> {
  return countChallengeFlags(db);
}

export async function isChallengeParticipant(db: Database, userId: string): Promise<boolean> {
  return findChallengeFlag(db, userId);
}

/**
 * Joins or leaves. Joining records the first time the person joined (the start of their
 * year of free access); leaving keeps that date, so joining again does not start a new year.
 * Callers decide whether a place is free (community/challenge.service.ts).
 */
export async function setChallengeParticipation(db: Database, userId: string, joined: boolean) {
  await setChallengeFlag(db, userId, joined);
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
  const rows = await listParticipantContactRows(db, userIds);
  // One row per person: their first contact.
  const byPerson = new Map<string, ChallengeParticipant>();
  for (const row of rows) if (!byPerson.has(row.id)) byPerson.set(row.id, row);
  return [...byPerson.values()];
}
