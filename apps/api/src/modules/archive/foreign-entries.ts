import { createHash } from 'node:crypto';
import type { ImportFormat, LeftOutReason } from '@app/domain/archive.schemas.ts';
import { headingText } from '@app/domain/plain-text.ts';
import {
  MOOD_MAX_LENGTH,
  POST_LIST_ITEM_MAX_LENGTH,
  POST_LIST_MAX_ITEMS,
  POST_TEXT_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
} from '@app/domain/post-limits.ts';
import { TRACKER_MAX_DATES, TRACKER_TITLE_MAX_LENGTH } from '@app/domain/trackers.schemas.ts';

/*
 * What every reader of another journal's file hands on (decision 0048): entries in the shape
 * of a journal post, habits as trackers, and the count of what was left out and why. The
 * readers know their formats; the rules of what a post holds live here once.
 */

/** A picture an entry names: the ZIP entry that holds it, or null when the file lacks it. */
export type ForeignAttachment = { isPicture: true; file: string | null } | { isPicture: false };

export type ForeignEntry = {
  /** What names the entry in its journal, for ever: importing it again finds it. */
  key: string;
  created: Date | null;
  updated: Date | null;
  title: string;
  text: string;
  mood: string;
  tags: string[];
  attachments: ForeignAttachment[];
};

export type ForeignTracker = { title: string; dates: string[] };

/** Counts of what stays behind, by reason. */
export class LeftOut {
  readonly counts = new Map<LeftOutReason, number>();
  add(reason: LeftOutReason, count = 1) {
    if (count > 0) this.counts.set(reason, (this.counts.get(reason) ?? 0) + count);
  }
  list() {
    return [...this.counts].map(([reason, count]) => ({ reason, count }));
  }
}

export type ForeignJournal = {
  format: Exclude<ImportFormat, 'inner-compass'>;
  entries: ForeignEntry[];
  trackers: ForeignTracker[];
  leftOut: LeftOut;
};

/**
 * An id the import can remember an entry or photo by (the mapping's archive id), made from
 * what names it in its journal. It is never a row's id: those are random (decision 0048).
 */
export function sourceId(format: ImportFormat, key: string): string {
  const hex = createHash('sha256').update(`${format}\u0000${key}`).digest('hex');
  // A UUID's shape, version 8 (made by the application), RFC 9562 variant.
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const contentHash = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest('hex');

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text PostgreSQL can store and people can read: no NUL, no half of an emoji (replaced by
 * U+FFFD), one kind of line break.
 */
function cleanText(text: string): string {
  return text.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\ufffd').replace(/\r\n?/g, '\n');
}

/** At most `max` characters (code points kept whole), and whether it was cut. */
function cut(text: string, max: number): { text: string; isCut: boolean } {
  if (text.length <= max) return { text, isCut: false };
  let end = max;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return { text: text.slice(0, end), isCut: true };
}

/** What a post keeps of an entry's text: its title line, a line break and the text. */
export const MAX_ENTRY_TEXT = POST_TITLE_MAX_LENGTH + 1 + POST_TEXT_MAX_LENGTH;

/**
 * A field of another app's entry cut to what a post keeps of it, before anything reads it: no
 * cleaning or parsing runs on more text than can be stored.
 */
export function kept(text: string, max: number, leftOut: LeftOut): string {
  const result = cut(text, max);
  if (result.isCut) leftOut.add('text_shortened');
  return result.text;
}

/** An entry's tags, each cut to what a post keeps of one. */
export const keptTags = (tags: readonly string[], leftOut: LeftOut) =>
  tags.map((tag) => kept(tag, POST_LIST_ITEM_MAX_LENGTH, leftOut));

const ONE_LINE_TITLE = 80;

/**
 * A title for an entry without one, as journals show it: the first line, taken out of the
 * text (a Markdown heading loses its #s); a first line too long for a title stays in the text
 * and the title is its beginning, shortened at a word.
 */
export function titleFromText(text: string): { title: string; text: string } {
  const trimmed = text.replace(/^\s*\n/, '');
  const newline = trimmed.indexOf('\n');
  const first = (newline === -1 ? trimmed : trimmed.slice(0, newline)).trim();
  const heading = headingText(first);
  if (heading) {
    return { title: heading, text: newline === -1 ? '' : trimmed.slice(newline + 1).trim() };
  }
  if (first.length <= ONE_LINE_TITLE) {
    return { title: first, text: newline === -1 ? '' : trimmed.slice(newline + 1).trim() };
  }
  const shortened = first.slice(0, ONE_LINE_TITLE);
  const space = shortened.lastIndexOf(' ');
  return { title: `${space > 40 ? shortened.slice(0, space) : shortened}…`, text };
}

/** A post's date: within years a journal can hold, else null (the entry is left out). */
export function plausibleDate(date: Date | null): Date | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  return year >= 1900 && year <= 2999 ? date : null;
}

/** A date from ISO 8601 text (a day alone is noon UTC, the same day in almost every zone). */
export function parseDate(value: unknown): Date | null {
  if (value instanceof Date) return plausibleDate(value);
  if (typeof value === 'number' && Number.isFinite(value)) return plausibleDate(new Date(value));
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) return plausibleDate(new Date(`${text}T12:00:00Z`));
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text)) return null;
  // Without an offset the time is read as UTC.
  const withZone = /(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}Z`;
  return plausibleDate(new Date(withZone.replace(' ', 'T')));
}

/** The fields of a journal post made from an entry, within the post's limits. */
export function postFieldsOf(entry: ForeignEntry, leftOut: LeftOut) {
  let isShortened = false;
  const fit = (text: string, max: number) => {
    const result = cut(cleanText(text).trim(), max);
    isShortened ||= result.isCut;
    return result.text;
  };
  const cleanTags: string[] = [];
  const seen = new Set<string>();
  for (const tag of entry.tags) {
    const text = fit(tag, POST_LIST_ITEM_MAX_LENGTH);
    if (text === '' || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    cleanTags.push(text);
  }
  if (cleanTags.length > POST_LIST_MAX_ITEMS) isShortened = true;
  const fields = {
    title: fit(entry.title.replace(/\s+/g, ' '), POST_TITLE_MAX_LENGTH),
    currentSituation: fit(entry.text, POST_TEXT_MAX_LENGTH),
    mood: fit(entry.mood.replace(/\s+/g, ' '), MOOD_MAX_LENGTH),
    tags: cleanTags.slice(0, POST_LIST_MAX_ITEMS),
  };
  if (isShortened) leftOut.add('text_shortened');
  return fields;
}

/** A habit as a tracker: its title within the limit, its newest done days within the limit. */
export function trackerOf(habit: ForeignTracker, leftOut: LeftOut): ForeignTracker {
  const dates = [...new Set(habit.dates)].sort();
  if (dates.length > TRACKER_MAX_DATES) leftOut.add('tracker_days_cut');
  const title = cleanText(kept(habit.title, TRACKER_TITLE_MAX_LENGTH * 4, leftOut))
    .replace(/\s+/g, ' ')
    .trim();
  return {
    title: cut(title, TRACKER_TITLE_MAX_LENGTH).text,
    dates: dates.slice(-TRACKER_MAX_DATES),
  };
}
