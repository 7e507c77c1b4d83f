import type { PostStep } from '@app/domain/post-types.ts';
import type { Post } from '@app/domain/posts.schemas.ts';
import { List, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconSquare, IconSquareCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useExercise } from '@/lib/exercise-texts.ts';
import { postTypeOf } from '@/lib/post-display.ts';
import { getPostStep, isStepEmpty, stepEditorOf, yearsToManifestLabel } from '@/lib/post-steps.ts';
import classes from './post-detail.module.css';
import { PostTextBlocks } from './post-text-blocks.tsx';

/** One guided step of a post, read-only (docs/product.md, "Post detail"); its heading in the active language. */
export function PostStepSection({ step, post }: { step: PostStep; post: Post }) {
  const { t } = useTranslation('postPages');
  const headingId = useId();
  const { heading } = getPostStep(useExercise(postTypeOf(post).category), step.key);
  const editor = stepEditorOf(step.key);
  const isEmpty = isStepEmpty(editor, post);

  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {heading}
      </Title>
      {isEmpty ? (
        <Text c="dimmed" fs="italic">
          {step.optional ? t('detail.notCompleted') : t('detail.nothingYet')}
        </Text>
      ) : editor.kind === 'text' ? (
        <PostTextBlocks text={post[editor.field]} />
      ) : editor.kind === 'list' ? (
        <List type="ordered" spacing={4} className={classes.wrap}>
          {post[editor.field]
            .filter((item) => item.trim() !== '')
            .map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a stored list of plain strings; the same word may appear twice.
              <List.Item key={index}>{item}</List.Item>
            ))}
        </List>
      ) : editor.kind === 'actionItems' ? (
        <ul className={classes.checklist}>
          {post.actionItems.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: stored items have no id; their order is their identity.
            <ActionItemLine key={index} item={item} />
          ))}
        </ul>
      ) : (
        <Text>{yearsToManifestLabel(post.yearsToManifest, t)}</Text>
      )}
    </section>
  );
}

function ActionItemLine({ item }: { item: Post['actionItems'][number] }) {
  const { t } = useTranslation('postPages');
  return (
    <li className={classes.checklistItem} data-complete={item.complete || undefined}>
      {item.complete ? (
        <IconSquareCheck size={20} aria-hidden className={classes.checkIcon} />
      ) : (
        <IconSquare size={20} aria-hidden className={classes.checkIcon} />
      )}
      <span>
        {item.action}
        <VisuallyHidden>{item.complete ? t('detail.done') : t('detail.notDone')}</VisuallyHidden>
      </span>
    </li>
  );
}
