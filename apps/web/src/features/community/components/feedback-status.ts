import type { FeedbackApprovalStatus } from '@app/domain/community.schemas.ts';

/** A suggestion's review state in words and colour (spec section 4 "Feedback approvalStatus"). */
export const FEEDBACK_STATUS: Record<FeedbackApprovalStatus, { label: string; color: string }> = {
  needs_approval: { label: 'Waiting for review', color: 'yellow' },
  approved: { label: 'Approved', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
};
