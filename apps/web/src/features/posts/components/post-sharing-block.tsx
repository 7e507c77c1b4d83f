import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GuidedBlock } from '@/components/guided-form/guided-block.tsx';

interface PostSharingBlockProps {
  shareForResearch: boolean;
  shareForFeedback: boolean;
  /** Only shareable categories may be shared for feedback (docs/product.md section 3). */
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
  const { t } = useTranslation('postPages');
  return (
    <GuidedBlock legend={t('form.sharing')}>
      <Stack gap="md">
        <Checkbox
          label={t('form.shareForResearch')}
          description={t('form.shareForResearchDescription')}
          checked={shareForResearch}
          onChange={(event) => onChange({ shareForResearch: event.currentTarget.checked })}
        />
        {isShareable && (
          <Checkbox
            label={t('form.shareForFeedback')}
            description={t('form.shareForFeedbackDescription')}
            checked={shareForFeedback}
            onChange={(event) => onChange({ shareForFeedback: event.currentTarget.checked })}
          />
        )}
      </Stack>
    </GuidedBlock>
  );
}
