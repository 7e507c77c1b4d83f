import type { BillingConfig, Subscription } from '@app/domain/billing.schemas.ts';
import {
  formatCents,
  formatYearlyPrice,
  isSubscriptionActive,
  subscriptionAction,
  subscriptionDateLine,
  subscriptionStatusLabel,
} from '@app/domain/billing-rules.ts';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useActivateSubscription } from '../api/activate-subscription.ts';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import classes from './billing.module.css';
import { formatUnixDate, subscriptionBadgeColor, trialLengthDays } from './billing-format.ts';

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
 * the button in the provider's words (spec section 8).
 */
export function SubscriptionPanel({
  userId,
  subscription,
  config,
  hasCard,
}: SubscriptionPanelProps) {
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
  const priceText = formatYearlyPrice(priceCents);
  const charge = chargeText(priceCents);

  function subscribe() {
    setError(null);
    activate.mutate(undefined, {
      onSuccess: () => {
        setDialog(null);
        notifications.show({
          color: 'green',
          message: isOwed
            ? 'Paid: your subscription is active.'
            : chargesNow
              ? 'You are subscribed. Thank you!'
              : 'Auto-renew is on again.',
        });
      },
      onError: (cause) => {
        setDialog(null);
        setError({
          title: isOwed ? 'The payment did not go through' : 'Your subscription did not start',
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
        notifications.show({ message: 'Your subscription is cancelled: auto-renew is off.' });
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
          Subscription
        </Title>

        <dl className={classes.facts}>
          <dt>Status</dt>
          <dd>
            {subscription ? (
              <Badge color={subscriptionBadgeColor(subscription.status)} variant="light" size="lg">
                {subscriptionStatusLabel(subscription.status)}
              </Badge>
            ) : (
              <Badge color="gray" variant="light" size="lg">
                No subscription
              </Badge>
            )}
          </dd>
          <dt>Price</dt>
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
        {!isActive && (
          <Text>
            Without a subscription you can still read, edit and delete everything you wrote, but you
            cannot write new posts. Subscribe to start a new year: {charge} is charged to your
            default card now.
          </Text>
        )}

        <Group>
          {action === 'cancel' ? (
            <Button variant="outline" color="red" onClick={() => setDialog('cancel')}>
              Cancel Subscription
            </Button>
          ) : (
            <Button
              onClick={() => (chargesNow ? setDialog('subscribe') : subscribe())}
              loading={activate.isPending && dialog === null}
            >
              Subscribe
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
            {!hasCard && ' Add a card under Payment methods, then press Subscribe again.'}
          </Alert>
        )}
      </Stack>

      <ConfirmDialog
        opened={dialog === 'cancel'}
        title="Cancel your subscription?"
        body={cancelBody(subscription)}
        confirmLabel="Cancel Subscription"
        cancelLabel="Keep it"
        isDestructive
        isConfirming={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        opened={dialog === 'subscribe'}
        title="Subscribe to Inner Compass?"
        body={`${upperFirst(charge)} is charged to your default card now, and again each year until you cancel.${config.testMode ? ' This is test mode: no real money moves.' : ''}`}
        confirmLabel="Subscribe"
        cancelLabel="Not now"
        isConfirming={activate.isPending}
        onConfirm={subscribe}
        onCancel={() => setDialog(null)}
      />
    </Paper>
  );
}

/** Spec section 4: "Start Date" while trialing, else "Renewal Date"; "End Date" once cancelled. */
function DateFacts({ subscription }: { subscription: Subscription }) {
  if (!isSubscriptionActive(subscription)) {
    // Over: the end of the last period is neither a start nor a renewal.
    const ended = subscription.ended_at ?? subscription.current_period_end;
    return (
      <>
        <dt>Ended</dt>
        <dd>{formatUnixDate(ended)}</dd>
      </>
    );
  }
  const line = subscriptionDateLine(subscription);
  return (
    <>
      <dt>{line.label}</dt>
      <dd>{formatUnixDate(line.date)}</dd>
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
  const date = formatUnixDate(subscription.current_period_end);

  if (subscription.status === 'past_due' || subscription.status === 'incomplete') {
    return (
      <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} title="A payment is owed">
        {subscription.status === 'past_due'
          ? 'Your renewal payment was declined.'
          : 'Your first payment was declined.'}{' '}
        Add a working card and make it the default, then press Pay now ({charge}). Or cancel to give
        up this year.
        <Button display="block" mt="sm" size="sm" color="orange" onClick={onPay} loading={isPaying}>
          Pay now
        </Button>
      </Alert>
    );
  }
  if (!isSubscriptionActive(subscription)) return null;
  const { autoRenew } = subscriptionDateLine(subscription);
  if (autoRenew) {
    return (
      <Text>
        <Text span fw={700} c="orange" inherit>
          {autoRenew}
        </Text>
        . You can write until {date}, then the subscription ends and nothing more is charged.
        Subscribe to turn auto-renew back on.
      </Text>
    );
  }
  if (subscription.status === 'trialing') {
    const days = trialLengthDays(subscription);
    return (
      <Text>
        {days ? `Your ${days}-day free trial` : 'Your free trial'} runs until {date}.{' '}
        {hasCard
          ? `Your default card is charged ${charge} then, and once a year after that.`
          : 'Add a card before then to keep writing afterwards: without one, the subscription ends with the trial.'}
      </Text>
    );
  }
  return null;
}

function cancelBody(subscription: Subscription | null): string {
  if (subscription?.status === 'past_due' || subscription?.status === 'incomplete') {
    return 'The subscription ends now and the payment it is waiting for is dropped. You can still read, edit and delete everything you wrote.';
  }
  const date = subscription
    ? formatUnixDate(subscription.current_period_end)
    : 'the end of this period';
  return `Auto-renew turns off and nothing more is charged. You can keep writing until ${date}; after that you can still read, edit and delete everything you wrote.`;
}

/** "$29.00", or words when the price is unknown (spec section 8 shows "Unknown" beside it). */
function chargeText(priceCents: number | null): string {
  return typeof priceCents === 'number' && Number.isInteger(priceCents) && priceCents >= 0
    ? formatCents(priceCents)
    : 'the yearly price';
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
