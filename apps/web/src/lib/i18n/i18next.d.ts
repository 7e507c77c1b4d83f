import 'i18next';
import type { AllMessages } from '@/locales/en/index.ts';

// Keys checked at compile time: t('home:title') fails to build when home has no title.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: AllMessages;
  }
}
