import { SUBSCRIPTION_REQUIRED_MESSAGE } from '@app/domain/billing.schemas.ts';
import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getErrorMessage, isApiRequestError } from '@/api/client.ts';

/*
 * The access rule's refusal (docs/security.md, promise 29: 402 `subscription_required` on every path
 * that creates a post) says why in the server's words; these add the way to /billing. They
 * live in lib because the forms that create posts belong to several features (posts, daily
 * intention, excitement), which may not import the billing feature.
 */

const SUBSCRIPTION_REQUIRED_CODE = 'subscription_required';
const SUBSCRIPTION_REQUIRED_KEY = `errors:${SUBSCRIPTION_REQUIRED_CODE}` as const;

function isSubscriptionRequired(error: unknown): boolean {
  return (
    isApiRequestError(error) && error.status === 402 && error.code === SUBSCRIPTION_REQUIRED_CODE
  );
}

/**
 * An error message as a form shows it under its Save button, with a link to Billing when the
 * message is the access rule's. Forms keep the message (a string) rather than the error, so
 * the message is what is recognised: it is the domain's constant, word for word.
 */
export function RequestErrorText({ message }: { message: string }) {
  const { t } = useTranslation();
  // In another language the refusal is shown by its code (src/api/client.ts's getErrorMessage).
  const isRefusal =
    message === SUBSCRIPTION_REQUIRED_MESSAGE ||
    (i18next.exists(SUBSCRIPTION_REQUIRED_KEY) && message === i18next.t(SUBSCRIPTION_REQUIRED_KEY));
  if (!isRefusal) return message;
  return (
    <>
      {message}{' '}
      <Anchor component={Link} to="/billing" fw={600} inherit>
        {t('goToBilling')}
      </Anchor>
    </>
  );
}

/**
 * For a mutation whose errors go to a red notification (docs/product.md section 8) rather than into its
 * screen: the same notification as the shared handler, with a link to Billing when the access
 * rule refused. The notifications live outside the router, so the link is a plain one.
 */
export function notifyRequestError(error: unknown): void {
  const refused = isSubscriptionRequired(error);
  // Refusal is an expected answer; anything else is worth a line in the console.
  if (!refused) console.error(error);
  notifications.show({
    color: 'red',
    // The link must stay long enough to be reached, by keyboard too.
    autoClose: refused ? false : undefined,
    title: refused ? i18next.t('cannotWriteNow') : i18next.t('somethingWentWrong'),
    message: refused ? (
      <>
        {getErrorMessage(error)}{' '}
        <Anchor href="/billing" fw={600} inherit>
          {i18next.t('goToBilling')}
        </Anchor>
      </>
    ) : (
      getErrorMessage(error)
    ),
  });
}
