import type { PostDetail } from '@app/domain/posts.schemas.ts';
import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/api/session.ts';
import classes from './post-feedback.module.css';
import { SuggestionForm, SuggestionThanks } from './suggestion-form.tsx';
import { SuggestionItem } from './suggestion-item.tsx';

/**
 * The feedback section of a post's page (docs/product.md, "Post detail" and section 6). What the server
 * sends is what this person may see: every suggestion for a moderator, the approved ones for
 * the author, none for anyone else. The page shows:
 * - the author: the approved suggestions;
 * - a moderator on someone else's post: every suggestion with its state, to edit, approve or
 *   reject (never their own suggestion; decision 10);
 * - anyone but the author, on a post shared for feedback and approved: a form for one
 *   suggestion per view, then a thank-you;
 * - anyone but the author and the moderators: that suggestions from others are hidden.
 * A post that was never shared and has no suggestions has no section.
 */
export function PostFeedback({ post }: { post: PostDetail }) {
  const { t } = useTranslation('community', { keyPrefix: 'feedback' });
  const titleId = useId();
  const { data: user } = useCurrentUser();
  const [isSent, setIsSent] = useState(false);
  if (!user) return null;
  if (!post.shareForFeedback && post.feedback.length === 0) return null;

  const isAuthor = post.isOwner;
  const isModerator = user.moderator && !isAuthor;
  const isOpen = post.shareForFeedback && post.approvalStatus === 'approved';
  const canSuggest = !isAuthor && isOpen;
  const showsSuggestions = isAuthor || isModerator;

  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', xs: 'xl' }}
      aria-labelledby={titleId}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {t('title')}
        </Title>

        {isAuthor && <AuthorIntro isOpen={isOpen} hasSuggestions={post.feedback.length > 0} />}
        {isModerator && (
          <Text size="sm" c="dimmed">
            {t('moderatorIntro')}
          </Text>
        )}

        {showsSuggestions && post.feedback.length > 0 && (
          <ul className={classes.list} aria-label={t('list')}>
            {post.feedback.map((item) => (
              <li key={item._id}>
                <SuggestionItem
                  postId={post._id}
                  item={item}
                  showStatus={isModerator}
                  canModerate={isModerator && !item.isOwn}
                />
              </li>
            ))}
          </ul>
        )}
        {isModerator && post.feedback.length === 0 && <Text>{t('noneYet')}</Text>}

        {canSuggest && showsSuggestions && <Divider />}
        {canSuggest &&
          (isSent ? (
            <SuggestionThanks />
          ) : (
            <SuggestionForm postId={post._id} onSent={() => setIsSent(true)} />
          ))}
        {!isAuthor && !isOpen && !isModerator && <Text>{t('closed')}</Text>}

        {!isAuthor && !isModerator && (
          <Text size="sm" c="dimmed" className={classes.hiddenNote}>
            <IconEyeOff size={16} aria-hidden className={classes.noteIcon} />
            {t('hidden')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function AuthorIntro({ isOpen, hasSuggestions }: { isOpen: boolean; hasSuggestions: boolean }) {
  const { t } = useTranslation('community', { keyPrefix: 'feedback' });
  if (hasSuggestions) {
    return (
      <Text size="sm" c="dimmed">
        {t('authorWithSuggestions')}
      </Text>
    );
  }
  return <Text>{isOpen ? t('authorOpen') : t('authorWaiting')}</Text>;
}
