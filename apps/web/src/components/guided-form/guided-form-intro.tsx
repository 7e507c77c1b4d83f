import { Checkbox, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveVerboseMode } from '@/lib/save-verbose-mode.ts';
import { GuidanceText } from './guidance-text.tsx';
import classes from './guided-form.module.css';

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
  // The query cache tells its readers a tick later; held here, the box never springs back.
  const [choiceBeingSaved, setChoiceBeingSaved] = useState<boolean | null>(null);
  return (
    <div>
      <Text size="sm" fw={600} c="dimmed" tt="uppercase">
        {kicker}
      </Text>
      <Title order={1} id={titleId} mt={2} className={classes.title}>
        {title}
      </Title>
      <GuidanceText mt="xs" size="lg">
        {purpose}
      </GuidanceText>
      <Checkbox
        mt="md"
        label={t('guidance.show')}
        description={t('guidance.description')}
        classNames={{ description: classes.phoneHidden }}
        checked={choiceBeingSaved ?? showGuidance}
        onChange={(event) => {
          const choice = event.currentTarget.checked;
          setChoiceBeingSaved(choice);
          saveVerboseMode.mutate(choice, { onSettled: () => setChoiceBeingSaved(null) });
        }}
      />
    </div>
  );
}
