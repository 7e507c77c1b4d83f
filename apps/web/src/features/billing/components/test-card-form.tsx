import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconFlask } from '@tabler/icons-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddPaymentMethod } from '@/api/billing.ts';
import { getErrorMessage } from '@/api/client.ts';
import classes from './billing.module.css';
import { parseCardExpiry } from './billing-format.ts';

interface TestCardFormProps {
  userId: string;
  onDone: () => void;
}

type FieldErrors = Partial<Record<'number' | 'expiry' | 'cvc', string>>;

/** Stripe's documented test numbers (https://docs.stripe.com/testing) the local provider knows. */
const TEST_NUMBERS = [
  { number: '4242 4242 4242 4242', behaviour: 'succeeds' },
  { number: '5555 5555 5555 4444', behaviour: 'succeedsMastercard' },
  { number: '4000 0000 0000 0341', behaviour: 'declinedWhenCharged' },
  { number: '4000 0000 0000 0002', behaviour: 'declined' },
] as const;

/**
 * The local provider's card form (decision 0013): clearly test mode, it takes only Stripe's
 * test numbers, and the server keeps nothing but brand, last four digits and expiry. The
 * provider's message shows under the form and everything typed stays for another try (docs/product.md
 * section 8).
 */
export function TestCardForm({ userId, onDone }: TestCardFormProps) {
  const { t } = useTranslation(['billing', 'common']);
  const addCard = useAddPaymentMethod(userId);
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const errorAlert = useRef<HTMLDivElement>(null);
  const titleId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (addCard.isPending) return;
    setError(null);
    const parsedExpiry = parseCardExpiry(expiry);
    const problems: FieldErrors = {};
    if (!number.trim()) problems.number = t('cardForm.enterNumber');
    if (!parsedExpiry) problems.expiry = t('cardForm.enterExpiry');
    if (!cvc.trim()) problems.cvc = t('cardForm.enterCvc');
    setFieldErrors(problems);
    if (!parsedExpiry || Object.keys(problems).length > 0) return;

    addCard.mutate(
      {
        number: number.trim(),
        exp_month: parsedExpiry.month,
        exp_year: parsedExpiry.year,
        cvc: cvc.trim(),
      },
      {
        onSuccess: (card) => {
          notifications.show({
            color: 'green',
            message: t('cardForm.savedEnding', { last4: card.card.last4 }),
          });
          onDone();
        },
        onError: (cause) => {
          setError(getErrorMessage(cause));
          requestAnimationFrame(() => errorAlert.current?.scrollIntoView({ block: 'nearest' }));
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby={titleId} className={classes.testMode}>
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconFlask size={22} color="var(--mantine-color-orange-text)" aria-hidden />
          <Title order={3} size="h4" id={titleId}>
            {t('cardForm.title')}{' '}
            <Text span c="orange" fw={800} inherit>
              {t('cardForm.testModeTag')}
            </Text>
          </Title>
        </Group>
        <Text size="sm">{t('cardForm.testIntro')}</Text>
        <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {TEST_NUMBERS.map((test) => (
            <Text component="li" size="sm" key={test.number}>
              <span className={classes.testNumber}>{test.number}</span>{' '}
              {t(`cardForm.${test.behaviour}`)}
            </Text>
          ))}
        </ul>

        <TextInput
          label={t('cardForm.number')}
          name="cardnumber"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="4242 4242 4242 4242"
          maxLength={40}
          value={number}
          onChange={(event) => {
            setNumber(event.currentTarget.value);
            setFieldErrors((current) => ({ ...current, number: undefined }));
          }}
          error={fieldErrors.number}
          disabled={addCard.isPending}
          required
        />
        {/* Inputs side by side even when a label wraps on a phone. */}
        <SimpleGrid cols={2} spacing="md" style={{ alignItems: 'end' }}>
          <TextInput
            label={t('cardForm.expiry')}
            name="exp-date"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder={t('cardForm.expiryPlaceholder')}
            maxLength={7}
            value={expiry}
            onChange={(event) => {
              setExpiry(event.currentTarget.value);
              setFieldErrors((current) => ({ ...current, expiry: undefined }));
            }}
            error={fieldErrors.expiry}
            disabled={addCard.isPending}
            required
          />
          <TextInput
            label={t('cardForm.cvc')}
            name="cvc"
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            maxLength={4}
            value={cvc}
            onChange={(event) => {
              setCvc(event.currentTarget.value);
              setFieldErrors((current) => ({ ...current, cvc: undefined }));
            }}
            error={fieldErrors.cvc}
            disabled={addCard.isPending}
            required
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={addCard.isPending}>
            {t('cardForm.save')}
          </Button>
          <Button variant="default" onClick={onDone} disabled={addCard.isPending}>
            {t('common:cancel')}
          </Button>
        </Group>
        {error && (
          <Alert
            ref={errorAlert}
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
