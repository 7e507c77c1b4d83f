import { POST_TYPES } from '@app/domain/post-types.ts';
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CenteredLoader } from '@/components/centered-loader.tsx';
import { DocumentTitle } from '@/components/document-title.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { identityRecordQueryOptions } from '@/lib/identity.ts';
import { IdentityForm } from '../components/identity-form.tsx';

/** /identity (spec "Identity"): the person's single identity record, created on first need. */
export function IdentityPage() {
  // Null is the top bar's "none yet", shown only until the record created for this page arrives.
  const query = useQuery(identityRecordQueryOptions);

  return (
    <Stack gap="lg" maw={760} mx="auto">
      <DocumentTitle title="Identity" />
      <div>
        <Text size="sm" fw={600} c="dimmed" tt="uppercase">
          Identity
        </Text>
        <Title order={1} mt={2}>
          {POST_TYPES.identity.title}
        </Title>
        <Text mt="xs" size="lg">
          {POST_TYPES.identity.purpose}
        </Text>
      </div>
      {/* Data first: a failed background refetch must not unmount the form and its words. */}
      {query.data ? (
        <IdentityForm key={query.data._id} identity={query.data} />
      ) : query.isError ? (
        <LoadError
          title="We could not load your identity"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <CenteredLoader label="Loading your identity" />
      )}
    </Stack>
  );
}
