import type { Post } from '@app/domain/posts.schemas.ts';
import { useState } from 'react';

interface ClearToSavedOptions {
  /** The saved post; null for a new one. */
  post: Post | null;
  /** Fetches the saved post afresh; null for a new post. */
  reloadPost: (() => Promise<Post>) | null;
  /** Puts the form back: to the saved post, or to an empty form when it is null. */
  onCleared: (saved: Post | null) => void;
  /** The reload failed: the form keeps what it holds. */
  onError: (cause: unknown) => void;
}

/**
 * Clear (docs/product.md section 4) goes back to the saved version as it is now on the server (it may
 * have been saved in another tab), or for a new post to an empty form.
 */
export function useClearToSaved({ post, reloadPost, onCleared, onError }: ClearToSavedOptions) {
  const [isClearing, setIsClearing] = useState(false);

  async function clear() {
    let saved: Post | null = null;
    if (post && reloadPost) {
      setIsClearing(true);
      try {
        saved = await reloadPost();
      } catch (cause) {
        onError(cause);
        return;
      } finally {
        setIsClearing(false);
      }
    }
    onCleared(saved);
  }

  return { isClearing, clear };
}
