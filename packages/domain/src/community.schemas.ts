import { contactTypeSchema } from './users.schemas.ts';
import { z } from './zod.ts';

/** docs/product.md section 5 "Suggestion text" and section 9. */
export const SUGGESTION_MAX_LENGTH = 250;
/** Suggestions one person may send in an hour, across all posts (a guard against floods). */
export const SUGGESTIONS_PER_HOUR = 20;

/** Spec "Challenge" and section 9: 100 places, 30 days, one year of free access. */
export const CHALLENGE_PLACES = 100;
export const CHALLENGE_DAYS = 30;
/**
 * A challenge message goes out by e-mail or by SMS; Twilio refuses a text body over 1,600
 * characters, and the message carries a footer (why it came, how to leave: about 130
 * characters and the site's address), so 300 are left for it.
 */
export const CHALLENGE_MESSAGE_MAX_LENGTH = 1300;
/**
 * Challenge messages one participant may be sent in a day, from every moderator together: each
 * text costs, and a moderator's limit per hour bounds only what that moderator sends.
 */
export const CHALLENGE_MESSAGES_PER_PARTICIPANT_PER_DAY = 3;

// Suggestions (docs/product.md section 3 "Feedback item", section 4 "Feedback approvalStatus") ---------

export const feedbackApprovalStatusSchema = z.enum(['needs_approval', 'approved', 'rejected']);
export type FeedbackApprovalStatus = z.infer<typeof feedbackApprovalStatusSchema>;

/** Trimmed, required, at most 250 characters (docs/product.md section 5). */
const suggestionTextSchema = z
  .string()
  .trim()
  .min(1, 'Write a suggestion first.')
  .max(SUGGESTION_MAX_LENGTH, `A suggestion can be at most ${SUGGESTION_MAX_LENGTH} characters.`);

/**
 * A suggestion as anyone may see it: under the pseudonym its writer has on this post, never
 * with the writer's id, name, contact or image (docs/security.md).
 */
export const feedbackItemSchema = z.object({
  _id: z.uuid(),
  /** Index into the display users (`display-users.ts`); stable per writer and post. */
  fakeUser: z.number().int(),
  feedback: z.string(),
  approvalStatus: feedbackApprovalStatusSchema,
  /** The viewer wrote it (a moderator may not approve their own suggestion). */
  isOwn: z.boolean(),
  created: z.iso.datetime({ offset: true }),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

/**
 * PUT posts/{id}/feedback: a new suggestion. It always starts as `needs_approval`; docs/product.md's
 * client sends that value, and any other is refused.
 */
export const submitFeedbackRequestSchema = z.object({
  feedback: suggestionTextSchema,
  approvalStatus: z.literal('needs_approval').default('needs_approval'),
});
export type SubmitFeedbackRequest = z.input<typeof submitFeedbackRequestSchema>;

export const submitFeedbackResponseSchema = z.object({ success: z.literal(true) });

/** PUT posts/{id}/feedback/{feedbackId}: a moderator edits the text and sets the status. */
export const moderateFeedbackRequestSchema = z.object({
  feedback: suggestionTextSchema,
  approvalStatus: feedbackApprovalStatusSchema,
});
export type ModerateFeedbackRequest = z.input<typeof moderateFeedbackRequestSchema>;

export const feedbackItemResponseSchema = z.object({ data: feedbackItemSchema });

// The happiness challenge (docs/product.md, "Challenge", section 4) -------------------------------------

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export const challengeSchema = z.object({
  /** The signed-in person holds a place. */
  joined: z.boolean(),
  placesTaken: z.number().int().min(0),
  places: z.number().int(),
  /** The first day, YYYY-MM-DD. */
  startDate: z.string().regex(DATE_ONLY),
  days: z.number().int(),
});
export type Challenge = z.infer<typeof challengeSchema>;

export const challengeResponseSchema = z.object({ data: challengeSchema });

// Challengers: moderators message the participants (docs/product.md, "h100 page") ----------------------

export const challengerSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  /** The first of the person's contacts, which their messages go to. */
  contact: z.string(),
  contactType: contactTypeSchema,
});
export type Challenger = z.infer<typeof challengerSchema>;

export const challengersResponseSchema = z.object({ data: z.array(challengerSchema) });

export const sendChallengeMessageRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Write a message first.')
    .max(
      CHALLENGE_MESSAGE_MAX_LENGTH,
      `A message can be at most ${CHALLENGE_MESSAGE_MAX_LENGTH} characters.`,
    ),
  /** Ids of participants; anyone else is skipped. */
  users: z.array(z.uuid()).min(1, 'Choose at least one participant.').max(CHALLENGE_PLACES),
});
export type SendChallengeMessageRequest = z.input<typeof sendChallengeMessageRequestSchema>;

export const sendChallengeMessageResponseSchema = z.object({
  data: z.object({
    /** Handed to the mail server or to Twilio. */
    sent: z.number().int(),
    /** The channel refused or was not configured. */
    failed: z.number().int(),
    /** Not a participant (left the challenge, or never joined); an id named twice counts once. */
    skipped: z.number().int(),
    /** Participants already sent CHALLENGE_MESSAGES_PER_PARTICIPANT_PER_DAY in the last day. */
    held: z.number().int(),
  }),
});
export type ChallengeMessageResult = z.infer<typeof sendChallengeMessageResponseSchema>['data'];
