import type { BillingConfig } from '@app/domain/billing.schemas.ts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '@/components/page-skeleton/page-skeleton.tsx';
import { TestCardForm } from './test-card-form.tsx';

/*
 * Stripe.js and the Payment Element arrive only when Stripe takes the cards: with the local
 * provider the page never loads js.stripe.com (the CSP would refuse it anyway).
 */
const StripeCardForm = lazy(async () => ({
  default: (await import('./stripe-card-form.tsx')).StripeCardForm,
}));

interface AddCardFormProps {
  userId: string;
  config: BillingConfig;
  /** The card is saved, or the person changed their mind. */
  onDone: () => void;
}

/** Spec "Billing": Stripe's Payment Element with Stripe; the test-mode card form otherwise. */
export function AddCardForm({ userId, config, onDone }: AddCardFormProps) {
  const { t } = useTranslation('billing');
  if (config.provider === 'stripe' && config.publishableKey) {
    return (
      <Suspense
        fallback={<PageSkeleton variant="form" label={t('cardForm.loading')} withTitle={false} />}
      >
        <StripeCardForm
          userId={userId}
          publishableKey={config.publishableKey}
          testMode={config.testMode}
          onDone={onDone}
        />
      </Suspense>
    );
  }
  return <TestCardForm userId={userId} onDone={onDone} />;
}
