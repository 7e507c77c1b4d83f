import type { BillingConfig, PaymentMethod } from '@app/domain/billing.schemas.ts';
import { isCardExpired } from '@app/domain/billing-rules.ts';
import { Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCreditCard, IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type PaymentMethods,
  useDeletePaymentMethod,
  useMakeDefaultPaymentMethod,
} from '@/api/billing.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { AddCardForm } from './add-card-form.tsx';
import classes from './billing.module.css';
import { cardBrandLabel, describeCard, formatCardExpiry } from './billing-format.ts';

interface PaymentMethodsPanelProps {
  userId: string;
  paymentMethods: PaymentMethods;
  config: BillingConfig;
}

/** Spec "Billing": the cards with Make Default and Delete, and the form that adds one. */
export function PaymentMethodsPanel({ userId, paymentMethods, config }: PaymentMethodsPanelProps) {
  const { t } = useTranslation('billing');
  const makeDefault = useMakeDefaultPaymentMethod(userId);
  const deleteCard = useDeletePaymentMethod(userId);
  const [isAdding, setIsAdding] = useState(false);
  const [cardToDelete, setCardToDelete] = useState<PaymentMethod | null>(null);
  const cards = paymentMethods.paymentMethods;

  function confirmDelete() {
    if (!cardToDelete) return;
    deleteCard.mutate(cardToDelete.id, {
      onSuccess: () => {
        notifications.show({
          message: t('cards.removed', { card: describeCard(cardToDelete.card, t) }),
        });
        setCardToDelete(null);
      },
      // The shared handler shows why; the dialog closes so the page can be used again.
      onError: () => setCardToDelete(null),
    });
  }

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', xs: 'xl' }}
      component="section"
      aria-labelledby="payment-methods-title"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="payment-methods-title">
          {t('cards.title')}
        </Title>

        {cards.length === 0 ? (
          <Text>{t('cards.none')}</Text>
        ) : (
          <ul className={classes.cards} aria-label={t('cards.list')}>
            {cards.map((card) => {
              const isDefault = card.id === paymentMethods.defaultPaymentMethod;
              const isExpired = isCardExpired(card.card.exp_month, card.card.exp_year, new Date());
              const name = describeCard(card.card, t);
              const isBusy =
                (makeDefault.isPending && makeDefault.variables === card.id) ||
                (deleteCard.isPending && deleteCard.variables === card.id);
              return (
                <li key={card.id} className={classes.card} data-default={isDefault || undefined}>
                  <Group gap="sm" wrap="nowrap" miw={0}>
                    <IconCreditCard size={28} className={classes.cardIcon} aria-hidden />
                    <div>
                      <Group gap="xs">
                        <Text fw={600}>
                          {cardBrandLabel(card.card.brand, t)} <span aria-hidden>•••• </span>
                          <VisuallyHidden>{t('cards.endingIn')} </VisuallyHidden>
                          {card.card.last4}
                        </Text>
                        {isDefault && (
                          <Badge color="spruce" variant="filled" size="sm">
                            {t('cards.default')}
                          </Badge>
                        )}
                        {isExpired && (
                          <Badge color="red" variant="light" size="sm">
                            {t('cards.expired')}
                          </Badge>
                        )}
                      </Group>
                      <Text size="sm" c="dimmed">
                        {t('cards.expires', { expiry: formatCardExpiry(card.card) })}
                      </Text>
                    </div>
                  </Group>
                  <Group gap="xs" className={classes.cardActions}>
                    {!isDefault && (
                      <Button
                        size="sm"
                        variant="default"
                        onClick={() => makeDefault.mutate(card.id)}
                        loading={makeDefault.isPending && makeDefault.variables === card.id}
                        disabled={isBusy}
                      >
                        {t('cards.makeDefault')}
                        <VisuallyHidden>: {name}</VisuallyHidden>
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="subtle"
                      color="red"
                      onClick={() => setCardToDelete(card)}
                      disabled={isBusy}
                    >
                      {t('cards.delete')}
                      <VisuallyHidden>: {name}</VisuallyHidden>
                    </Button>
                  </Group>
                </li>
              );
            })}
          </ul>
        )}

        {isAdding ? (
          <AddCardForm userId={userId} config={config} onDone={() => setIsAdding(false)} />
        ) : (
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setIsAdding(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('cards.add')}
          </Button>
        )}
      </Stack>

      <ConfirmDialog
        opened={cardToDelete !== null}
        title={t('cards.deleteTitle')}
        body={
          cardToDelete
            ? deleteBody(
                cardToDelete,
                cardToDelete.id === paymentMethods.defaultPaymentMethod,
                cards.length,
                t,
              )
            : ''
        }
        confirmLabel={t('cards.deleteConfirm')}
        cancelLabel={t('keepIt')}
        isDestructive
        isConfirming={deleteCard.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setCardToDelete(null)}
      />
    </Paper>
  );
}

function deleteBody(
  card: PaymentMethod,
  isDefault: boolean,
  count: number,
  t: TFunction<'billing'>,
): string {
  const name = describeCard(card.card, t);
  if (!isDefault) return t('cards.deleteBody', { card: name });
  return count > 1
    ? t('cards.deleteDefault', { card: name })
    : t('cards.deleteOnly', { card: name });
}
