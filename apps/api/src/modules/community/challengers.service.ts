import {
  CHALLENGE_MESSAGES_PER_PARTICIPANT_PER_DAY,
  type ChallengeMessageResult,
  type Challenger,
  type SendChallengeMessageRequest,
} from '@app/domain/community.schemas.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Messenger } from '../../messaging/messenger.ts';
import { assertModerator } from '../../policies/moderation.ts';
import { type ChallengeParticipant, listChallengeParticipants } from '../users/users.service.ts';
import {
  countSendsSince,
  insertSends,
  lockChallengeMessages,
  markSendsFailed,
} from './challenge.repository.ts';

/** What sending challenge messages needs besides the database and the time. */
export type ChallengeMessageTools = {
  messenger: Messenger;
  appName: string;
  appUrl: string;
  log: FastifyBaseLogger;
};

/** Sends at once to this many participants: quick for 100, gentle on the mail server. */
const SEND_CONCURRENCY = 4;

const MODERATE_CHALLENGERS = 'see and message the challenge participants';

/** The participants, for moderators only (docs/security.md): name and first contact. */
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
function messageFor(
  tools: ChallengeMessageTools,
  participant: ChallengeParticipant,
  message: string,
) {
  const { appName, appUrl } = tools;
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

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Takes a send for each participant still under the day's ceiling, whoever the moderators: the
 * rows are counted and written under one lock, so two moderators at once never pass it together.
 * Each row says "sent" until its channel refuses it.
 */
async function reserveSends(
  db: Database,
  senderId: string,
  participants: ChallengeParticipant[],
  now: Date,
): Promise<Array<{ participant: ChallengeParticipant; rowId: string }>> {
  if (participants.length === 0) return [];
  return db.transaction(async (tx) => {
    await lockChallengeMessages(tx);
    const sends = await countSendsSince(
      tx,
      participants.map((p) => p.id),
      new Date(now.getTime() - DAY_MS),
    );
    const open = participants.filter(
      (p) => (sends.get(p.id) ?? 0) < CHALLENGE_MESSAGES_PER_PARTICIPANT_PER_DAY,
    );
    if (open.length === 0) return [];
    const rowOf = await insertSends(
      tx,
      open.map((participant) => ({
        senderId,
        recipientId: participant.id,
        channel: participant.contactType,
        createdAt: now,
      })),
    );
    return open.map((participant) => ({ participant, rowId: rowOf.get(participant.id) ?? '' }));
  });
}

/**
 * A moderator's message to chosen participants, each by their own channel (their first
 * contact: e-mail or SMS, as login codes go). Ids of people not in the challenge are skipped;
 * participants sent CHALLENGE_MESSAGES_PER_PARTICIPANT_PER_DAY in the last day are held back.
 * Every send is recorded with whether the channel took it.
 */
export async function sendChallengeMessage(
  db: Database,
  senderId: string,
  request: SendChallengeMessageRequest,
  now: Date,
  tools: ChallengeMessageTools,
): Promise<ChallengeMessageResult> {
  await assertModerator(db, senderId, MODERATE_CHALLENGERS);
  const chosen = [...new Set(request.users.map((id) => id.toLowerCase()))];
  const participants = await listChallengeParticipants(db, chosen);
  const reserved = await reserveSends(db, senderId, participants, now);

  const failedRows: string[] = [];
  const queue = [...reserved];
  const worker = async () => {
    for (let send = queue.shift(); send; send = queue.shift()) {
      const { participant, rowId } = send;
      try {
        await tools.messenger.send(messageFor(tools, participant, request.message));
      } catch (error) {
        // Only the error's code: mail and SMS errors quote the address, which stays out of logs.
        const code = (error as { code?: unknown }).code;
        tools.log.warn(
          { recipientId: participant.id, channel: participant.contactType, code: String(code) },
          'challenge message could not be sent',
        );
        failedRows.push(rowId);
      }
    }
  };
  await Promise.all(Array.from({ length: SEND_CONCURRENCY }, worker));

  if (failedRows.length > 0) {
    await markSendsFailed(db, failedRows);
  }
  return {
    sent: reserved.length - failedRows.length,
    failed: failedRows.length,
    skipped: chosen.length - participants.length,
    held: participants.length - reserved.length,
  };
}
