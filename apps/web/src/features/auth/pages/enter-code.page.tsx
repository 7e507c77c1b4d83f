import { CODE_TTL_MS } from '@app/domain/limits.ts';
import { userContactSchema } from '@app/domain/users.schemas.ts';
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { DocumentTitle } from '@/components/document-title.tsx';
import { VerifyCodeForm } from '../components/verify-code-form.tsx';

/** Spec section 2: without both contact and contactType there is nothing to verify. */
export function enterCodeLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = userContactSchema.safeParse({
    contact: params.get('contact') ?? '',
    contactType: params.get('contactType'),
  });
  if (!parsed.success || !parsed.data.contact) throw redirect('/login');
  return parsed.data;
}

export function EnterCodePage() {
  const contact = useLoaderData<typeof enterCodeLoader>();
  const minutes = Math.round(CODE_TTL_MS / 60_000);

  return (
    <Container size={460} px={0}>
      <DocumentTitle title="Enter your code" />
      <Stack gap="lg">
        <Title order={1}>Enter your code</Title>
        <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'xl' }} radius="lg">
          <Stack gap="md">
            <Text>
              We sent a 6-digit code {contact.contactType === 'email' ? 'by e-mail' : 'by text'} to{' '}
              <Text span fw={700} style={{ overflowWrap: 'anywhere' }}>
                {contact.contact}
              </Text>
              . It works for {minutes} minutes.
            </Text>
            <VerifyCodeForm contact={contact} />
            <Text size="sm" c="dimmed">
              Not you or wrong address?{' '}
              <Anchor component={Link} to="/login" inherit>
                click here
              </Anchor>{' '}
              to use a different contact.
            </Text>
            {contact.contactType === 'email' && (
              <Text size="sm" c="dimmed">
                No e-mail after a minute? Look in your spam folder, then press Resend.
              </Text>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
