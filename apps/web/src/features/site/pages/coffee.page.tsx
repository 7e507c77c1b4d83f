import { Anchor, Box, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/components/document-title.tsx';
import { PRODUCT_NAME, THANKS_URL } from '@/lib/site-config.ts';

export function CoffeePage() {
  const { t } = useTranslation('site');
  return (
    <Box maw={720}>
      <DocumentTitle title={t('coffee.title')} />
      <Title order={1}>{t('coffee.title')}</Title>
      <Text mt="sm">
        <Trans
          t={t}
          i18nKey="coffee.text"
          values={{ product: PRODUCT_NAME }}
          components={{
            thanks: <Anchor href={THANKS_URL} target="_blank" rel="noopener noreferrer" inherit />,
          }}
        />
      </Text>
    </Box>
  );
}
