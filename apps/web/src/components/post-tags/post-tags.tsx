import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './post-tags.module.css';

/**
 * A post's tags as a labelled list of small badges (the post card and the post page). Long
 * tags wrap inside their badge rather than widening the page.
 */
export function PostTags({ tags, size = 'sm' }: { tags: readonly string[]; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('posts');
  if (tags.length === 0) return null;
  return (
    <ul className={classes.tags} aria-label={t('card.tags')}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="outline" color="gray" size={size} tt="none" className={classes.tag}>
            {tag}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
