import { displayUserOf } from '@app/domain/display-users.ts';
import type { PostStep } from '@app/domain/post-types.ts';
import type { Post } from '@app/domain/posts.schemas.ts';
import { Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '@/api/session.ts';
import { PostPicture } from '@/components/post-picture.tsx';
import { PostTags } from '@/components/post-tags/post-tags.tsx';
import { Pseudonym } from '@/components/pseudonym.tsx';
import { useFormat } from '@/lib/i18n/format.ts';
import { formatPostDate, moodRibbonColor, postEditPath, postTypeOf } from '@/lib/post-display.ts';
import { isStepEmpty, stepEditorOf } from '@/lib/post-steps.ts';
import classes from './post-detail.module.css';
import { approvalStatusKey, PostModeration } from './post-moderation.tsx';
import { PostStepSection } from './post-step-section.tsx';

/** The page column (760 px) less its padding on phones, so a phone fetches a phone-sized file. */
const IMAGE_SIZES = '(min-width: 792px) 760px, calc(100vw - 32px)';
const IMAGE_WIDEST = 760;

/**
 * The steps a post's page shows: every step of its kind for a post written here (a skipped
 * optional one reads "I did not complete this part."), but only those holding something for an
 * entry imported from another journal, which was never a guided post and skipped nothing.
 */
function shownSteps(steps: readonly PostStep[], post: Post): PostStep[] {
  if (!post.importedFrom) return [...steps];
  return steps.filter((step) => !isStepEmpty(stepEditorOf(step.key), post));
}

/** Spec "Post detail": the hero, the image, every step read-only, and moderation. */
export function PostDetail({ post }: { post: Post }) {
  const format = useFormat();
  const { t } = useTranslation(['postPages', 'posts', 'categories']);
  const { data: user } = useCurrentUser();
  const type = postTypeOf(post);
  const steps = shownSteps(type.steps, post);
  const title = post.title.trim() || t('posts:card.workingTitle');
  // The server refuses a moderator's decision on their own post, so it is not offered.
  const canModerate = Boolean(user?.moderator) && !post.isOwner && post.shareForFeedback;

  return (
    <Stack gap="lg">
      <Button
        component={Link}
        to="/posts"
        variant="subtle"
        size="compact-sm"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('detail.allPosts')}
      </Button>

      <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }} className={classes.hero}>
        <Stack gap="sm">
          <Group gap="xs">
            <Badge variant="light" color="gray" size="lg" tt="none">
              {t(`categories:label.${post.category}`)}
            </Badge>
            {post.mood.trim() !== '' && (
              <Badge color={moodRibbonColor(post.category)} size="lg" tt="none">
                <VisuallyHidden>{t('posts:card.mood')}</VisuallyHidden>
                {post.mood}
              </Badge>
            )}
          </Group>
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          <PostTags tags={post.tags} size="md" />
          {/* Someone else's post shows only its pseudonym (docs/security.md). */}
          <Text component="div" className={classes.byline}>
            <Trans
              t={t}
              i18nKey={post.isOwner ? 'detail.writtenByYou' : 'detail.writtenBy'}
              components={{ author: <Pseudonym fakeUser={post.fakeUser} isYou={post.isOwner} /> }}
            />{' '}
            <span aria-hidden className={classes.bylineDot}>
              ·
            </span>{' '}
            <time dateTime={post.created} className={classes.bylineDate}>
              {formatPostDate(post.created, format.locale)}
            </time>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans
              t={t}
              i18nKey="detail.lastUpdated"
              values={{ date: formatPostDate(post.lastUpdate, format.locale) }}
              components={{ date: <time dateTime={post.lastUpdate} /> }}
            />
          </Text>
          {post.importedFrom && (
            <Text size="sm" c="dimmed">
              {t('detail.importedFrom', { journal: t(`detail.journals.${post.importedFrom}`) })}
            </Text>
          )}
          {post.isOwner && post.shareForFeedback && (
            <Text size="sm" c="dimmed">
              {t('detail.shared', {
                status: t(`status.${approvalStatusKey(post.approvalStatus)}`),
              })}
              {post.fakeUser !== null &&
                ` ${t('detail.seenAs', { name: displayUserOf(post.fakeUser).name })}`}
            </Text>
          )}
          {post.isOwner && (
            <Button
              component={Link}
              to={postEditPath(post)}
              leftSection={<IconPencil size={18} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
              mt="xs"
            >
              {t('posts:card.edit')}
            </Button>
          )}
        </Stack>
      </Paper>

      {post.image && (
        <PostPicture
          imageId={post.image}
          width={post.imageWidth}
          height={post.imageHeight}
          alt={t('detail.imageAlt')}
          sizes={IMAGE_SIZES}
          isOwn={post.isOwner}
          widestCss={IMAGE_WIDEST}
          className={classes.image}
        />
      )}

      {steps.length > 0 && (
        <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }}>
          <Stack gap="lg">
            {steps.map((step) => (
              <PostStepSection key={step.key} step={step} post={post} />
            ))}
          </Stack>
        </Paper>
      )}

      {canModerate && <PostModeration post={post} />}
    </Stack>
  );
}
