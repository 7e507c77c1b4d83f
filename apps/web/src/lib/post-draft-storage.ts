/*
 * Where the post forms keep their drafts (use-post-draft.ts): this tab's session storage, under
 * one prefix, with the id of the person they belong to. Apart from the hook, without the post
 * schema, because the session module in the entry reads it at every sign-in and logout.
 */

export const POST_DRAFT_PREFIX = 'inner-compass:post-draft:';
const OWNER_KEY = 'inner-compass:post-drafts-of';

function removeDrafts(storage: Storage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) {
    if (key?.startsWith(POST_DRAFT_PREFIX)) storage.removeItem(key);
  }
}

/**
 * The tab's drafts are this person's from now on; another person's, left by someone who did not
 * log out (a session that ended, a locked screen someone else signed in from), go first.
 */
export function claimPostDrafts(userId: string): void {
  try {
    const storage = window.sessionStorage;
    const owner = storage.getItem(OWNER_KEY);
    if (owner === userId) return;
    if (owner !== null) removeDrafts(storage);
    storage.setItem(OWNER_KEY, userId);
  } catch {
    // Without session storage there are no drafts to keep apart.
  }
}

/** Logout: the tab keeps nothing the person was writing. */
export function forgetPostDrafts(): void {
  try {
    removeDrafts(window.sessionStorage);
    window.sessionStorage.removeItem(OWNER_KEY);
  } catch {
    // Nothing was kept.
  }
}
