import type { Language } from '@app/domain/languages.ts';
import type { ReminderRowKind } from '@app/domain/reminders.schemas.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Messenger, OutgoingMessage } from '../../messaging/messenger.ts';
import type { PushMessage, PushSender } from '../../messaging/push-sender.ts';
import { findYearsSinceOnThisDay } from '../posts/on-this-day.service.ts';
import {
  deletePushSubscriptionById,
  listPushSubscriptionRows,
  type PushSubscriptionRow,
} from './push-subscriptions.repository.ts';
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

/** What sending reminders needs besides the database and the time. */
type ReminderTools = {
  messenger: Messenger;
  push: PushSender;
  /** The waits before each retry of a push the service was busy for; the last try follows the
   * last wait. */
  pushRetryDelaysMs?: readonly number[];
  tokens: UnsubscribeTokens;
  log: FastifyBaseLogger;
  appName: string;
  appUrl: string;
};

const PATHS: Record<ReminderRowKind, string> = {
  dailyIntention: '/daily-intention',
  habitCheckIn: '/trackers',
  tracker: '/trackers',
};

type ReminderContent = { subject: string; text: string; stop: string };

/**
 * Each reminder in the language of the page it was saved on. A tracker's own names no title:
 * a sealed journal's is unreadable here, and every title is private writing.
 */
const CONTENT: Record<Language, Record<ReminderRowKind, ReminderContent>> = {
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
    tracker: {
      subject: 'Time for your habit',
      text: 'This is the time you chose for one of your habits: mark it when it is done.',
      stop: "Stop this habit's reminders",
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
    tracker: {
      subject: 'Es la hora de tu hábito',
      text: 'Es la hora que elegiste para uno de tus hábitos: márcalo cuando lo hagas.',
      stop: 'Dejar de recibir los recordatorios de este hábito',
    },
  },
};

const NUMBER_WORDS: Record<Language, readonly string[]> = {
  en: ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'],
  es: ['', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'],
};

/**
 * The daily intention's mention of On This Day: how long ago, and where to read it. Never what
 * was written, nor its title or kind: a reminder is read on lock screens and in SMS previews,
 * and the writing is private (docs/decisions/0049).
 */
function onThisDayLine(language: Language, yearsAgo: number, link: string): string {
  const number = NUMBER_WORDS[language][yearsAgo] ?? String(yearsAgo);
  if (language === 'es') {
    const since = yearsAgo === 1 ? 'Hace un año' : `Hace ${number} años`;
    return `${since}, un día como hoy, escribiste en tu diario. Puedes leerlo en tu panel: ${link}`;
  }
  const since = yearsAgo === 1 ? 'A year ago' : `${number} years ago`;
  return `${since} today you wrote in your journal. It is on your dashboard: ${link}`;
}

function reminderMessage(
  tools: ReminderTools,
  reminder: ClaimedReminder,
  yearsSinceOnThisDay: number | null,
) {
  const content = CONTENT[reminder.language][reminder.kind];
  const token = tools.tokens.sign(reminder.id);
  // The page reads the token from the fragment, which never reaches a server or its logs.
  const pageLink = `${tools.appUrl}/unsubscribe#${token}`;
  // RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" to this address.
  const oneClick = `${tools.appUrl}/api/v1/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
  const onThisDay =
    yearsSinceOnThisDay === null
      ? ''
      : `${onThisDayLine(reminder.language, yearsSinceOnThisDay, `${tools.appUrl}/urnb`)}\n\n`;
  return {
    subject: `${tools.appName}: ${content.subject}`,
    text:
      `${content.text}\n\n${tools.appUrl}${PATHS[reminder.kind]}\n\n` +
      onThisDay +
      `${content.stop}: ${pageLink}\n`,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** For the daily intention only; a failure to look loses the mention, never the reminder. */
async function yearsSinceOnThisDay(
  db: Database,
  reminder: ClaimedReminder,
  log: FastifyBaseLogger,
): Promise<number | null> {
  if (reminder.kind !== 'dailyIntention') return null;
  try {
    return await findYearsSinceOnThisDay(db, reminder.userId, {
      today: reminder.localDate,
      timeZone: reminder.timeZone,
    });
  } catch (error) {
    log.warn(
      { reminderId: reminder.id, err: error instanceof Error ? error.message : String(error) },
      'reminders: On This Day could not be read',
    );
    return null;
  }
}

/** A second, then half a minute, then two: well inside the push's time to live. */
const PUSH_RETRY_DELAYS_MS = [1000, 30_000, 120_000];

/**
 * The push form of a reminder: a title, one sentence and the page it opens, nothing else (no
 * writing, no tracker title: lock screens show it, and a sealed journal's words are never
 * readable by the server). Shaped for Declarative Web Push (`web_push: 8030`, WebKit), which
 * Safari shows without running the service worker; the worker reads the same fields.
 */
function reminderPush(tools: ReminderTools, reminder: ClaimedReminder): PushMessage {
  const content = CONTENT[reminder.language][reminder.kind];
  // A tracker's own reminder replaces only that tracker's undelivered one (a topic is at most
  // 32 URL-safe characters: its id's hex digits).
  const topic = reminder.trackerId ? reminder.trackerId.replaceAll('-', '') : reminder.kind;
  return {
    topic,
    payload: {
      web_push: 8030,
      notification: {
        title: content.subject,
        body: content.text,
        navigate: `${tools.appUrl}${PATHS[reminder.kind]}`,
        lang: reminder.language,
        tag: topic,
      },
    },
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One push to one device, retried after each wait while the service is busy. A retry follows
 * only an answer that is not an acceptance (or no answer): a repeat of a message the service did
 * take in silence carries the same Topic and tag, so it replaces the first instead of adding one.
 */
async function pushToDevice(
  db: Database,
  device: PushSubscriptionRow,
  message: PushMessage,
  tools: ReminderTools,
): Promise<boolean> {
  const delays = tools.pushRetryDelaysMs ?? PUSH_RETRY_DELAYS_MS;
  for (let attempt = 0; ; attempt++) {
    // A device whose keys the encryption refuses is refused like a bad request.
    const outcome = await tools.push.send(device, message).catch(() => 'refused' as const);
    if (outcome === 'accepted') return true;
    if (outcome === 'gone') {
      // The browser unsubscribed, or the person cleared the site's data: the device is gone.
      await deletePushSubscriptionById(db, device.id);
      return false;
    }
    const delay = delays[attempt];
    if (outcome === 'refused' || delay === undefined) {
      tools.log.warn({ deviceId: device.id, outcome, attempt }, 'reminders: a push failed');
      return false;
    }
    await wait(delay);
  }
}

/** The reminder to each of the person's push devices; true when one of them took it. */
async function pushReminder(
  db: Database,
  reminder: ClaimedReminder,
  tools: ReminderTools,
): Promise<boolean> {
  if (!tools.push.publicKey) return false;
  const devices = await listPushSubscriptionRows(db, reminder.userId);
  const message = reminderPush(tools, reminder);
  const reached = await Promise.all(
    devices.map((device) => pushToDevice(db, device, message, tools)),
  );
  return reached.includes(true);
}

/**
 * Pushed to the person's devices when they turned push on; by e-mail or SMS when they have none,
 * or when no device took it (every one gone, or its service down), so the day's reminder still
 * arrives once.
 */
async function deliver(db: Database, reminder: ClaimedReminder, tools: ReminderTools) {
  if (await isDayAlreadyDone(db, reminder)) {
    await recordOutcome(db, reminder, 'skipped');
    return;
  }
  if (await pushReminder(db, reminder, tools)) {
    await recordOutcome(db, reminder, 'sent');
    return;
  }
  const sendTo = await findSendTo(db, reminder.userId);
  const yearsSince = await yearsSinceOnThisDay(db, reminder, tools.log);
  const message = reminderMessage(tools, reminder, yearsSince);
  try {
    if (!sendTo) throw new Error('the person has no contact');
    const outgoing: OutgoingMessage = {
      to: sendTo.contact,
      channel: sendTo.contactType,
      subject: message.subject,
      text: message.text,
      headers: message.headers,
    };
    await tools.messenger.send(outgoing);
    await recordOutcome(db, reminder, 'sent');
  } catch (error) {
    // Not retried: the day's reminder is recorded as failed (at most once, see decision 0018).
    tools.log.warn(
      { reminderId: reminder.id, err: error instanceof Error ? error.message : String(error) },
      'reminders: sending failed',
    );
    await recordOutcome(db, reminder, 'failed');
  }
}

/**
 * Sends what is due at the clock's now, read once a pass. Any number of servers may run this
 * at the same instant: each reminder is claimed by one of them (claimDueReminders).
 */
export function createReminderScheduler(db: Database, clock: () => Date, tools: ReminderTools) {
  let running: Promise<number> | undefined;

  async function sendDue(): Promise<number> {
    const now = clock();
    let handled = 0;
    for (;;) {
      const claimed = await claimDueReminders(db, now);
      for (const reminder of claimed) await deliver(db, reminder, tools);
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
