import type {
  ChallengeMessageResult,
  Challenger,
  SendChallengeMessageRequest,
} from '@app/domain/community.schemas.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { challengeMessages } from '../../db/schema/challenge-messages.ts';
import type { Messenger } from '../../messaging/messenger.ts';
import { assertModerator } from '../../policies/moderation.ts';
import { type ChallengeParticipant, listChallengeParticipants } from '../users/users.service.ts';

export type ChallengersDeps = {
  db: Database;
  messenger: Messenger;
  appName: string;
  appUrl: string;
  log: FastifyBaseLogger;
};

/** Sends at once to this many participants: quick for 100, gentle on the mail server. */
const SEND_CONCURRENCY = 4;

const MODERATE_CHALLENGERS = 'see and message the challenge participants';

/** The participants, for moderators only (DESIGN section 4): name and first contact. */
export async function listChallengers(db: Database, userId: string): Promise<Challenger[]> {
  await assertModerator(db, userId, MODERATE_CHALLENGERS);
  const participants = await listChallengeParticipants(db);
  return participants.map(({ id, name, contact, contactType }) => ({
    _id: id,
    name,
    contact,
    contactType,
  }));
}

/** The moderator's words, framed in the participant's language: why it came, how to stop. */
function messageFor(deps: ChallengersDeps, participant: ChallengeParticipant, message: string) {
  const { appName, appUrl } = deps;
  const frame =
    participant.language === 'es'
      ? {
          subject: `${appName}: un mensaje sobre el reto de la felicidad`,
          footer:
            `${appName}: recibes esto porque te uniste al reto de la felicidad. ` +
            `Para dejar de recibirlo, sal del reto en ${appUrl}/challenge`,
        }
      : {
          subject: `${appName}: a message about the happiness challenge`,
          footer:
            `${appName}: you receive this because you joined the happiness challenge. ` +
            `To stop, leave it at ${appUrl}/challenge`,
        };
  return {
    to: participant.contact,
    channel: participant.contactType,
    subject: frame.subject,
    text: `${message}\n\n${frame.footer}`,
  };
}

/**
 * A moderator's message to chosen participants, each by their own channel (their first
 * contact: e-mail or SMS, as login codes go). Ids of people not in the challenge are skipped.
 * Every send is recorded with whether the channel took it.
 */
export async function sendChallengeMessage(
  deps: ChallengersDeps,
  senderId: string,
  request: SendChallengeMessageRequest,
): Promise<ChallengeMessageResult> {
  const { db, messenger } = deps;
  await assertModerator(db, senderId, MODERATE_CHALLENGERS);
  const chosen = [...new Set(request.users.map((id) => id.toLowerCase()))];
  const participants = await listChallengeParticipants(db, chosen);

  const outcomes: Array<{ participant: ChallengeParticipant; isSent: boolean }> = [];
  const queue = [...participants];
  const worker = async () => {
    for (let participant = queue.shift(); participant; participant = queue.shift()) {
      try {
        await messenger.send(messageFor(deps, participant, request.message));
        outcomes.push({ participant, isSent: true });
      } catch (error) {
        // Only the error's code: mail and SMS errors quote the address, which stays out of logs.
        const code = (error as { code?: unknown }).code;
        deps.log.warn(
          { recipientId: participant.id, channel: participant.contactType, code: String(code) },
          'challenge message could not be sent',
        );
        outcomes.push({ participant, isSent: false });
      }
    }
  };
  await Promise.all(Array.from({ length: SEND_CONCURRENCY }, worker));

  if (outcomes.length > 0) {
    await db.insert(challengeMessages).values(
      outcomes.map(({ participant, isSent }) => ({
        senderId,
        recipientId: participant.id,
        channel: participant.contactType,
        status: isSent ? ('sent' as const) : ('failed' as const),
      })),
    );
  }
  const sent = outcomes.filter((o) => o.isSent).length;
  return {
    sent,
    failed: outcomes.length - sent,
    skipped: chosen.length - participants.length,
  };
}
