import { Checkbox, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSaveVerboseMode } from '@/lib/save-verbose-mode.ts';

interface GuidedFormIntroProps {
  /** The small line above the title: "New post", "Edit your intention". */
  kicker: string;
  title: string;
  /** Names the form (its `aria-labelledby`). */
  titleId: string;
  purpose: string;
  /** Verbose mode, as the person last chose it. */
  showGuidance: boolean;
}

/** The head of a guided form: what it is for, and the switch for the coaching under each step. */
export function GuidedFormIntro({
  kicker,
  title,
  titleId,
  purpose,
  showGuidance,
}: GuidedFormIntroProps) {
  const { t } = useTranslation('postPages');
  const saveVerboseMode = useSaveVerboseMode();
  return (
    <div>
      <Text size="sm" fw={600} c="dimmed" tt="uppercase">
        {kicker}
      </Text>
      <Title order={1} id={titleId} mt={2}>
        {title}
      </Title>
      <Text mt="xs" size="lg">
        {purpose}
      </Text>
      <Checkbox
        mt="md"
        label={t('guidance.show')}
        description={t('guidance.description')}
        checked={showGuidance}
        onChange={(event) => saveVerboseMode.mutate(event.currentTarget.checked)}
      />
    </div>
  );
}
