import { Checkbox, Stack } from '@mantine/core';
import { GuidedBlock } from '@/components/guided-form/guided-block.tsx';

interface PostSharingBlockProps {
  shareForResearch: boolean;
  shareForFeedback: boolean;
  /** Only shareable categories may be shared for feedback (spec section 3). */
  isShareable: boolean;
  onChange: (patch: { shareForResearch?: boolean; shareForFeedback?: boolean }) => void;
}

/** Spec "Post form": share privately for research; share anonymously for feedback. */
export function PostSharingBlock({
  shareForResearch,
  shareForFeedback,
  isShareable,
  onChange,
}: PostSharingBlockProps) {
  return (
    <GuidedBlock legend="Sharing">
      <Stack gap="md">
        <Checkbox
          label="Share privately for research"
          description="Lets the Inner Compass team read this post to improve the guided exercises. It is never shown to other people."
          checked={shareForResearch}
          onChange={(event) => onChange({ shareForResearch: event.currentTarget.checked })}
        />
        {isShareable && (
          <Checkbox
            label="Share anonymously for feedback"
            description="A moderator reviews it first. Then other people can read it and suggest ideas; they see it under a pseudonym, never your name."
            checked={shareForFeedback}
            onChange={(event) => onChange({ shareForFeedback: event.currentTarget.checked })}
          />
        )}
      </Stack>
    </GuidedBlock>
  );
}
