/**
 * The sizes a post and a posts page may have (docs/product.md section 9). Apart from the schemas, so the
 * web's forms and lists can use them without building zod's schemas at start-up.
 */

export const MOOD_MAX_LENGTH = 20;
export const POSTS_PER_PAGE = 12;
export const MAX_POSTS_PER_PAGE = 100;
export const POST_TITLE_MAX_LENGTH = 200;
/** Room for a long journal entry; a cap keeps one request from filling the database. */
export const POST_TEXT_MAX_LENGTH = 50_000;
export const POST_LIST_MAX_ITEMS = 200;
export const POST_LIST_ITEM_MAX_LENGTH = 2_000;
