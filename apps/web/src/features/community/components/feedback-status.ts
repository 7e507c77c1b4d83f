import type { FeedbackApprovalStatus } from '@app/domain/community.schemas.ts';

/**
 * A suggestion's review state in colour (docs/product.md section 4 "Feedback approvalStatus"); its words
 * are community:status.<state>.
 */
export const FEEDBACK_STATUS_COLOR: Record<FeedbackApprovalStatus, string> = {
  needs_approval: 'yellow',
  approved: 'green',
  rejected: 'red',
};
