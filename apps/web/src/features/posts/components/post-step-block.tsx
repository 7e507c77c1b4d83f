import { YEARS_TO_MANIFEST_OPTIONS } from '@app/domain/post-fields.ts';
import type { PostStep } from '@app/domain/post-types.ts';
import { POST_TEXT_MAX_LENGTH } from '@app/domain/posts.schemas.ts';
import { NativeSelect, Paper, Text, Textarea } from '@mantine/core';
import { useId } from 'react';
import { NumberedListEditor } from '@/components/numbered-list-editor/numbered-list-editor.tsx';
import type { PostFormValues } from '@/lib/post-form-values.ts';
import { isLowerCaseListField, stepEditorOf } from '@/lib/post-steps.ts';
import classes from './post-form.module.css';

const YEARS_OPTIONS = YEARS_TO_MANIFEST_OPTIONS.map((option) => ({
  value: String(option.value),
  label: option.label,
}));

const toLowerCase = (text: string) => text.toLowerCase();

export type SetPostField = <K extends keyof PostFormValues>(
  field: K,
  value: PostFormValues[K],
) => void;

interface PostStepBlockProps {
  step: PostStep;
  values: PostFormValues;
  setField: SetPostField;
  /** Verbose mode: the coaching text under the heading. */
  showHelper: boolean;
}

/** One guided step of the post form: its heading, its coaching and the field it edits. */
export function PostStepBlock({ step, values, setField, showHelper }: PostStepBlockProps) {
  const id = useId();
  const legendId = `${id}-legend`;
  const helperId = `${id}-helper`;
  const editor = stepEditorOf(step.key);
  const describedBy = showHelper ? helperId : undefined;

  return (
    <Paper
      component="fieldset"
      withBorder
      radius="lg"
      p={{ base: 'md', xs: 'lg' }}
      className={classes.block}
      aria-describedby={describedBy}
    >
      <legend id={legendId} className={classes.legend}>
        {step.heading}
        {step.optional && <span className={classes.optional}> (optional)</span>}
      </legend>
      {showHelper && (
        <Text id={helperId} size="sm" c="dimmed" className={classes.helper}>
          {step.helper}
        </Text>
      )}
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
          data={YEARS_OPTIONS}
          value={String(values.yearsToManifest)}
          onChange={(event) => setField('yearsToManifest', Number(event.currentTarget.value))}
        />
      )}
    </Paper>
  );
}
