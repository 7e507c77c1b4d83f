import type { Post } from '@app/domain/posts.schemas.ts';
import { Button, Flex, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PostCard } from '@/components/post-card/post-card.tsx';
import { usePseudonymName } from '@/components/pseudonym.tsx';

interface SharePreviewDialogProps {
  opened: boolean;
  /** The post as others will see it: not theirs, under its pseudonym (sharePreviewOf). */
  post: Post;
  /** The author's journal is sealed: sharing sends this post readable, which is said. */
  isSealed: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Turning feedback sharing on is a deliberate step (decision 0063): the post first shows as the
 * community list shows it to others, the same card under the pseudonym, and only the confirm
 * button turns sharing on. Cancel takes the focus, as in every confirmation here: Enter
 * pressed by habit shares nothing.
 */
export function SharePreviewDialog({
  opened,
  post,
  isSealed,
  onConfirm,
  onCancel,
}: SharePreviewDialogProps) {
  const { t } = useTranslation('postPages');
  const pseudonymName = usePseudonymName();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('sharePreview.title')} centered size="lg">
      <Stack gap="lg">
        <Text>{t('sharePreview.intro', { name: pseudonymName(post.fakeUser) })}</Text>
        <PostCard post={post} showAuthor isPreview />
        <Text size="sm" c="dimmed">
          {t('sharePreview.afterSave')}
        </Text>
        {isSealed && <Text size="sm">{t('sealedShare.feedback')}</Text>}
        {/* One full-width button a row on phones, side by side from 576 px. */}
        <Flex direction={{ base: 'column', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t('sharePreview.cancel')}
          </Button>
          <Button onClick={onConfirm}>{t('sharePreview.confirm')}</Button>
        </Flex>
      </Stack>
    </Modal>
  );
}
