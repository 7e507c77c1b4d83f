/** Constants of the product (docs/product.md section 9) and of the login rules (docs/security.md). */

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_WRONG_TRIES = 5;
export const CODE_RESEND_COOLDOWN_MS = 30 * 1000;
/**
 * The error code of a send-code within CODE_RESEND_COOLDOWN_MS of the same requester's last
 * code to that contact (429): the code sent then is still valid.
 */
export const CODE_RECENTLY_SENT = 'code_recently_sent';
/** Codes one requester (a client address, an IPv6 /64) may have sent to one contact. */
export const CODES_PER_REQUESTER_PER_HOUR = 5;
export const CODES_PER_REQUESTER_PER_DAY = 10;
/**
 * Codes one contact may receive at the asking of browsers that never signed in as it, all
 * requesters together: above what 16 requesters at their own limits can spend (80, 160).
 */
export const CODES_PER_CONTACT_PER_HOUR = 100;
export const CODES_PER_CONTACT_PER_DAY = 200;
/**
 * Every code one contact may receive, whoever asks and whatever their cookie: each message
 * costs. Above the ceilings strangers meet, so a browser that signed in before still gets one.
 */
export const CODES_TO_ONE_CONTACT_PER_HOUR = 120;
export const CODES_TO_ONE_CONTACT_PER_DAY = 240;
/** Text messages cost money: one number gets at most this many a day, whoever asks. */
export const TEXTS_PER_NUMBER_PER_DAY = 10;
/**
 * Of those, what browsers that never signed in by the number may spend: the rest is kept for
 * one that did, so strangers cannot keep its owner from a code.
 */
export const NEW_BROWSER_TEXTS_PER_NUMBER_PER_DAY = 7;

/** Passkeys (decision 0045), read by the web's passkey section and login form too. */
export const PASSKEY_NAME_MAX_LENGTH = 60;
/** How long a ceremony's challenge is valid: the browser's prompt gives up at the same time. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** How recent the session's sign-in (a code or a passkey) must be to add a passkey. */
export const PASSKEY_FRESH_PROOF_MS = 10 * 60 * 1000;
/** Passkeys one person may try to add in a day: each added one sends them a notice. */
export const PASSKEY_ADDS_PER_PERSON_PER_DAY = 10;

export const USER_REFRESH_MS = 10 * 60 * 1000;
export const STATS_REFRESH_MS = 2 * 60 * 60 * 1000;
export const SUBSCRIPTION_REFRESH_MS = 12 * 60 * 60 * 1000;

/** Read by the web's dashboard too, which loads no schema module before its answers. */
export const HABIT_TRACKERS_PER_USER = 3;

export const IDEA_MAX_LENGTH = 5000;
/**
 * Ideas from visitors, all together, in an hour: each is stored, and a visitor is anyone from
 * any address. People signed in are held only to the route's limit per address.
 */
export const VISITOR_IDEAS_PER_HOUR = 200;
export const USER_NAME_MAX_LENGTH = 100;
export const USER_CITY_MAX_LENGTH = 100;

/**
 * Pseudonymous display users shown for shared posts (docs/product.md section 3 "Post", fakeUser). Index 0
 * is the anonymous label and is never assigned; a post gets one of 1..DISPLAY_USER_COUNT-1.
 */
export const DISPLAY_USER_COUNT = 28;

export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_RESULTS_PER_PAGE = 20;
export const MAX_SEARCH_RESULTS_PER_PAGE = 50;
/** Search results are ranked, so pages are counted by offset; nobody reads past a thousand. */
export const MAX_SEARCH_OFFSET = 1_000;

/** How many days a deleted post can be restored before its writing and picture are purged (0064). */
export const RESTORE_DAYS = 30;
