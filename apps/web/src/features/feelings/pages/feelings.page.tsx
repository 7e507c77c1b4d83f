import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClearFeelings, useFeelings } from '@/api/feelings.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DocumentTitle } from '@/components/document-title.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { PageSkeleton } from '@/components/page-skeleton/page-skeleton.tsx';
import { FeelingForm } from '../components/feeling-form.tsx';
import { RecentFeelings } from '../components/recent-feelings.tsx';
import { TrendingFeelings } from '../components/trending-feelings.tsx';

/** /feelings (docs/product.md, "Feelings"): log a word, see the last 10 and the trending top 10, Clear. */
export function FeelingsPage() {
  const { t } = useTranslation('feelings');
  const query = useFeelings();
  const clearFeelings = useClearFeelings();
  const [isConfirmingClear, setIsConfirmingClear] = useState(false);
  const overview = query.data;

  function handleClear() {
    clearFeelings.mutate(undefined, {
      onSuccess: () => {
        setIsConfirmingClear(false);
        notifications.show({ message: t('cleared') });
      },
      // The shared handler shows why; the dialog closes so the page can be used again.
      onError: () => setIsConfirmingClear(false),
    });
  }

  return (
    <Stack gap="lg" maw={880} mx="auto">
      <DocumentTitle title={t('title')} />
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text mt="xs" size="lg">
          {t('intro')}
        </Text>
      </div>

      <Paper withBorder radius="lg" p={{ base: 'md', xs: 'lg' }}>
        <FeelingForm />
      </Paper>

      {!overview ? (
        query.isError ? (
          <LoadError
            title={t('couldNotLoad')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <PageSkeleton variant="list" label={t('loading')} withTitle={false} />
        )
      ) : overview.total === 0 ? (
        <Paper withBorder radius="lg" p={{ base: 'md', xs: 'lg' }}>
          <Title order={2} size="h3">
            {t('nothingYet')}
          </Title>
          <Text mt="xs">{t('nothingYetText')}</Text>
        </Paper>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Paper withBorder radius="lg" p={{ base: 'md', xs: 'lg' }}>
              <RecentFeelings recent={overview.recent} />
            </Paper>
            <Paper withBorder radius="lg" p={{ base: 'md', xs: 'lg' }}>
              <TrendingFeelings
                trending={overview.trending}
                total={overview.total}
                groups={overview.groups}
              />
            </Paper>
          </SimpleGrid>
          <Group>
            <Button
              variant="default"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => setIsConfirmingClear(true)}
            >
              {t('clear')}
            </Button>
          </Group>
        </>
      )}

      <ConfirmDialog
        opened={isConfirmingClear}
        title={t('clearTitle')}
        body={t('clearBody')}
        confirmLabel={t('clearConfirm')}
        isDestructive
        isConfirming={clearFeelings.isPending}
        onConfirm={handleClear}
        onCancel={() => setIsConfirmingClear(false)}
      />
    </Stack>
  );
}
