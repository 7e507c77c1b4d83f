import { isLanguage, LANGUAGES } from '@app/domain/languages.ts';
import { Paper, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, LANGUAGE_NAMES, storedLanguage } from '@/lib/i18n/i18n.ts';

const AUTOMATIC = 'auto';

/**
 * the interface's language, from the profile if chosen, else the browser's.
 * Applied at once and remembered on this device only: the server keeps no language for the
 * person (decision 21). Each language is named in itself, so anyone can find their own.
 */
export function LanguageSelect() {
  const { t } = useTranslation('users');
  const [choice, setChoice] = useState<string>(storedLanguage() ?? AUTOMATIC);

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'xl' }} radius="lg">
      <Select
        label={t('language')}
        description={t('languageDescription')}
        data={[
          { value: AUTOMATIC, label: t('languageAutomatic') },
          ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] })),
        ]}
        value={choice}
        allowDeselect={false}
        onChange={(value) => {
          if (value === null) return;
          setChoice(value);
          void chooseLanguage(isLanguage(value) ? value : null);
        }}
      />
    </Paper>
  );
}
