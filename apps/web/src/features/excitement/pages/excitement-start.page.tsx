import { excitementDestination } from '@app/domain/excitement.schemas.ts';
import { Alert, Anchor, Button, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBolt, IconMap2 } from '@tabler/icons-react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCurrentExcitement, useTakeAction } from '@/api/excitement.ts';
import { identityQueryOptions } from '@/api/identity.ts';
import { DocumentTitle } from '@/components/document-title.tsx';
import { GuidanceText } from '@/components/guided-form/guidance-text.tsx';
import { notifyRequestError } from '@/lib/subscription-required.tsx';
import { ExcitementHero } from '../components/excitement-hero.tsx';
import { ExcitementOptionsPicker } from '../components/excitement-options-picker.tsx';
import { addOption, useExcitementOptions } from '../hooks/use-excitement-options.ts';

/** Whether the person has an identity record (the top bar has usually looked already). */
async function hasIdentity(queryClient: QueryClient): Promise<boolean> {
  try {
    return (await queryClient.ensureQueryData(identityQueryOptions)) !== null;
  } catch {
    return false;
  }
}

function destinationPath(destination: ReturnType<typeof excitementDestination>): string {
  switch (destination.to) {
    case 'new-post':
      return `/posts/new?category=${destination.category}`;
    case 'identity':
      return '/identity';
    case 'home':
      return '/urnb';
  }
}

/** /excitement-start (docs/product.md, "Excitement start"): weigh the options, choose one, act. */
export function ExcitementStartPage() {
  const { t } = useTranslation('excitement');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const takeAction = useTakeAction(notifyRequestError);
  const { data: currentExcitement } = useCurrentExcitement();
  const { options, setOptions, select, remove, reset } = useExcitementOptions();
  const [pending, setPending] = useState('');
  const [nothingToActOn, setNothingToActOn] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  function changePending(text: string) {
    setPending(text);
    setNothingToActOn(false);
  }

  function add() {
    setOptions(addOption(options, pending));
    setPending('');
  }

  /** Pending text is added first; with no option at all nothing is sent, and the field says why. */
  function act() {
    if (takeAction.isPending) return;
    const next = addOption(options, pending);
    if (next !== options) {
      setOptions(next);
      setPending('');
    }
    const choice = next.choices[next.selected];
    if (choice === undefined) {
      setNothingToActOn(true);
      field.current?.focus();
      return;
    }
    takeAction.mutate(
      { choices: next.choices, choiceSelected: next.selected },
      {
        onSuccess: async (excitement) => {
          reset();
          notifications.show({
            color: 'green',
            title: t('start.takingActionTitle', { title: excitement.title }),
            message: t('start.takingActionText'),
          });
          const destination = excitementDestination(choice, await hasIdentity(queryClient));
          void navigate(destinationPath(destination));
        },
      },
    );
  }

  return (
    <Stack gap="lg" maw={760} mx="auto">
      <DocumentTitle title={t('start.title')} />
      <ExcitementHero title={t('start.title')}>{t('start.intro')}</ExcitementHero>

      {currentExcitement && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconMap2 aria-hidden />}
          title={t('start.onYourWay')}
        >
          <Trans
            t={t}
            i18nKey="start.following"
            values={{ title: currentExcitement.title }}
            components={{ record: <Anchor component={Link} to="/excitement-end" fw={600} /> }}
          />
        </Alert>
      )}

      <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }}>
        <Stack gap="md">
          <Title order={2}>{t('start.optionHeading')}</Title>
          <GuidanceText>{t('start.optionText')}</GuidanceText>
          <ExcitementOptionsPicker
            options={options}
            onSelect={select}
            onRemove={remove}
            pending={pending}
            onPendingChange={changePending}
            onAdd={add}
            disabled={takeAction.isPending}
            error={nothingToActOn ? t('start.nothingToActOn') : undefined}
            fieldRef={field}
          />
          <Button
            size="lg"
            leftSection={<IconBolt size={20} aria-hidden />}
            onClick={act}
            disabled={takeAction.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {takeAction.isPending ? t('start.takingAction') : t('start.takeAction')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
