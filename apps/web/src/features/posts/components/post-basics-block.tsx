import { POST_TITLE_MAX_LENGTH } from '@app/domain/post-limits.ts';
import { POST_CATEGORIES, POST_TYPES, type PostCategory } from '@app/domain/post-types.ts';
import { toTitleCase } from '@app/domain/title-case.ts';
import { ActionIcon, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconLetterCase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GuidedBlock } from '@/components/guided-form/guided-block.tsx';
import guidedClasses from '@/components/guided-form/guided-form.module.css';
import { ImageInput, type ImageInputValue } from '@/components/image-input/image-input.tsx';
import { useExercise } from '@/lib/exercise-texts.ts';
import type { PostFormValues, PostImageSize, SetPostField } from '@/lib/post-form-values.ts';
import { useSealingJournal } from '@/lib/seal/use-sealing-journal.ts';

/*
 * The category selector offers the guided exercises only. Focus categories (daily intention,
 * excitement, identity) have flows of their own and no selector: a post moved into one
 * would lose the selector and could never be moved back.
 */
const SELECTABLE_CATEGORIES = POST_CATEGORIES.filter((category) => !POST_TYPES[category].focus);

function isSelectableCategory(value: string): value is PostCategory {
  return SELECTABLE_CATEGORIES.some((category) => category === value);
}

interface PostBasicsBlockProps {
  values: PostFormValues;
  setField: SetPostField;
  imageSize: PostImageSize | null;
  onImageChange: (image: ImageInputValue | null) => void;
  onUploadingChange: (isUploading: boolean) => void;
}

/** Spec "Post form": the image, and for non-focus categories the category and the title. */
export function PostBasicsBlock({
  values,
  setField,
  imageSize,
  onImageChange,
  onUploadingChange,
}: PostBasicsBlockProps) {
  const { t, i18n } = useTranslation(['postPages', 'posts', 'categories']);
  const type = useExercise(values.category);
  const sealingJournal = useSealingJournal();
  // The names in the active language, in that language's alphabetical order, each with what
  // the exercise is for and about how long it takes.
  const categoryOptions = SELECTABLE_CATEGORIES.map((category) => ({
    value: category,
    name: t(`categories:label.${category}`),
    label: `${t(`categories:label.${category}`)} — ${t(`categories:purpose.${category}`)} (${t(
      'categories:duration',
      { count: POST_TYPES[category].minutes },
    )})`,
  }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language))
    .map(({ value, label }) => ({ value, label }));

  return (
    <GuidedBlock legend={t('form.basics')} isLegendHiddenOnPhone>
      <Stack gap="md">
        {!type.focus && (
          <>
            <NativeSelect
              label={t('posts:category')}
              data={categoryOptions}
              value={values.category}
              onChange={(event) => {
                const category = event.currentTarget.value;
                if (isSelectableCategory(category)) setField('category', category);
              }}
            />
            <TextInput
              label={type.titleField}
              description={
                type.defaultTitle ? t('form.defaultTitle', { title: type.defaultTitle }) : undefined
              }
              // On a phone for screen readers only: the first writing box stays on the first screen.
              classNames={{ description: guidedClasses.phoneHidden }}
              placeholder={type.titlePlaceholder}
              maxLength={POST_TITLE_MAX_LENGTH}
              value={values.title}
              onChange={(event) => setField('title', event.currentTarget.value)}
              rightSection={
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  aria-label={t('form.titleCase')}
                  title={t('form.titleCaseHint')}
                  onClick={() => setField('title', toTitleCase(values.title))}
                  disabled={values.title.trim() === ''}
                >
                  <IconLetterCase size={20} aria-hidden />
                </ActionIcon>
              }
              rightSectionWidth={44}
            />
          </>
        )}
        <ImageInput
          label={t('form.image')}
          description={t('form.imageDescription')}
          value={values.image}
          valueSize={imageSize}
          onChange={onImageChange}
          onUploadingChange={onUploadingChange}
          sealWith={sealingJournal}
        />
      </Stack>
    </GuidedBlock>
  );
}
