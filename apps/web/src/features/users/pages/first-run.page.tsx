import type { User } from '@app/domain/users.schemas.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '@/api/session.ts';
import { DocumentTitle } from '@/components/document-title.tsx';
import { PRODUCT_NAME } from '@/lib/site-config.ts';
import { FirstRunForm } from '../components/first-run-form.tsx';

/** Where the person was headed when the signed-in layout sent them here, if it was in the app. */
function leaveToOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : '/urnb';
}

/** /welcome: the first run, for a person who has neither finished nor skipped it. */
export function FirstRunPage() {
  const { data: user } = useCurrentUser();
  // The guarded layout renders pages only once someone is signed in.
  if (!user) return null;
  return <FirstRun user={user} />;
}

function FirstRun({ user }: { user: User }) {
  const { t } = useTranslation('firstRun');
  const location = useLocation();
  const navigate = useNavigate();
  const leaveTo = leaveToOf(location.state);
  // Decided when the page opens: finishing marks it done, and its welcome still shows after.
  const [pending] = useState(!user.firstRunDone);
  if (!pending) return <Navigate to={leaveTo} replace />;
  return (
    <>
      <DocumentTitle title={t('title', { product: PRODUCT_NAME })} />
      <FirstRunForm
        user={user}
        leaveTo={leaveTo}
        onLeave={(to) => void navigate(to, { replace: true })}
      />
    </>
  );
}
