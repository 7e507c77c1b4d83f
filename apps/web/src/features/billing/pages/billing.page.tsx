import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { CenteredLoader } from '@/components/centered-loader.tsx';
import { DocumentTitle } from '@/components/document-title.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useBillingConfig } from '../api/get-billing-config.ts';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { PaymentMethodsPanel } from '../components/payment-methods-panel.tsx';
import { SubscriptionPanel } from '../components/subscription-panel.tsx';

/** /billing (spec "Billing"): the subscription, then the cards it is charged to. */
export function BillingPage() {
  const { data: user } = useCurrentUser();
  // The guarded layout renders pages only once someone is signed in.
  if (!user) return null;
  return <Billing userId={user._id} />;
}

function Billing({ userId }: { userId: string }) {
  const config = useBillingConfig();
  const subscription = useSubscription(userId);
  const paymentMethods = usePaymentMethods(userId);
  const failed = [config, subscription, paymentMethods].find((query) => query.isError);
  const testMode = subscription.data?.testMode ?? config.data?.testMode ?? false;

  return (
    <Stack gap="lg" maw={720}>
      <DocumentTitle title="Billing" />
      <div>
        <Group gap="sm" align="center">
          <Title order={1}>Billing</Title>
          {testMode && (
            <Badge color="orange" variant="light" size="lg">
              Test mode
            </Badge>
          )}
        </Group>
        <Text c="dimmed" mt={4}>
          Your yearly subscription and the cards it is charged to.
          {testMode && ' This is test mode: no real card is charged and no real money moves.'}
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
          title="We could not load your billing"
          error={failed.error}
          onRetry={() => {
            for (const query of [config, subscription, paymentMethods]) {
              if (query.isError) void query.refetch();
            }
          }}
        />
      ) : (
        <CenteredLoader label="Loading your billing" />
      )}
    </Stack>
  );
}
