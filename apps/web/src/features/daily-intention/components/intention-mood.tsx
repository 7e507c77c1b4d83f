import { MOOD_MAX_LENGTH } from '@app/domain/posts.schemas.ts';
import { Paper, Text } from '@mantine/core';
import { useId } from 'react';
import { composeDailyIntentionMood, DAILY_INTENTION_MOOD_FEELINGS } from '@/lib/daily-intention.ts';
import classes from './daily-intention.module.css';

function quoteList(words: string[]): string {
  const quoted = words.map((word) => `“${word}”`);
  return quoted.length > 1
    ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`
    : quoted.join('');
}

/**
 * The Mood step: not typed but made from the first three feelings of step 2 (spec section 5,
 * "Daily intention save"), shown here as Save will store it, with a word on any feeling the
 * 20-character limit left out.
 */
export function IntentionMood({ feelings }: { feelings: readonly string[] }) {
  const headingId = useId();
  const { mood, leftOut } = composeDailyIntentionMood(feelings);

  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', xs: 'lg' }}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={classes.blockHeading}>
        Mood
      </h2>
      <Text size="sm" c="dimmed" mt={4}>
        Made from the first {DAILY_INTENTION_MOOD_FEELINGS} feelings you imagined in step 2. It
        shows on the post's card.
      </Text>
      {mood ? (
        <p className={classes.mood}>{mood}</p>
      ) : (
        <Text mt="xs" fs="italic">
          Add a feeling in step 2 to set the mood.
        </Text>
      )}
      {leftOut.length > 0 && (
        <Text size="sm" mt={4}>
          {quoteList(leftOut)} {leftOut.length === 1 ? 'is' : 'are'} left out: a mood holds at most{' '}
          {MOOD_MAX_LENGTH} characters.
        </Text>
      )}
    </Paper>
  );
}
