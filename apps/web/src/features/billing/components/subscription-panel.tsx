import type { BillingConfig, Subscription } from '@app/domain/billing.schemas.ts';
import {
  isSubscriptionActive,
  subscriptionAction,
  subscriptionDateLine,
} from '@app/domain/billing-rules.ts';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useActivateSubscription, useCancelSubscription } from '@/api/billing.ts';
import { getErrorMessage } from '@/api/client.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import classes from './billing.module.css';
import {
  dateLineLabel,
  isKnownPrice,
  subscriptionBadgeColor,
  subscriptionStatusLabel,
  trialLengthDays,
  useBillingFormat,
} from './billing-format.ts';

interface SubscriptionPanelProps {
  userId: string;
  subscription: Subscription | null;
  config: BillingConfig;
  /** Whether the person has a card to charge; Subscribe says what it needs without one. */
  hasCard: boolean;
}

/**
 * Spec "Billing" and section 4 "Subscription": status, price, the date that matters, and
 * Cancel while it renews, Subscribe otherwise. A card the provider declines is shown under
 * the button in the provider's words (docs/product.md section 8).
 */
export function SubscriptionPanel({
  userId,
  subscription,
  config,
  hasCard,
}: SubscriptionPanelProps) {
  const { t } = useTranslation('billing');
  const format = useBillingFormat();
  const activate = useActivateSubscription(userId);
  const cancel = useCancelSubscription(userId);
  const [dialog, setDialog] = useState<'cancel' | 'subscribe' | null>(null);
  const [error, setError] = useState<{ title: string; message: string } | null>(null);

  const action = subscriptionAction(subscription);
  const isActive = isSubscriptionActive(subscription);
  // Subscribing charges at once unless it only turns auto-renew back on.
  const chargesNow = !isActive;
  const isOwed = subscription?.status === 'past_due' || subscription?.status === 'incomplete';
  // Once it renews again (a working card paid what was owed) an earlier refusal is history.
  const isRenewing =
    (subscription?.status === 'active' || subscription?.status === 'trialing') &&
    !subscription.cancel_at_period_end;
  // With no subscription yet, Subscribe starts one at the configured price.
  const priceCents = subscription
    ? (subscription.items.data[0]?.price.unit_amount ?? null)
    : config.priceCents;
  const price = isKnownPrice(priceCents) ? format.money(priceCents) : null;
  // docs/product.md section 8: "Unknown" beside the price when the provider did not say it.
  const priceText = price ? t('subscription.perYear', { price }) : t('unknown');
  const charge = price ?? t('subscription.theYearlyPrice');

  function subscribe() {
    setError(null);
    activate.mutate(undefined, {
      onSuccess: () => {
        setDialog(null);
        notifications.show({
          color: 'green',
          message: isOwed
            ? t('subscription.paid')
            : chargesNow
              ? t('subscription.subscribed')
              : t('subscription.autoRenewOn'),
        });
      },
      onError: (cause) => {
        setDialog(null);
        setError({
          title: isOwed ? t('subscription.paymentFailed') : t('subscription.notStarted'),
          message: getErrorMessage(cause),
        });
      },
    });
  }

  function confirmCancel() {
    setError(null);
    cancel.mutate(undefined, {
      onSuccess: () => {
        setDialog(null);
        notifications.show({ message: t('subscription.cancelled') });
      },
      // The shared handler shows why; the dialog closes so the page can be used again.
      onError: () => setDialog(null),
    });
  }

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', xs: 'xl' }}
      component="section"
      aria-labelledby="subscription-title"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="subscription-title">
          {t('subscription.title')}
        </Title>

        <dl className={classes.facts}>
          <dt>{t('subscription.status')}</dt>
          <dd>
            {subscription ? (
              <Badge color={subscriptionBadgeColor(subscription.status)} variant="light" size="lg">
                {subscriptionStatusLabel(subscription.status, t)}
              </Badge>
            ) : (
              <Badge color="gray" variant="light" size="lg">
                {t('subscription.noSubscription')}
              </Badge>
            )}
          </dd>
          <dt>{t('subscription.price')}</dt>
          <dd>{priceText}</dd>
          {subscription && <DateFacts subscription={subscription} />}
        </dl>

        {subscription && (
          <SubscriptionNote
            subscription={subscription}
            hasCard={hasCard}
            charge={charge}
            onPay={subscribe}
            isPaying={activate.isPending}
          />
        )}
        {!isActive && <Text>{t('subscription.withoutSubscription', { charge })}</Text>}

        <Group>
          {action === 'cancel' ? (
            <Button variant="outline" color="red" onClick={() => setDialog('cancel')}>
              {t('subscription.cancel')}
            </Button>
          ) : (
            <Button
              onClick={() => (chargesNow ? setDialog('subscribe') : subscribe())}
              loading={activate.isPending && dialog === null}
            >
              {t('subscription.subscribe')}
            </Button>
          )}
        </Group>

        {error && !isRenewing && (
          <Alert
            color="red"
            icon={<IconAlertCircle aria-hidden />}
            title={error.title}
            role="alert"
          >
            {error.message}
            {!hasCard && ` ${t('subscription.addCardFirst')}`}
          </Alert>
        )}
      </Stack>

      <ConfirmDialog
        opened={dialog === 'cancel'}
        title={t('subscription.cancelTitle')}
        body={cancelBody(subscription, t, format.date)}
        confirmLabel={t('subscription.cancel')}
        cancelLabel={t('keepIt')}
        isDestructive
        isConfirming={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        opened={dialog === 'subscribe'}
        title={t('subscription.subscribeTitle')}
        body={[
          price
            ? t('subscription.subscribeBody', { price })
            : t('subscription.subscribeBodyNoPrice'),
          config.testMode ? t('subscription.testModeNote') : '',
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={t('subscription.subscribe')}
        cancelLabel={t('subscription.notNow')}
        isConfirming={activate.isPending}
        onConfirm={subscribe}
        onCancel={() => setDialog(null)}
      />
    </Paper>
  );
}

/** docs/product.md section 4: "Start Date" while trialing, else "Renewal Date"; "End Date" once cancelled. */
function DateFacts({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('billing');
  const format = useBillingFormat();
  if (!isSubscriptionActive(subscription)) {
    // Over: the end of the last period is neither a start nor a renewal.
    const ended = subscription.ended_at ?? subscription.current_period_end;
    return (
      <>
        <dt>{t('subscription.ended')}</dt>
        <dd>{format.date(ended)}</dd>
      </>
    );
  }
  const line = subscriptionDateLine(subscription);
  return (
    <>
      <dt>{dateLineLabel(line, t)}</dt>
      <dd>{format.date(line.date)}</dd>
    </>
  );
}

interface SubscriptionNoteProps {
  subscription: Subscription;
  hasCard: boolean;
  charge: string;
  /** Pays what a declined payment left open, with the default card (activateSubscription). */
  onPay: () => void;
  isPaying: boolean;
}

function SubscriptionNote({
  subscription,
  hasCard,
  charge,
  onPay,
  isPaying,
}: SubscriptionNoteProps) {
  const { t } = useTranslation('billing');
  const format = useBillingFormat();
  const date = format.date(subscription.current_period_end);

  if (subscription.status === 'past_due' || subscription.status === 'incomplete') {
    return (
      <Alert
        color="orange"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('subscription.owedTitle')}
      >
        {subscription.status === 'past_due'
          ? t('subscription.renewalDeclined')
          : t('subscription.firstDeclined')}{' '}
        {t('subscription.owedHelp', { charge })}
        <Button display="block" mt="sm" size="sm" color="orange" onClick={onPay} loading={isPaying}>
          {t('subscription.payNow')}
        </Button>
      </Alert>
    );
  }
  if (!isSubscriptionActive(subscription)) return null;
  const { autoRenew } = subscriptionDateLine(subscription);
  if (autoRenew) {
    return (
      <Text>
        <Trans
          t={t}
          i18nKey="subscription.autoRenewOff"
          values={{ date }}
          components={{ bold: <Text span fw={700} c="orange" inherit /> }}
        />
      </Text>
    );
  }
  if (subscription.status === 'trialing') {
    const days = trialLengthDays(subscription);
    return (
      <Text>
        {days
          ? t('subscription.trialDays', { count: days, date })
          : t('subscription.trial', { date })}{' '}
        {hasCard ? t('subscription.trialCharge', { charge }) : t('subscription.trialNoCard')}
      </Text>
    );
  }
  return null;
}

function cancelBody(
  subscription: Subscription | null,
  t: TFunction<'billing'>,
  formatDate: (seconds: number) => string,
): string {
  if (subscription?.status === 'past_due' || subscription?.status === 'incomplete') {
    return t('subscription.cancelOwed');
  }
  const date = subscription
    ? formatDate(subscription.current_period_end)
    : t('subscription.endOfPeriod');
  return t('subscription.cancelBody', { date });
}
