import { MOOD_MAX_LENGTH } from '@app/domain/posts.schemas.ts';
import { Paper, Text, TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { isMoodTooLong, moodLength } from '@/lib/post-form-values.ts';
import classes from './post-form.module.css';

interface PostMoodBlockProps {
  mood: string;
  onChange: (mood: string) => void;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * Spec "Post form", Mood; at most 20 characters (spec section 5). The field lets a person
 * type past the limit and says so, rather than silently cutting a pasted word in half.
 */
export function PostMoodBlock({ mood, onChange, inputRef }: PostMoodBlockProps) {
  const length = moodLength(mood);
  const isTooLong = isMoodTooLong(mood);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', xs: 'lg' }} className={classes.block}>
      <TextInput
        ref={inputRef}
        label="Mood"
        labelProps={{ className: classes.blockLabel }}
        description="How you feel right now, in a word or two. It shows on the post's card."
        placeholder="hopeful"
        value={mood}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={
          isTooLong
            ? `Keep the mood to ${MOOD_MAX_LENGTH} characters or fewer: it has ${length}.`
            : undefined
        }
        rightSection={
          <Text size="xs" c={isTooLong ? 'var(--mantine-color-error)' : 'dimmed'} aria-hidden>
            {length}/{MOOD_MAX_LENGTH}
          </Text>
        }
        rightSectionWidth={52}
        autoComplete="off"
      />
    </Paper>
  );
}
