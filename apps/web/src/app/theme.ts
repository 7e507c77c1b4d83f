import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/** A deep sea-green: calm and steady without reading as a bank or a hospital. */
const spruce: MantineColorsTuple = [
  '#e7f5f4',
  '#d0e9e8',
  '#a3d3d1',
  '#72bcb9',
  '#4aa9a6',
  '#2f9c99',
  '#1d8c89',
  '#0b6e70',
  '#085d5f',
  '#044c4e',
];

export const theme = createTheme({
  colors: { spruce },
  primaryColor: 'spruce',
  // Shade 7 keeps white button text and primary-coloured links above 4.5:1 contrast.
  primaryShade: { light: 7, dark: 5 },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '650',
  },
  fontSizes: { xs: '0.8125rem', sm: '0.9375rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
  lineHeights: { md: '1.6' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
  },
});

/**
 * Mantine's light-scheme dimmed text (gray 6) and error text (red 6) fall below 4.5:1 on
 * white; a journal is mostly reading, so both move one step darker.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': mantineTheme.colors.gray[7],
    '--mantine-color-error': mantineTheme.colors.red[8],
    '--mantine-color-placeholder': mantineTheme.colors.gray[6],
  },
  dark: {},
});
