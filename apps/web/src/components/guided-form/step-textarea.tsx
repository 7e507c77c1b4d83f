import { POST_TEXT_MAX_LENGTH } from '@app/domain/post-limits.ts';
import type { PostStep } from '@app/domain/post-types.ts';
import { Textarea } from '@mantine/core';

interface StepTextareaProps {
  step: PostStep;
  minRows: number;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A step of an exercise as a plain labelled field, for screens with a layout of their own
 * (identity, excitement results): its heading is the label, its coaching the description.
 * The step's texts come translated (useExercise).
 */
export function StepTextarea({ step, minRows, value, onChange }: StepTextareaProps) {
  return (
    <Textarea
      label={step.heading}
      description={step.helper}
      placeholder={step.placeholder}
      autosize
      minRows={minRows}
      maxLength={POST_TEXT_MAX_LENGTH}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
