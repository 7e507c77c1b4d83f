import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  luminance,
  type MantineColorShade,
  type MantineColorsTuple,
  type MantineThemeOverride,
  mergeThemeOverrides,
} from '@mantine/core';

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
  // Shade 7 keeps white button text above 4.5:1 in both schemes (Mantine's dark default, 5,
  // gives 3.3:1); links on the dark background use the lighter anchor colour set below.
  primaryShade: { light: 7, dark: 7 },
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
    // Links are underlined everywhere, so none is told from its text by colour alone (1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // Mantine's focus placeholder is a tabbable role="presentation" inside role="menu", which a
    // menu may not hold (ARIA); without it the first item takes focus, as the menu pattern asks.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Button: { defaultProps: { size: 'md' } },
    // Near-white in the dark scheme, where the body text's grey made headings recede; a title
    // given a colour of its own (on a picture, say) keeps it.
    Title: { defaultProps: { c: 'var(--app-heading-color)' } },
    TextInput: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
  },
});

/**
 * The theme in the interface's language: Mantine's close buttons (an X icon) carry no name of
 * their own, so dialogs and notifications get one here.
 */
export function themeIn(names: {
  closeDialog: string;
  closeMessage: string;
}): MantineThemeOverride {
  return mergeThemeOverrides(theme, {
    components: {
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': names.closeDialog } } },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': names.closeMessage } } },
    },
  });
}

/** WCAG contrast of white text on `color`. */
function contrastWithWhite(color: string): number {
  return 1.05 / (luminance(color) + 0.05);
}

/**
 * The "filled" shade of a colour (buttons, filled badges): the primary shade, or the first
 * darker one with white text at 4.5:1 or more. Mantine's shade 7 gives 3.0 to 3.8:1 for red,
 * orange, yellow, lime, green, teal and cyan; past shade 9 the colour is darkened further.
 */
function readableFilled(shades: MantineColorsTuple, from: MantineColorShade): string {
  for (let shade = from; shade <= 9; shade++) {
    const color = shades[shade] as string;
    if (contrastWithWhite(color) >= 4.5) return color;
  }
  let color = shades[9];
  while (contrastWithWhite(color) < 4.5) color = darken(color, 0.1);
  return color;
}

/**
 * The most colourful shade (4, else 3 or 2) still readable on the dark body and on the light
 * variant's tint of the same colour: 5.5:1 on the body leaves 4.5:1 on the tint (violet's
 * shade 4 gives 4.2:1 on its badge).
 */
function readableOnDark(shades: MantineColorsTuple, body: string): string {
  const contrast = (color: string) => (luminance(color) + 0.05) / (luminance(body) + 0.05);
  for (const shade of [4, 3, 2] as const) {
    if (contrast(shades[shade]) >= 5.5) return shades[shade];
  }
  return shades[1];
}

/**
 * Each colour's filled variables with white text readable on them; in the light scheme the
 * outline variant (coloured text on white) takes the same shade.
 */
function readableFilledVariables(
  colors: Record<string, MantineColorsTuple>,
  scheme: 'light' | 'dark',
) {
  return Object.fromEntries(
    // "dark" is the dark scheme's own greys, already dark enough.
    Object.entries(colors).flatMap(([name, shades]) => {
      if (name === 'dark') return [];
      const filled = readableFilled(shades, 7);
      return [
        [`--mantine-color-${name}-filled`, filled],
        [`--mantine-color-${name}-filled-hover`, darken(filled, 0.12)],
        ...(scheme === 'light' ? [[`--mantine-color-${name}-outline`, filled]] : []),
      ];
    }),
  );
}

/**
 * Mantine's light-scheme dimmed text (gray 6) and error text (red 6) fall below 4.5:1 on
 * white; a journal is mostly reading, so both move one step darker. In the dark scheme the
 * dimmed grey (dark 2, 4:1 on the body) moves one step lighter, and links use a light
 * spruce rather than the filled shade.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': mantineTheme.colors.gray[7],
    '--mantine-color-error': mantineTheme.colors.red[8],
    '--mantine-color-placeholder': mantineTheme.colors.gray[6],
    ...readableFilledVariables(mantineTheme.colors, 'light'),
    '--app-focus-ring': spruce[7],
    '--app-heading-color': 'inherit',
    // The "light" variant (badges, alerts, an avatar's initials) writes shade 9 on shade 1,
    // 3.3 to 3.6:1 for orange, yellow, lime and green; 30% darker clears 4.5:1 for all.
    ...Object.fromEntries(
      Object.entries(mantineTheme.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        darken(shades[9], 0.3),
      ]),
    ),
  },
  dark: {
    ...readableFilledVariables(mantineTheme.colors, 'dark'),
    // Mantine's subtle and light variants write shade 0 in the dark scheme, which reads as
    // white: a red Remove lost its red.
    ...Object.fromEntries(
      Object.entries(mantineTheme.colors)
        .filter(([name]) => name !== 'dark' && name !== 'gray')
        .map(([name, shades]) => [
          `--mantine-color-${name}-light-color`,
          readableOnDark(shades, mantineTheme.colors.dark[7]),
        ]),
    ),
    '--app-heading-color': mantineTheme.colors.gray[0],
    '--mantine-color-dimmed': mantineTheme.colors.dark[1],
    // Mantine's red 8 is 3.4:1 on the dark body.
    '--mantine-color-error': mantineTheme.colors.red[4],
    '--mantine-color-anchor': spruce[3],
    '--app-focus-ring': spruce[3],
  },
});
