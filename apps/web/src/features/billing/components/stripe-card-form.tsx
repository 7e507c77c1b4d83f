import { isLanguage } from '@app/domain/languages.ts';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
// The pure entry loads Stripe.js only when loadStripe is called, not on import.
import { loadStripe } from '@stripe/stripe-js/pure';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBilling, useSetupSecret } from '@/api/billing.ts';
import { LoadError } from '@/components/load-error.tsx';
import { PageSkeleton } from '@/components/page-skeleton/page-skeleton.tsx';

/** One Stripe.js instance per key for the life of the page, as Stripe asks. */
const stripeByKey = new Map<string, Promise<Stripe | null>>();

function getStripe(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

/**
 * Stripe's webhook makes a customer's first card the default a moment after it is attached:
 * the list is read again now and once more a little later to show the Default badge.
 */
const DEFAULT_CARD_SETTLE_MS = 3000;

interface StripeCardFormProps {
  userId: string;
  publishableKey: string;
  testMode: boolean;
  onDone: () => void;
}

/**
 * Spec "Billing" and section 7: Stripe's Payment Element against a SetupIntent, confirmed with
 * no redirect unless the card needs one. The card goes from the browser to Stripe, never
 * through this app. Stripe's message shows under the form (docs/product.md section 8).
 */
export function StripeCardForm({ userId, publishableKey, testMode, onDone }: StripeCardFormProps) {
  const { t, i18n } = useTranslation('billing');
  const secret = useSetupSecret(userId);
  // Stripe writes the element's labels and its refusals in the page's language.
  const locale = isLanguage(i18n.language) ? i18n.language : 'auto';

  if (!secret.data) {
    return secret.isError ? (
      <LoadError
        title={t('cardForm.couldNotOpen')}
        error={secret.error}
        onRetry={() => void secret.refetch()}
      />
    ) : (
      <PageSkeleton variant="form" label={t('cardForm.loading')} withTitle={false} />
    );
  }
  return (
    // Keyed by the secret: a SetupIntent is used once, and the next card needs a fresh element.
    <Elements
      key={secret.data}
      stripe={getStripe(publishableKey)}
      options={{ clientSecret: secret.data, appearance: { theme: 'stripe' }, locale }}
    >
      <PaymentForm userId={userId} testMode={testMode} onDone={onDone} />
    </Elements>
  );
}

function PaymentForm({ userId, testMode, onDone }: Omit<StripeCardFormProps, 'publishableKey'>) {
  const { t } = useTranslation(['billing', 'common']);
  const stripe = useStripe();
  const elements = useElements();
  const queryClient = useQueryClient();
  const [isReady, setIsReady] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || isSaving) return;
    setIsSaving(true);
    setError(null);
    try {
      const result = await stripe.confirmSetup({
        elements,
        redirect: 'if_required',
        // Only a card that insists on a redirect comes back here; the page then lists it.
        confirmParams: { return_url: `${window.location.origin}/billing` },
      });
      if (result.error) {
        // Stripe's own words for the person ("Your card was declined."), in the Elements locale.
        setError(result.error.message ?? t('cardForm.notSavedTryAgain'));
        return;
      }
      notifications.show({ color: 'green', message: t('cardForm.saved') });
      await refreshBilling(queryClient, userId);
      setTimeout(() => void refreshBilling(queryClient, userId), DEFAULT_CARD_SETTLE_MS);
      onDone();
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} aria-labelledby={titleId}>
      <Stack gap="md">
        <Group gap="xs">
          <Title order={3} size="h4" id={titleId}>
            {t('cardForm.title')}
          </Title>
          {testMode && (
            <Badge color="orange" variant="light">
              {t('testMode')}
            </Badge>
          )}
        </Group>
        {testMode && <Text size="sm">{t('cardForm.stripeTestMode')}</Text>}
        <PaymentElement onReady={() => setIsReady(true)} />
        <Group gap="sm">
          <Button type="submit" loading={isSaving} disabled={!stripe || !isReady}>
            {t('cardForm.save')}
          </Button>
          <Button variant="default" onClick={onDone} disabled={isSaving}>
            {t('common:cancel')}
          </Button>
        </Group>
        {error && (
          <Alert
            color="red"
            icon={<IconAlertCircle aria-hidden />}
            title={t('cardForm.notSaved')}
            role="alert"
          >
            {error}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
