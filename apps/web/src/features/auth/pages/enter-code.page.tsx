import { CODE_TTL_MS } from '@app/domain/limits.ts';
import { userContactSchema } from '@app/domain/users.schemas.ts';
import { Alert, Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, redirect, useLoaderData, useLocation } from 'react-router';
import { DocumentTitle } from '@/components/document-title.tsx';
import type { EnterCodeState } from '../components/login-form.tsx';
import { VerifyCodeForm } from '../components/verify-code-form.tsx';

/**
 * Where a signed-in person who asked for a code to confirm it is them goes back to
 * (`back=/profile`, the passkeys section): a page of this app only, never another site.
 */
const RETURN_PATH = /^\/[a-z][a-z0-9-]*$/;

/** docs/product.md section 2: without both contact and contactType there is nothing to verify. */
export function enterCodeLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = userContactSchema.safeParse({
    contact: params.get('contact') ?? '',
    contactType: params.get('contactType'),
  });
  if (!parsed.success || !parsed.data.contact) throw redirect('/login');
  const back = params.get('back');
  return { contact: parsed.data, signedInPath: back && RETURN_PATH.test(back) ? back : '/urnb' };
}

/** Back on the login page within the resend wait, the person is told the code still works. */
export function AlreadySentNote() {
  const { t } = useTranslation('auth');
  const state = useLocation().state as EnterCodeState | null;
  if (!state?.isAlreadySent) return null;
  return (
    <Alert role="status" color="blue" icon={<IconInfoCircle aria-hidden />}>
      {t('alreadySent')}
    </Alert>
  );
}

export function EnterCodePage() {
  const { t } = useTranslation('auth');
  const { contact, signedInPath } = useLoaderData<typeof enterCodeLoader>();
  const minutes = Math.round(CODE_TTL_MS / 60_000);

  return (
    <Container size={460} px={0}>
      <DocumentTitle title={t('enterCodeTitle')} />
      <Stack gap="lg">
        <Title order={1}>{t('enterCodeTitle')}</Title>
        <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'xl' }} radius="lg">
          <Stack gap="md">
            <AlreadySentNote />
            <Text>
              <Trans
                t={t}
                i18nKey={contact.contactType === 'email' ? 'sentByEmail' : 'sentByText'}
                values={{ contact: contact.contact, minutes }}
                components={{
                  contact: <Text span fw={700} style={{ overflowWrap: 'anywhere' }} />,
                }}
              />
            </Text>
            <VerifyCodeForm contact={contact} signedInPath={signedInPath} />
            <Text size="sm" c="dimmed">
              {/* The texts tag the link <login>, not <link>: Trans reads them as HTML, where
                  <link> is a void element and the words would fall outside the link. */}
              <Trans
                t={t}
                i18nKey="notYou"
                components={{ login: <Anchor component={Link} to="/login" inherit /> }}
              />
            </Text>
            {contact.contactType === 'email' && (
              <Text size="sm" c="dimmed">
                {t('checkSpam')}
              </Text>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
