import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { brandNames, type BrandVariant } from '../../domain/site/partners';

const cotizautoBlue: MantineColorsTuple = [
  '#e7f1fc',
  '#cfe0f6',
  '#9fc0ec',
  '#6b9fe2',
  '#4283da',
  '#2971d6',
  '#1a66d4',
  '#0b56bd',
  '#0b5cab',
  '#004a8f',
];
const partnerYellow: MantineColorsTuple = [
  '#fffbe0',
  '#fff4c6',
  '#ffe895',
  '#ffdb5f',
  '#ffd033',
  '#ffc917',
  '#ffc500',
  '#e3ae00',
  '#9a7600',
  '#6b5200',
];
const partnerBlue: MantineColorsTuple = [
  '#e6f0ff',
  '#ccdcfa',
  '#99b7f0',
  '#6290e7',
  '#356fdf',
  '#1a5adb',
  '#094fda',
  '#0041c2',
  '#003aae',
  '#002f8a',
];

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const shared: MantineThemeOverride = {
  fontFamily: systemFonts,
  defaultRadius: 'md',
  // Shade 8 keeps white text on the primary colour above WCAG AA contrast.
  primaryShade: 8,
};

export interface Brand {
  variant: BrandVariant;
  /** Text wordmark: our own artwork, no copied logos. */
  name: string;
  theme: MantineThemeOverride;
}

export const brands: Record<BrandVariant, Brand> = {
  own: {
    variant: 'own',
    name: brandNames.own,
    theme: createTheme({
      ...shared,
      primaryColor: 'cotizauto',
      colors: { cotizauto: cotizautoBlue },
    }),
  },
  retail: {
    variant: 'retail',
    name: brandNames.retail,
    theme: createTheme({
      ...shared,
      primaryColor: 'partner',
      colors: { partner: partnerBlue, accent: partnerYellow },
      // The retail partner's type: a humanist sans for its headings, set heavier and tighter.
      headings: {
        fontFamily: `"Trebuchet MS", "Fira Sans", "Segoe UI", ${systemFonts}`,
        fontWeight: '800',
      },
    }),
  },
};

/**
 * Mantine's light-scheme defaults that fail WCAG on white, raised to pass (checked by
 * test/web/theme-contrast.test.ts on both brands): text 4.5:1, field borders and focus 3:1.
 * - dimmed text gray.6 (3.3:1) → gray.7; placeholder gray.5 (2.1:1) → a 4.7:1 grey;
 * - error red.6 (3.3:1, every validation message) → red.9, also as the red alert's text;
 * - borders gray.4 (1.5:1: inputs, radios, checkboxes, default buttons) → gray.6; app.css
 *   points the inputs' own border variable at it.
 */
export const accessibleColors: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-default-border': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
