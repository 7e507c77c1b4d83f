import type { Database } from '../db/client.ts';
import { DomainError } from '../domain-errors.ts';
import { isModerator } from './moderators.ts';
import type { PostViewer } from './post-visibility.ts';

/*
 * Who may moderate what (docs/product.md section 6, docs/security.md, promise 25), for posts and suggestions
 * alike: only moderators, and never their own work. A moderator who wrote a post does not
 * approve or reject it, nor the suggestions on it (they would choose which suggestions their
 * own post shows); a moderator who wrote a suggestion does not approve, reject or edit it.
 */

const forbidden = (action: string) =>
  new DomainError('forbidden', 'forbidden', `Only moderators can ${action}.`);

/** Refuses anyone who is not a moderator (for routes that are not about one post). */
export async function assertModerator(db: Database, userId: string, action: string) {
  if (!(await isModerator(db, userId))) throw forbidden(action);
}

export function assertMayModeratePost(viewer: PostViewer, postAuthorId: string) {
  if (!viewer.isModerator) throw forbidden('approve or reject posts');
  if (postAuthorId === viewer.userId) {
    throw new DomainError('forbidden', 'own_post', 'You cannot approve or reject your own post.');
  }
}

/** The first half of the suggestion check: whether the viewer moderates at all, and this post. */
export function assertMayModerateSuggestionsOn(viewer: PostViewer, postAuthorId: string) {
  if (!viewer.isModerator) throw forbidden('edit, approve or reject suggestions');
  if (postAuthorId === viewer.userId) {
    throw new DomainError(
      'forbidden',
      'own_post',
      'You cannot moderate suggestions on your own post.',
    );
  }
}

/** The second half, once the suggestion is found: never one's own. */
export function assertNotOwnSuggestion(viewer: PostViewer, suggestionAuthorId: string) {
  if (suggestionAuthorId === viewer.userId) {
    throw new DomainError(
      'forbidden',
      'own_suggestion',
      'You cannot approve, reject or edit your own suggestion.',
    );
  }
}
