import type { Subscription } from '@app/domain/billing.schemas.ts';
import { addDays, hasAccess } from '@app/domain/billing-rules.ts';
import type { User } from '@app/domain/users.schemas.ts';
import { Alert, Anchor } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBillingConfig, useSubscription } from '@/api/billing.ts';
import { useCurrentUser } from '@/api/session.ts';

/**
 * Whether the access rule (docs/security.md, promise 29) lets the person write new posts, as far as
 * the web can tell: a running subscription, or, before billing has met them, the trial from
 * sign-up. The challenge's free year is the server's to judge (the web does not know when the
 * person joined), so a participant is never warned here; a refusal would still say why.
 */
function canWriteNewPosts(
  subscription: Subscription | null,
  user: Pick<User, 'created' | 'happyChallenge'>,
  trialDays: number,
  now: Date,
): boolean {
  if (user.happyChallenge) return true;
  const impliedTrialEnd = subscription ? null : addDays(new Date(user.created), trialDays);
  return hasAccess(subscription, impliedTrialEnd, now);
}

/**
 * Said up front on the dashboard and the pages that create posts, so nobody writes a whole
 * post before learning it cannot be saved: reading, editing and deleting stay open.
 */
export function WritingAccessNotice() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return <Notice user={user} />;
}

function Notice({ user }: { user: User }) {
  const config = useBillingConfig();
  const subscription = useSubscription(user._id);
  // Nothing to say until both answers are in; a failed read is billing's page to report.
  if (!config.data || !subscription.data) return null;
  if (canWriteNewPosts(subscription.data.data, user, config.data.trialDays, new Date())) {
    return null;
  }
  return <SubscriptionRequiredAlert />;
}

/** Apart, so the billing texts are fetched only for someone who sees the notice. */
function SubscriptionRequiredAlert() {
  const { t } = useTranslation('billing');
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconLock aria-hidden />}
      title={t('notice.title')}
      mb="lg"
    >
      {t('notice.text')}{' '}
      <Anchor component={Link} to="/billing" fw={600}>
        {t('notice.link')}
      </Anchor>
    </Alert>
  );
}
