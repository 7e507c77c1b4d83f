import { POST_CATEGORIES, POST_TYPES, type PostCategory } from '@app/domain/post-types.ts';
import { POST_TITLE_MAX_LENGTH } from '@app/domain/posts.schemas.ts';
import { toTitleCase } from '@app/domain/title-case.ts';
import { ActionIcon, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconLetterCase } from '@tabler/icons-react';
import { GuidedBlock } from '@/components/guided-form/guided-block.tsx';
import { ImageInput, type ImageInputValue } from '@/components/image-input/image-input.tsx';
import type { PostFormValues, PostImageSize, SetPostField } from '@/lib/post-form-values.ts';

/*
 * The category selector offers the guided exercises only. Focus categories (daily intention,
 * excitement, identity) have flows of their own and no selector: a post moved into one
 * would lose the selector and could never be moved back.
 */
const CATEGORY_OPTIONS = POST_CATEGORIES.filter((category) => !POST_TYPES[category].focus)
  .map((category) => ({ value: category, label: POST_TYPES[category].label }))
  .sort((a, b) => a.label.localeCompare(b.label));

function isSelectableCategory(value: string): value is PostCategory {
  return CATEGORY_OPTIONS.some((option) => option.value === value);
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
  const type = POST_TYPES[values.category];

  return (
    <GuidedBlock legend="The basics">
      <Stack gap="md">
        {!type.focus && (
          <>
            <NativeSelect
              label="Category"
              data={CATEGORY_OPTIONS}
              value={values.category}
              onChange={(event) => {
                const category = event.currentTarget.value;
                if (isSelectableCategory(category)) setField('category', category);
              }}
            />
            <TextInput
              label={type.titleField}
              description={
                type.defaultTitle ? `Left empty, it is called “${type.defaultTitle}”.` : undefined
              }
              placeholder={type.titlePlaceholder}
              maxLength={POST_TITLE_MAX_LENGTH}
              value={values.title}
              onChange={(event) => setField('title', event.currentTarget.value)}
              rightSection={
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  aria-label="Title case"
                  title="Title case: capitalise the main words"
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
          label="Image"
          description="Optional: a picture that goes with this post. Only you see it, unless you share the post."
          value={values.image}
          valueSize={imageSize}
          onChange={onImageChange}
          onUploadingChange={onUploadingChange}
        />
      </Stack>
    </GuidedBlock>
  );
}
