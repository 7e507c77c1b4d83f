import { Paper } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import guidedForm from '@/components/guided-form/guided-form.module.css';
import { MoodInput } from '@/components/mood-input.tsx';
import classes from './post-form.module.css';

interface PostMoodBlockProps {
  mood: string;
  onChange: (mood: string) => void;
  inputRef: Ref<HTMLInputElement>;
}

/** Spec "Post form", Mood: the mood field in a block of its own, its label sized as a heading. */
export function PostMoodBlock({ mood, onChange, inputRef }: PostMoodBlockProps) {
  const { t } = useTranslation('postPages');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', xs: 'lg' }} className={guidedForm.block}>
      <MoodInput
        inputRef={inputRef}
        labelProps={{ className: classes.blockLabel }}
        description={t('form.moodDescription')}
        value={mood}
        onChange={onChange}
      />
    </Paper>
  );
}
