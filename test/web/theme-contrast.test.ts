import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type MantineTheme,
} from '@mantine/core';
import { accessibleColors, brands } from '../../src/web/brands/themes';
import { contrastRatio, over, parseColor } from '../support/contrast';

/** The light scheme's CSS variables as the app sets them: Mantine's defaults, then ours. */
function lightVariables(theme: MantineTheme): Record<string, string> {
  const defaults = defaultCssVariablesResolver(theme);
  const ours = accessibleColors(theme);
  return { ...defaults.variables, ...defaults.light, ...ours.variables, ...ours.light };
}

function resolver(variables: Record<string, string>) {
  const resolve = (value: string): string => {
    const reference = /^var\((--[\w-]+)\)$/.exec(value.trim());
    if (!reference) return value;
    const next = variables[reference[1]!];
    if (next === undefined) throw new Error(`Undefined CSS variable ${reference[1]}`);
    return resolve(next);
  };
  return (name: string) => resolve(`var(${name})`);
}

const textPairs: [text: string, background: string][] = [
  ['--mantine-color-text', '--mantine-color-body'],
  ['--mantine-color-dimmed', '--mantine-color-body'],
  ['--mantine-color-error', '--mantine-color-body'],
  ['--mantine-color-placeholder', '--mantine-color-body'],
  ['--mantine-color-anchor', '--mantine-color-body'],
  ['--mantine-primary-color-contrast', '--mantine-primary-color-filled'],
  ['--mantine-primary-color-light-color', '--mantine-primary-color-light'],
  ['--mantine-color-red-light-color', '--mantine-color-red-light'],
  ['--mantine-color-default-color', '--mantine-color-default'],
  ['--mantine-color-default-color', '--mantine-color-default-hover'],
];
/** Field borders, radio and checkbox outlines, focus rings, error borders (WCAG 1.4.11). */
const nonTextPairs: [part: string, background: string][] = [
  ['--mantine-color-default-border', '--mantine-color-body'],
  ['--mantine-primary-color-filled', '--mantine-color-body'],
  ['--mantine-color-error', '--mantine-color-body'],
];

describe.each(Object.values(brands))('the $variant brand theme', (brand) => {
  const variable = resolver(lightVariables(mergeMantineTheme(DEFAULT_THEME, brand.theme)));
  const ratio = (foreground: string, background: string) => {
    const backdrop = parseColor(variable('--mantine-color-body'));
    const bg = parseColor(variable(background));
    const opaqueBg = over(bg, backdrop);
    return contrastRatio(parseColor(variable(foreground)), opaqueBg);
  };

  it.each(textPairs)('text %s on %s is at least 4.5:1', (text, background) => {
    expect(ratio(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('%s on %s is at least 3:1', (part, background) => {
    expect(ratio(part, background)).toBeGreaterThanOrEqual(3);
  });
});
