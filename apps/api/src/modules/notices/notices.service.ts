import type { Language } from '@app/domain/languages.ts';
import {
  NOTICE_EMAIL_INTERVAL_MS,
  NOTICES_PAGE_SIZE,
  type NoticeKind,
  type Notices,
} from '@app/domain/notices.schemas.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Messenger } from '../../messaging/messenger.ts';
import { noticeEmailOf } from '../../policies/people.ts';
import {
  countUnreadNotices,
  deleteNoticesOfPostRows,
  insertNotice,
  listNoticeRows,
  lockNoticesOfPost,
  markRead,
  wasMailedSince,
} from './notices.repository.ts';

/** An e-mail claimed with its notice, sent once the notice's transaction has committed. */
export type NoticeMail = {
  to: string;
  language: Language;
  kind: NoticeKind;
  postId: string;
};

/** Sends a claimed notice e-mail; never throws (the notice is written whatever the mail does). */
export type SendNoticeMail = (mail: NoticeMail) => Promise<void>;

/**
 * Tells the author of a post that something happened to it, in the transaction that made it
 * happen (decision 0063). The notice names the post and the kind, never who acted. It claims an
 * e-mail when the author's reminders go by e-mail and no e-mail of this kind went out about
 * this post within NOTICE_EMAIL_INTERVAL_MS: the post's notices are written one at a time (a
 * transaction-scoped lock), so two at once cannot both claim one.
 */
export async function recordNotice(
  tx: Database,
  notice: { userId: string; kind: NoticeKind; postId: string },
  now: Date,
): Promise<NoticeMail | null> {
  await lockNoticesOfPost(tx, notice.postId);
  const email = await noticeEmailOf(tx, notice.userId);
  const isMailed =
    email !== null &&
    !(await wasMailedSince(
      tx,
      notice.postId,
      notice.kind,
      new Date(now.getTime() - NOTICE_EMAIL_INTERVAL_MS),
    ));
  await insertNotice(tx, { ...notice, createdAt: now, emailedAt: isMailed ? now : null });
  return isMailed ? { to: email.address, language: email.language, ...notice } : null;
}

/** A deleted post's notices go with it (a post is only marked deleted, so no cascade runs). */
export async function deleteNoticesOfPost(tx: Database, postId: string): Promise<void> {
  await deleteNoticesOfPostRows(tx, postId);
}

/** The person's own notices, newest first (one bounded page), and how many are unread. */
export async function listNotices(db: Database, userId: string): Promise<Notices> {
  const rows = await listNoticeRows(db, userId, NOTICES_PAGE_SIZE);
  return {
    items: rows.map((row) => ({
      _id: row.id,
      kind: row.kind,
      postId: row.postId,
      created: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
    unread: await countUnreadNotices(db, userId),
  };
}

/**
 * Marks the named notices read, or every one with no ids; only the person's own: an id of
 * someone else's notice changes nothing and says nothing about it.
 */
export async function markNoticesRead(
  db: Database,
  userId: string,
  ids: string[] | undefined,
  now: Date,
): Promise<{ unread: number }> {
  await markRead(
    db,
    userId,
    ids?.map((id) => id.toLowerCase()),
    now,
  );
  return { unread: await countUnreadNotices(db, userId) };
}

type MailText = { subject: string; text: string };

/**
 * Short, in the person's language, with a link to the post and none of its words: a mail's
 * subject and first line show on a locked phone (decision 0063).
 */
const MAIL: Record<Language, Record<NoticeKind, MailText> & { why: string }> = {
  en: {
    post_approved: {
      subject: 'Your shared post was approved',
      text: 'A moderator approved the post you shared for feedback. Others can read it now.',
    },
    suggestion_received: {
      subject: 'A suggestion on your shared post',
      text: 'Someone sent a suggestion on the post you shared for feedback.',
    },
    why: 'This comes to the address your reminders go to. Turning your reminders off in your profile stops these e-mails too.',
  },
  es: {
    post_approved: {
      subject: 'Tu entrada compartida fue aprobada',
      text: 'Una persona moderadora aprobó la entrada que compartiste para recibir ideas. Ya pueden leerla otras personas.',
    },
    suggestion_received: {
      subject: 'Una sugerencia en tu entrada compartida',
      text: 'Alguien envió una sugerencia a la entrada que compartiste para recibir ideas.',
    },
    why: 'Llega a la dirección de tus recordatorios. Si desactivas los recordatorios en tu perfil, tampoco recibirás estos correos.',
  },
};

function noticeMailText(mail: NoticeMail, app: { appName: string; appUrl: string }): MailText {
  const content = MAIL[mail.language];
  const { subject, text } = content[mail.kind];
  return {
    subject: `${app.appName}: ${subject}`,
    text: `${text}\n\n${app.appUrl}/posts/${mail.postId}\n\n${content.why} ${app.appUrl}/profile\n`,
  };
}

/** The sender of claimed notice e-mails: a failure is logged without the address, not retried. */
export function createNoticeMailer(tools: {
  messenger: Messenger;
  log: FastifyBaseLogger;
  appName: string;
  appUrl: string;
}): SendNoticeMail {
  return async (mail) => {
    const { subject, text } = noticeMailText(mail, tools);
    try {
      await tools.messenger.send({ to: mail.to, channel: 'email', subject, text });
    } catch (error) {
      // At most once, as reminders (decision 0018): the claim stands, the mail is not retried.
      tools.log.warn(
        { postId: mail.postId, err: error instanceof Error ? error.message : String(error) },
        'notices: the e-mail could not be sent',
      );
    }
  };
}
