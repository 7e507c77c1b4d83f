import { PRIVATE_POST_FIELD_NAMES } from '@app/domain/post-fields.ts';
import type { SealedEnvelope } from '@app/domain/sealed-records.schemas.ts';
import type { QueryClient } from '@tanstack/react-query';
import { i18next } from '@/lib/i18n/i18n.ts';
import { type OpenJournal, openRecord, sealRecord } from '@/lib/seal/journal-crypto.ts';
import { getOpenJournal, getSealingJournal } from '@/lib/seal/open-journal.ts';
import { openSealedPost, privateWritingOf } from '@/lib/seal/sealed-post.ts';

/*
 * A sealed journal's posts on the wire (docs/decisions/0068): what postRequest sends is sealed
 * here, and every post an answer carries is opened here, so the pages never know. A post's
 * private fields travel in one envelope; the rest (category, picture, flags) stays plain.
 */

type Writing = Record<string, unknown>;

/** A body without its private fields: the server fills them blank beside the envelope. */
function withoutPrivateWriting(body: Writing): Writing {
  const rest: Writing = {};
  for (const [name, value] of Object.entries(body)) {
    if (!(PRIVATE_POST_FIELD_NAMES as string[]).includes(name)) rest[name] = value;
  }
  return rest;
}

/**
 * A post's body as a sealed journal sends it: the private fields sealed for `recordId`, unless
 * the person shares the post (which they confirmed others will read: it goes plain).
 */
async function sealPostBody(
  journal: OpenJournal,
  recordId: string,
  body: Writing,
): Promise<Writing> {
  if (body.shareForFeedback === true || body.shareForResearch === true) {
    return { ...body, sealed: null };
  }
  const sealed = await sealRecord(journal, 'post', recordId, privateWritingOf(body));
  return { ...withoutPrivateWriting(body), sealed };
}

const POST_PATH = /^\/posts\/([0-9a-fA-F-]{36})$/;

/** Whether a body is a post's writing (a moderator's decision is not). */
const isPostBody = (body: unknown): body is Writing =>
  typeof body === 'object' && body !== null && 'category' in body;

const envelopeOf = (body: Writing): SealedEnvelope | null =>
  typeof body.sealed === 'object' && body.sealed !== null ? (body.sealed as SealedEnvelope) : null;

/**
 * A post's body as the journal takes it now: its writing sealed for `recordId`; a body sealed
 * already goes as it is, but one sealed under the key before (a write that waited on this
 * device while the key changed) is opened and sealed again under the journal's key.
 */
async function sealedFor(journal: OpenJournal, recordId: string, body: Writing) {
  const envelope = envelopeOf(body);
  if (!envelope) return sealPostBody(journal, recordId, body);
  if (envelope.k === journal.keyId) return body;
  const writing = (await openRecord(journal, 'post', recordId, envelope)) as Writing;
  return sealPostBody(journal, recordId, { ...writing, ...body, sealed: null });
}

/**
 * What postRequest sends for a path and body: sealed when a journal is open here and it is a
 * post's writing whose record is known (its path's id, or the id a create carries or is given).
 */
export async function sealedRequestBody(path: string, body: unknown): Promise<unknown> {
  const journal = getSealingJournal();
  if (!journal || !isPostBody(body)) return body;
  const pathId = POST_PATH.exec(path)?.[1];
  if (pathId) return sealedFor(journal, pathId, body);
  if (path === '/posts') {
    const id = typeof body.id === 'string' ? body.id : crypto.randomUUID();
    return sealedFor(journal, id, { ...body, id });
  }
  return body;
}

type SealedPostLike = Writing & { _id: string; sealed: SealedEnvelope };

const isSealedPost = (value: Writing): value is SealedPostLike =>
  typeof value._id === 'string' &&
  typeof value.sealed === 'object' &&
  value.sealed !== null &&
  'c' in (value.sealed as object);

/** An entry that does not open: shown as such, with nothing of it (never a crash). */
function brokenEntry(post: SealedPostLike): Writing {
  return { ...post, title: i18next.t('seal:brokenEntry') };
}

const MAX_DEPTH = 6;

/** The sealed posts an answer carries anywhere (looked at without copying it). */
function sealedPostsIn(value: unknown, depth = 0): SealedPostLike[] {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return [];
  if (!Array.isArray(value) && isSealedPost(value as Writing)) return [value as SealedPostLike];
  const items = Array.isArray(value) ? value : Object.values(value);
  return items.flatMap((item) => sealedPostsIn(item, depth + 1));
}

/**
 * The posts that came while no journal was open here. Opened posts keep their envelope too,
 * so the unopened ones are remembered: the device's copy, opened with the journal, is not
 * among them and stays when the journal opens offline.
 */
const unopenedPosts = new WeakSet<SealedPostLike>();

/** Opens one post in place; an entry that does not open is shown as such. */
async function openPost(journal: OpenJournal, post: SealedPostLike): Promise<Writing> {
  return (await openSealedPost(journal, post)) ?? brokenEntry(post);
}

/**
 * Every sealed post in an answer opened: a post, a list, a detail, search results, On This
 * Day's years, Recently deleted. Walks the answer's objects and arrays; answers without a
 * sealed post come back as they were.
 */
export async function openSealedAnswer<T>(answer: T): Promise<T> {
  const sealedPosts = sealedPostsIn(answer);
  if (sealedPosts.length === 0) return answer;
  const journal = getOpenJournal();
  // Answers that come before the journal opens here are asked again once it does.
  if (!journal) {
    for (const post of sealedPosts) unopenedPosts.add(post);
    return answer;
  }
  const walk = async (value: unknown, depth: number): Promise<unknown> => {
    if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value)) return Promise.all(value.map((item) => walk(item, depth + 1)));
    const record = value as Writing;
    if (isSealedPost(record)) return openPost(journal, record);
    const entries = await Promise.all(
      Object.entries(record).map(async ([key, item]) => [key, await walk(item, depth + 1)]),
    );
    return Object.fromEntries(entries);
  };
  return (await walk(answer, 0)) as T;
}

/**
 * The journal has just opened in this tab: every answer that came before it could (the top
 * bar asks as the page starts, before the gate) is asked again, synchronously blanked first,
 * so no page starts from blank writing.
 */
export function resetUnopenedAnswers(queryClient: QueryClient): void {
  void queryClient.resetQueries({
    predicate: ({ state }) => sealedPostsIn(state.data).some((post) => unopenedPosts.has(post)),
  });
}

/**
 * A sealed journal's save of some of a post's fields through a route that names no post id
 * (the identity's): the whole private writing, `current` with `changes` over it, sealed for the
 * current post. Null when no journal is open here: the changes go as they are.
 */
export async function sealChangesOf(
  current: Writing & { _id: string },
  changes: Writing,
): Promise<SealedEnvelope | null> {
  const journal = getSealingJournal();
  if (!journal) return null;
  const writing = { ...privateWritingOf(current), ...privateWritingOf(changes) };
  return sealRecord(journal, 'post', current._id, writing);
}

/** A new post's writing sealed for the id it is given here, or null when no journal is open. */
export async function sealNewPost(
  writing: Writing,
): Promise<{ id: string; sealed: SealedEnvelope } | null> {
  const journal = getSealingJournal();
  if (!journal) return null;
  const id = crypto.randomUUID();
  return { id, sealed: await sealRecord(journal, 'post', id, privateWritingOf(writing)) };
}
