import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBillingConfig, usePaymentMethods, useSubscription } from '@/api/billing.ts';
import { useCurrentUser } from '@/api/session.ts';
import { DocumentTitle } from '@/components/document-title.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { PageSkeleton } from '@/components/page-skeleton/page-skeleton.tsx';
import { PaymentMethodsPanel } from '../components/payment-methods-panel.tsx';
import { SubscriptionPanel } from '../components/subscription-panel.tsx';

/** /billing (docs/product.md, "Billing"): the subscription, then the cards it is charged to. */
export function BillingPage() {
  const { data: user } = useCurrentUser();
  // The guarded layout renders pages only once someone is signed in.
  if (!user) return null;
  return <Billing userId={user._id} />;
}

function Billing({ userId }: { userId: string }) {
  const { t } = useTranslation(['billing', 'shell']);
  const config = useBillingConfig();
  const subscription = useSubscription(userId);
  const paymentMethods = usePaymentMethods(userId);
  const failed = [config, subscription, paymentMethods].find((query) => query.isError);
  const testMode = subscription.data?.testMode ?? config.data?.testMode ?? false;

  return (
    <Stack gap="lg" maw={720}>
      <DocumentTitle title={t('shell:billing')} />
      <div>
        <Group gap="sm" align="center">
          <Title order={1}>{t('shell:billing')}</Title>
          {testMode && (
            <Badge color="orange" variant="light" size="lg">
              {t('testMode')}
            </Badge>
          )}
        </Group>
        <Text c="dimmed" mt={4}>
          {t('page.intro')}
          {testMode && ` ${t('page.testModeIntro')}`}
        </Text>
      </div>

      {config.data && subscription.data && paymentMethods.data ? (
        <>
          <SubscriptionPanel
            userId={userId}
            subscription={subscription.data.data}
            config={config.data}
            hasCard={paymentMethods.data.paymentMethods.length > 0}
          />
          <PaymentMethodsPanel
            userId={userId}
            paymentMethods={paymentMethods.data}
            config={config.data}
          />
        </>
      ) : failed ? (
        <LoadError
          title={t('page.couldNotLoad')}
          error={failed.error}
          onRetry={() => {
            for (const query of [config, subscription, paymentMethods]) {
              if (query.isError) void query.refetch();
            }
          }}
        />
      ) : (
        <PageSkeleton variant="detail" label={t('page.loading')} withTitle={false} />
      )}
    </Stack>
  );
}
