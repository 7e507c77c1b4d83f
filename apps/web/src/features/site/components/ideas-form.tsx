import { IDEA_MAX_LENGTH } from '@app/domain/limits.ts';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/api/client.ts';
import { useSendIdea } from '@/api/site.ts';
import { PRODUCT_NAME } from '@/lib/site-config.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import classes from './ideas-form.module.css';

/*
 * Memoised: it takes no props, and each render of the autosizing field measures it (a forced
 * layout of the whole page), which the footer's re-renders during a page's load repeated.
 */
export const IdeasForm = memo(function IdeasForm() {
  const { t } = useTranslation(['shell', 'common']);
  const sendIdea = useSendIdea();
  const [idea, setIdea] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isBlank = idea.trim() === '';
  // On a prerendered page (decision 0023) the box waits for the app, so nothing typed is lost.
  const hydrated = useHydrated();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBlank || sendIdea.isPending) return;
    setError(null);
    sendIdea.mutate(
      { idea: idea.trim() },
      {
        onSuccess: () => {
          setIdea('');
          notifications.show({ color: 'green', message: t('ideaThanks') });
        },
        onError: (cause) => setError(getErrorMessage(cause)),
      },
    );
  }

  return (
    // A panel of its own, so it never reads as part of the page above (a post's suggestion box).
    <form onSubmit={handleSubmit} noValidate className={classes.ideas}>
      <Stack gap="xs">
        <Textarea
          label={t('shareIdea', { product: PRODUCT_NAME })}
          description={t('ideaFor', { product: PRODUCT_NAME })}
          placeholder={t('ideaPlaceholder', { product: PRODUCT_NAME })}
          name="idea"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={IDEA_MAX_LENGTH}
          value={idea}
          onChange={(event) => {
            setIdea(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          disabled={sendIdea.isPending || !hydrated}
        />
        <Text size="xs" c="dimmed">
          {t('ideaProperty', { product: PRODUCT_NAME })}
        </Text>
        <Button
          type="submit"
          variant="light"
          size="sm"
          disabled={isBlank || sendIdea.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {sendIdea.isPending ? t('common:sending') : t('ideaSend')}
        </Button>
      </Stack>
    </form>
  );
});
