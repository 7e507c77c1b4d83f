import { CHALLENGE_DAYS, CHALLENGE_PLACES, type Challenge } from '@app/domain/community.schemas.ts';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../domain-errors.ts';
import {
  countChallengeParticipants,
  isChallengeParticipant,
  setChallengeParticipation,
} from '../users/users.service.ts';
import { lockChallengePlaces } from './challenge.repository.ts';

/** The 30-day happiness challenge (docs/product.md, "Challenge"): 100 places, a stated start date. */
export async function getChallenge(
  db: Database,
  userId: string,
  startDate: string,
): Promise<Challenge> {
  const [joined, placesTaken] = await Promise.all([
    isChallengeParticipant(db, userId),
    countChallengeParticipants(db),
  ]);
  return { joined, placesTaken, places: CHALLENGE_PLACES, startDate, days: CHALLENGE_DAYS };
}

/**
 * Takes a place while one is free. Joins are serialised by a transaction-scoped advisory
 * lock and the count is read inside it, so two people can never both take the last place,
 * whichever app server they reach. Joining again is harmless.
 */
export async function joinChallenge(
  db: Database,
  userId: string,
  startDate: string,
): Promise<Challenge> {
  await db.transaction(async (tx) => {
    await lockChallengePlaces(tx);
    if (await isChallengeParticipant(tx, userId)) return;
    if ((await countChallengeParticipants(tx)) >= CHALLENGE_PLACES) {
      throw new DomainError(
        'conflict',
        'challenge_full',
        `All ${CHALLENGE_PLACES} places are taken. Thank you for your interest: watch for the next challenge.`,
      );
    }
    await setChallengeParticipation(tx, userId, true);
  });
  return getChallenge(db, userId, startDate);
}

/** Gives the place back; leaving when not in it is harmless. */
export async function leaveChallenge(
  db: Database,
  userId: string,
  startDate: string,
): Promise<Challenge> {
  await setChallengeParticipation(db, userId, false);
  return getChallenge(db, userId, startDate);
}
