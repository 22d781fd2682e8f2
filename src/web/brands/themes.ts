import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import type { BrandVariant } from '../../domain/partners';

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

const shared: MantineThemeOverride = {
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // Shade 8 keeps white text on the primary colour above WCAG AA contrast.
  primaryShade: 8,
};

export interface Brand {
  variant: BrandVariant;
  /** Text wordmark: our own artwork, no copied logos. */
  name: string;
  tagline: string;
  theme: MantineThemeOverride;
}

export const brands: Record<BrandVariant, Brand> = {
  own: {
    variant: 'own',
    name: 'Cotizauto',
    tagline: 'Seguro de auto en línea',
    theme: createTheme({
      ...shared,
      primaryColor: 'cotizauto',
      colors: { cotizauto: cotizautoBlue },
    }),
  },
  retail: {
    variant: 'retail',
    name: 'Coppel Seguros de Auto',
    tagline: 'Con el respaldo de Cotizauto',
    theme: createTheme({
      ...shared,
      primaryColor: 'partner',
      colors: { partner: partnerBlue, accent: partnerYellow },
    }),
  },
};

/** Mantine's default dimmed grey (gray.6) is 3.3:1 on white; gray.7 passes WCAG AA. */
export const accessibleColors: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
