import { YEARS_TO_MANIFEST_OPTIONS } from '@app/domain/post-fields.ts';
import { POST_TEXT_MAX_LENGTH } from '@app/domain/post-limits.ts';
import type { PostStep } from '@app/domain/post-types.ts';
import { NativeSelect, Textarea } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberedListEditor } from '@/components/numbered-list-editor/numbered-list-editor.tsx';
import type { PostFormValues, SetPostField } from '@/lib/post-form-values.ts';
import { isLowerCaseListField, stepEditorOf, yearsToManifestLabel } from '@/lib/post-steps.ts';
import { GuidedBlock } from './guided-block.tsx';

const toLowerCase = (text: string) => text.toLowerCase();

interface GuidedStepProps {
  step: PostStep;
  values: PostFormValues;
  setField: SetPostField;
  /** Verbose mode: the coaching text under the heading. */
  showHelper: boolean;
}

/**
 * One guided step of a post's form (the post form, the daily intention): its heading, its
 * coaching and the field it edits. The step's texts come translated (useExercise).
 */
export function GuidedStep({ step, values, setField, showHelper }: GuidedStepProps) {
  const { t } = useTranslation('postPages');
  const id = useId();
  const legendId = `${id}-legend`;
  const helperId = `${id}-helper`;
  const editor = stepEditorOf(step.key);
  const describedBy = showHelper ? helperId : undefined;

  return (
    <GuidedBlock
      legend={step.heading}
      legendId={legendId}
      isOptional={step.optional}
      helper={showHelper ? step.helper : undefined}
      helperId={helperId}
    >
      {editor.kind === 'text' && (
        <Textarea
          aria-labelledby={legendId}
          aria-describedby={describedBy}
          placeholder={step.placeholder}
          autosize
          minRows={3}
          maxLength={POST_TEXT_MAX_LENGTH}
          value={values[editor.field]}
          onChange={(event) => setField(editor.field, event.currentTarget.value)}
        />
      )}
      {editor.kind === 'list' && (
        <NumberedListEditor
          placeholder={step.placeholder}
          items={values[editor.field]}
          onChange={(items) => setField(editor.field, items)}
          normalize={isLowerCaseListField(editor.field) ? toLowerCase : undefined}
        />
      )}
      {editor.kind === 'actionItems' && (
        <NumberedListEditor
          mode="checklist"
          placeholder={step.placeholder}
          items={values.actionItems}
          onChange={(items) => setField('actionItems', items)}
        />
      )}
      {editor.kind === 'years' && (
        <NativeSelect
          aria-labelledby={legendId}
          aria-describedby={describedBy}
          data={YEARS_TO_MANIFEST_OPTIONS.map((option) => ({
            value: String(option.value),
            label: yearsToManifestLabel(option.value, t),
          }))}
          value={String(values.yearsToManifest)}
          onChange={(event) => setField('yearsToManifest', Number(event.currentTarget.value))}
        />
      )}
    </GuidedBlock>
  );
}
