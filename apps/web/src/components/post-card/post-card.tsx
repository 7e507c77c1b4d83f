import { truncateSummary } from '@app/domain/post-text.ts';
import type { Post } from '@app/domain/posts.schemas.ts';
import { Badge, Button, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PostPicture } from '@/components/post-picture.tsx';
import { PostTags } from '@/components/post-tags/post-tags.tsx';
import { Pseudonym } from '@/components/pseudonym.tsx';
import { useFormat } from '@/lib/i18n/format.ts';
import {
  formatPostDate,
  moodRibbonColor,
  postDurationText,
  postEditPath,
  postMainText,
  postPath,
  postTypeOf,
} from '@/lib/post-display.ts';
import classes from './post-card.module.css';

/** One, two or three columns (post-card-grid.module.css); the 300 and 500 px files fit them all. */
const CARD_IMAGE_SIZES = '(min-width: 960px) 360px, (min-width: 600px) 50vw, 100vw';
/** The widest a card's picture shows (a window just under 600 px). */
const CARD_IMAGE_WIDEST = 600;

interface PostCardProps {
  post: Post;
  /**
   * Say who wrote it: in the community and review lists, where posts are other people's, each
   * shows its pseudonym (or "You"); in a person's own list every post is theirs.
   */
  showAuthor?: boolean;
  /** Shown instead of the title's text (search results mark the words that matched). */
  titleContent?: ReactNode;
  /** Shown instead of the summary (search results: the passage around the matches). */
  summaryContent?: ReactNode;
  /**
   * The author's preview before sharing: the card as others see it, but its title leads
   * nowhere (the post may not be saved yet).
   */
  isPreview?: boolean;
}

/**
 * Spec "Post card": mood ribbon, image, category, title, date, duration, summary, Edit. Shared:
 * the posts lists and the search results show it.
 */
export function PostCard({
  post,
  showAuthor = false,
  titleContent,
  summaryContent,
  isPreview = false,
}: PostCardProps) {
  const { t } = useTranslation(['posts', 'categories']);
  const format = useFormat();
  const titleId = useId();
  const title = post.title.trim() || t('card.workingTitle');
  const duration = postDurationText(post, t);
  const summary = truncateSummary(postMainText(post).trim());
  const mood = post.mood.trim();

  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      className={classes.card}
      aria-labelledby={titleId}
    >
      {post.image && (
        <PostPicture
          imageId={post.image}
          width={post.imageWidth}
          height={post.imageHeight}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          isOwn={post.isOwner}
          widestCss={CARD_IMAGE_WIDEST}
          className={classes.image}
        />
      )}
      <div className={classes.body}>
        <div className={classes.header}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" className={classes.category}>
            {t(`categories:label.${postTypeOf(post).category}`)}
          </Text>
          {mood !== '' && (
            <Badge
              color={moodRibbonColor(post.category)}
              size="lg"
              tt="none"
              className={classes.ribbon}
            >
              <VisuallyHidden>{t('card.mood')}</VisuallyHidden>
              {mood}
            </Badge>
          )}
        </div>
        <Title order={2} size="h4" id={titleId} className={classes.title}>
          {isPreview ? (
            (titleContent ?? title)
          ) : (
            <Link to={postPath(post)} className={classes.titleLink}>
              {titleContent ?? title}
            </Link>
          )}
        </Title>
        {showAuthor && (
          <div className={classes.author}>
            <VisuallyHidden>{t('card.writtenBy')}</VisuallyHidden>
            <Pseudonym fakeUser={post.fakeUser} isYou={post.isOwner} size="sm" />
          </div>
        )}
        <Text size="sm" c="dimmed">
          <time dateTime={post.created}>{formatPostDate(post.created, format.locale)}</time>
        </Text>
        {duration && (
          <Text size="xs" c="dimmed">
            {duration}
          </Text>
        )}
        <PostTags tags={post.tags} />
        {summaryContent !== undefined ? (
          <Text size="sm" lineClamp={5} className={classes.summary}>
            {summaryContent}
          </Text>
        ) : (
          summary !== '' && (
            <Text size="sm" lineClamp={5} className={classes.summary}>
              {summary}
            </Text>
          )
        )}
        {post.isOwner && (
          <div className={classes.footer}>
            <Button
              component={Link}
              to={postEditPath(post)}
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPencil size={16} aria-hidden />}
              className={classes.edit}
            >
              {t('card.edit')}
              <VisuallyHidden> {title}</VisuallyHidden>
            </Button>
          </div>
        )}
      </div>
    </Paper>
  );
}
