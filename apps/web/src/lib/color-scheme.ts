import { localStorageColorSchemeManager, type MantineColorScheme } from '@mantine/core';

/**
 * Where the person's choice of Light, Dark or System is remembered on this device. The same
 * key is read by public/before-paint.js, which sets the scheme before the first paint.
 */
const COLOR_SCHEME_STORAGE_KEY = 'inner-compass-color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({
  key: COLOR_SCHEME_STORAGE_KEY,
});

/**
 * The choices of the account menu, named by shell:colorScheme; "auto" follows the system's
 * light or dark setting.
 */
export const COLOR_SCHEME_CHOICES: MantineColorScheme[] = ['light', 'dark', 'auto'];
