import {
  SUGGESTION_MAX_LENGTH,
  submitFeedbackRequestSchema,
} from '@app/domain/community.schemas.ts';
import { Button, Group, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/api/client.ts';
import { useSubmitFeedback } from '@/api/community.ts';
import { useFormat } from '@/lib/i18n/format.ts';
import { CountedTextarea } from './counted-textarea.tsx';

interface SuggestionFormProps {
  postId: string;
  /** Called once the suggestion is with the moderators: the form gives way to a thank-you. */
  onSent: () => void;
}

/**
 * Spec "Post detail": a non-author's suggestion on a post shared for feedback. Required and at
 * most 250 characters (docs/product.md section 5), checked by the domain's own schema before it is sent.
 */
export function SuggestionForm({ postId, onSent }: SuggestionFormProps) {
  const { t } = useTranslation(['community', 'common']);
  const format = useFormat();
  const max = format.number(SUGGESTION_MAX_LENGTH);
  const submitFeedback = useSubmitFeedback();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const isSending = submitFeedback.isPending;

  // After a refusal the cursor goes back to the field once it is enabled again: the refusal
  // arrives while the request still counts as sending, and a disabled field takes no focus.
  useEffect(() => {
    if (error !== null && !isSending) field.current?.focus();
  }, [error, isSending]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    const parsed = submitFeedbackRequestSchema.safeParse({ feedback: text });
    if (!parsed.success) {
      // The schema's own words are English: its refusal is empty or too long.
      setError(
        parsed.error.issues[0]?.code === 'too_big'
          ? t('suggestion.atMost', { max })
          : t('suggestion.writeFirst'),
      );
      field.current?.focus();
      return;
    }
    setError(null);
    submitFeedback.mutate(
      { postId, body: parsed.data },
      {
        onSuccess: onSent,
        onError: (cause) => setError(getErrorMessage(cause)),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <CountedTextarea
        textareaRef={field}
        label={t('suggestion.label')}
        description={t('suggestion.description', { max })}
        placeholder={t('suggestion.placeholder')}
        required
        autosize
        minRows={3}
        maxRows={8}
        maxLength={SUGGESTION_MAX_LENGTH}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        error={error}
        disabled={isSending}
      />
      <Group mt="sm">
        <Button type="submit" leftSection={<IconSend size={18} aria-hidden />} disabled={isSending}>
          {isSending ? t('common:sending') : t('suggestion.send')}
        </Button>
      </Group>
    </form>
  );
}

/** Shown in the form's place after a suggestion is sent: one suggestion per view (docs/product.md section 6). */
export function SuggestionThanks() {
  const { t } = useTranslation('community');
  return (
    <Text role="status" fw={500}>
      {t('suggestion.thanks')}
    </Text>
  );
}
