import type { PostCategory } from '@app/domain/post-types.ts';
import { postInputSchema } from '@app/domain/posts.schemas.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isDeviceLocked } from './device-lock.ts';
import { POST_DRAFT_PREFIX } from './post-draft-storage.ts';
import type { PostFormValues, PostImageSize } from './post-form-values.ts';

/** docs/product.md section 9: the post forms autosave their drafts every 10 s. */
export const DRAFT_AUTOSAVE_MS = 10_000;

/** What a draft keeps: the form's values and the size of the picture they point at. */
interface PostDraftContent {
  values: PostFormValues;
  imageSize: PostImageSize | null;
}

interface PostDraft extends PostDraftContent {
  savedAt: Date;
}

/**
 * One draft per post (docs/product.md section 4; the daily intention form does the same), and one per
 * category for new posts, so an unfinished journal entry does not turn up in an anxiety form.
 */
export function postDraftKey(postId: string | null, category: PostCategory): string {
  return postId ?? `new:${category}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readImageSize(value: unknown): PostImageSize | null {
  if (!isRecord(value)) return null;
  const { width, height } = value;
  return typeof width === 'number' && typeof height === 'number' ? { width, height } : null;
}

/*
 * Session storage can be unavailable (a privacy mode, a full quota): drafts are a safety net,
 * so every access is allowed to fail and the form simply works without one.
 */

/** The stored draft, or null when there is none or it no longer fits the post's shape. */
export function readPostDraft(key: string): PostDraft | null {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(POST_DRAFT_PREFIX + key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    if (!isRecord(stored) || typeof stored.savedAt !== 'string') return null;
    const savedAt = new Date(stored.savedAt);
    const values = postInputSchema.safeParse(stored.values);
    if (Number.isNaN(savedAt.getTime()) || !values.success) return null;
    return { values: values.data, imageSize: readImageSize(stored.imageSize), savedAt };
  } catch {
    return null;
  }
}

function writePostDraft(key: string, draft: PostDraft): boolean {
  try {
    const stored = { ...draft, savedAt: draft.savedAt.toISOString() };
    window.sessionStorage.setItem(POST_DRAFT_PREFIX + key, JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

function removePostDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(POST_DRAFT_PREFIX + key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

interface UsePostDraftOptions {
  key: string;
  /** When the draft the form started from was saved; null when it started from the server. */
  restoredAt: Date | null;
  content: PostDraftContent;
  /** Whether the form differs from the saved post (or from a blank new one). */
  isDirty: boolean;
}

/**
 * A post form's draft (docs/product.md section 4 "Drafts"; the post form and the daily intention form
 * share it, so it lives here rather than in either feature): written to session storage every
 * 10 s while the form differs from the saved post, so a reload or a crashed tab loses at most a
 * few seconds; also written when the page goes away (a reload does not unmount React), and
 * when the device locks (decision 0047: the form leaves the page, its draft stays for the
 * unlock to bring back). An untouched form keeps no draft. Leaving the form (an unmount: after
 * a save, a delete, or a confirmed leave) removes it, and so does Clear.
 */
export function usePostDraft({ key, restoredAt, content, isDirty }: UsePostDraftOptions) {
  const [savedAt, setSavedAt] = useState<Date | null>(restoredAt);
  const latest = useRef({ content, isDirty });
  useEffect(() => {
    latest.current = { content, isDirty };
  });

  const saveDraft = useCallback(() => {
    const { content: current, isDirty: hasChanges } = latest.current;
    if (!hasChanges) {
      removePostDraft(key);
      setSavedAt(null);
      return;
    }
    const now = new Date();
    if (writePostDraft(key, { ...current, savedAt: now })) setSavedAt(now);
  }, [key]);

  useEffect(() => {
    const timer = window.setInterval(saveDraft, DRAFT_AUTOSAVE_MS);
    window.addEventListener('pagehide', saveDraft);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', saveDraft);
      if (isDeviceLocked()) saveDraft();
      else removePostDraft(key);
    };
  }, [key, saveDraft]);

  const removeDraft = useCallback(() => {
    removePostDraft(key);
    setSavedAt(null);
  }, [key]);

  return {
    /** When the draft in storage was written; null when there is none (Clear is hidden). */
    savedAt,
    hasDraft: savedAt !== null,
    removeDraft,
  };
}
