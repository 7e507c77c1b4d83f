import { MOOD_MAX_LENGTH } from '@app/domain/post-limits.ts';
import { Paper, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { composeDailyIntentionMood, DAILY_INTENTION_MOOD_FEELINGS } from '@/lib/daily-intention.ts';
import { useFormat } from '@/lib/i18n/format.ts';
import classes from './daily-intention.module.css';

/**
 * The Mood step: not typed but made from the first three feelings of step 2 (docs/product.md section 5,
 * "Daily intention save"), shown here as Save will store it, with a word on any feeling the
 * 20-character limit left out.
 */
export function IntentionMood({ feelings }: { feelings: readonly string[] }) {
  const { t } = useTranslation('dailyIntention');
  const { locale } = useFormat();
  const headingId = useId();
  const { mood, leftOut } = composeDailyIntentionMood(feelings);
  // "“calm” and “free”", "«calma» y «libre»".
  const leftOutWords = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    leftOut.map((word) => t('mood.quoted', { word })),
  );

  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', xs: 'lg' }}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={classes.blockHeading}>
        {t('mood.heading')}
      </h2>
      <Text size="sm" c="dimmed" mt={4}>
        {t('mood.madeFrom', { number: DAILY_INTENTION_MOOD_FEELINGS })}
      </Text>
      {mood ? (
        <p className={classes.mood}>{mood}</p>
      ) : (
        <Text mt="xs" fs="italic">
          {t('mood.empty')}
        </Text>
      )}
      {leftOut.length > 0 && (
        <Text size="sm" mt={4}>
          {t('mood.leftOut', { count: leftOut.length, words: leftOutWords, max: MOOD_MAX_LENGTH })}
        </Text>
      )}
    </Paper>
  );
}
