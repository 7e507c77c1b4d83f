import { REMINDER_LABELS, type ReminderKind } from '@app/domain/reminders.schemas.ts';
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

const CONTENT: Record<ReminderKind, { subject: string; text: string; path: string }> = {
  dailyIntention: {
    subject: 'Set your daily intention',
    text: 'A moment for your daily intention: what do you intend for today?',
    path: '/daily-intention',
  },
  habitCheckIn: {
    subject: 'Check in on your habits',
    text: 'Time to check in: mark today on your habit trackers.',
    path: '/trackers',
  },
};

function reminderMessage(deps: ReminderSchedulerDeps, reminder: ClaimedReminder) {
  const content = CONTENT[reminder.kind];
  const token = deps.tokens.sign(reminder.id);
  // The page reads the token from the fragment, which never reaches a server or its logs.
  const pageLink = `${deps.appUrl}/unsubscribe#${token}`;
  // RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" to this address.
  const oneClick = `${deps.appUrl}/api/v1/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
  return {
    subject: `${deps.appName}: ${content.subject}`,
    text:
      `${content.text}\n\n${deps.appUrl}${content.path}\n\n` +
      `Stop ${REMINDER_LABELS[reminder.kind].toLowerCase()} reminders: ${pageLink}\n`,
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
