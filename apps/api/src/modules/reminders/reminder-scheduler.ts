import type { Language } from '@app/domain/languages.ts';
import type { ReminderKind } from '@app/domain/reminders.schemas.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Messenger, OutgoingMessage } from '../../messaging/messenger.ts';
import {
  type ClaimedReminder,
  claimDueReminders,
  findSendTo,
  isDayAlreadyDone,
  recordOutcome,
} from './reminders.service.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

/** How often each server looks for due reminders: a reminder goes out within this of its time. */
export const REMINDER_CHECK_INTERVAL_MS = 60 * 1000;

export type ReminderSchedulerDeps = {
  db: Database;
  messenger: Messenger;
  tokens: UnsubscribeTokens;
  now: () => Date;
  log: FastifyBaseLogger;
  appName: string;
  appUrl: string;
};

const PATHS: Record<ReminderKind, string> = {
  dailyIntention: '/daily-intention',
  habitCheckIn: '/trackers',
};

type ReminderContent = { subject: string; text: string; stop: string };

/** Each reminder in the language of the page it was saved on. */
const CONTENT: Record<Language, Record<ReminderKind, ReminderContent>> = {
  en: {
    dailyIntention: {
      subject: 'Set your daily intention',
      text: 'A moment for your daily intention: what do you intend for today?',
      stop: 'Stop daily intention reminders',
    },
    habitCheckIn: {
      subject: 'Check in on your habits',
      text: 'Time to check in: mark today on your habit trackers.',
      stop: 'Stop habit check-in reminders',
    },
  },
  es: {
    dailyIntention: {
      subject: 'Fija tu intención del día',
      text: 'Un momento para tu intención del día: ¿qué te propones hoy?',
      stop: 'Dejar de recibir recordatorios de la intención del día',
    },
    habitCheckIn: {
      subject: 'Repasa tus hábitos',
      text: 'Es hora de repasar: marca hoy en tus seguimientos de hábitos.',
      stop: 'Dejar de recibir recordatorios de los hábitos',
    },
  },
};

function reminderMessage(deps: ReminderSchedulerDeps, reminder: ClaimedReminder) {
  const content = CONTENT[reminder.language][reminder.kind];
  const token = deps.tokens.sign(reminder.id);
  // The page reads the token from the fragment, which never reaches a server or its logs.
  const pageLink = `${deps.appUrl}/unsubscribe#${token}`;
  // RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" to this address.
  const oneClick = `${deps.appUrl}/api/v1/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
  return {
    subject: `${deps.appName}: ${content.subject}`,
    text:
      `${content.text}\n\n${deps.appUrl}${PATHS[reminder.kind]}\n\n` +
      `${content.stop}: ${pageLink}\n`,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

async function deliver(deps: ReminderSchedulerDeps, reminder: ClaimedReminder) {
  if (await isDayAlreadyDone(deps.db, reminder)) {
    await recordOutcome(deps.db, reminder, 'skipped');
    return;
  }
  const sendTo = await findSendTo(deps.db, reminder.userId);
  const message = reminderMessage(deps, reminder);
  try {
    if (!sendTo) throw new Error('the person has no contact');
    const outgoing: OutgoingMessage = {
      to: sendTo.contact,
      channel: sendTo.contactType,
      subject: message.subject,
      text: message.text,
      headers: message.headers,
    };
    await deps.messenger.send(outgoing);
    await recordOutcome(deps.db, reminder, 'sent');
  } catch (error) {
    // Not retried: the day's reminder is recorded as failed (at most once, see decision 0018).
    deps.log.warn(
      { reminderId: reminder.id, err: error instanceof Error ? error.message : String(error) },
      'reminders: sending failed',
    );
    await recordOutcome(deps.db, reminder, 'failed');
  }
}

/**
 * Sends what is due at the clock's now. Any number of servers may run this at the same
 * instant: each reminder is claimed by one of them (claimDueReminders).
 */
export function createReminderScheduler(deps: ReminderSchedulerDeps) {
  let running: Promise<number> | undefined;

  async function sendDue(): Promise<number> {
    let handled = 0;
    for (;;) {
      const claimed = await claimDueReminders(deps.db, deps.now());
      for (const reminder of claimed) await deliver(deps, reminder);
      handled += claimed.length;
      if (claimed.length === 0) return handled;
    }
  }

  return {
    /** One pass; a pass already running on this server is joined, not doubled. */
    sendDue(): Promise<number> {
      running ??= sendDue().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}

export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;
