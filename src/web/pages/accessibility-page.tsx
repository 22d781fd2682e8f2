import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageT } from '../strings/i18n';
import { accessibilityText, type AccessibilityTextKey } from '../strings/page-text/accessibility';
import { TitledPage } from '../components/titled-page';
import {
  claims,
  coverageOf,
  gapsOf,
  untested,
  type Claim,
  type Coverage,
} from '../a11y/accessibility-evidence';

type T = (key: AccessibilityTextKey) => string;

const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, value),
    template,
  );

/** The words for each brand, language and screen of a coverage. */
const coverageWords = (t: T, coverage: Coverage) => ({
  brands: coverage.brands.map((brand) => t(`accessibility.brand.${brand}`)),
  languages: coverage.languages.map((language) => t(`accessibility.language.${language}`)),
  screens: coverage.screens.map((screen) => t(`accessibility.screen.${screen}`)),
});

function coverageLine(t: T, claim: Claim): string {
  const words = coverageWords(t, coverageOf(claim));
  const join = (items: string[]) => items.join(t('accessibility.and'));
  return fill(t('accessibility.coverage'), {
    brands: join(words.brands),
    languages: join(words.languages),
    screens: join(words.screens),
  });
}

/** "Buying with the keyboard alone: not tested with the partner's brand or in English." */
function gapLine(t: T, claim: Claim): string | undefined {
  const words = coverageWords(t, gapsOf(claim));
  const missing = [
    ...words.brands.map((brand) => fill(t('accessibility.gapBrand'), { brand })),
    ...words.languages.map((language) => fill(t('accessibility.gapLanguage'), { language })),
    ...words.screens.map((screen) => fill(t('accessibility.gapScreen'), { screen })),
  ];
  if (!missing.length) return undefined;
  return fill(t('accessibility.gap'), {
    what: t(claim.subject),
    missing: missing.join(t('accessibility.gapJoin')),
  });
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} fz="h3">
        {title}
      </Title>
      <List spacing="xs">{children}</List>
    </Stack>
  );
}

/**
 * /accesibilidad: the accessibility statement, linked from the footer. Drawn from the claims
 * and the tests that prove them (accessibility-evidence.ts): each claim says where it is
 * tested, and whatever its tests leave out is listed as not tested.
 */
export function AccessibilityPage() {
  const t = usePageT(accessibilityText);
  const gaps = claims.flatMap((claim) => gapLine(t, claim) ?? []);
  return (
    <TitledPage title={t('accessibility.title')} intro={t('accessibility.intro')}>
      <Section title={t('accessibility.testedTitle')}>
        {claims.map((claim) => (
          <List.Item key={claim.text}>
            {t(claim.text)} <Text span>{coverageLine(t, claim)}</Text>
          </List.Item>
        ))}
      </Section>
      <Section title={t('accessibility.limitsTitle')}>
        {[...gaps, ...untested.map(t)].map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </Section>
      <Stack gap="xs" component="section">
        <Title order={2} fz="h3">
          {t('accessibility.contactTitle')}
        </Title>
        <Text>{t('accessibility.contact')}</Text>
        <Text size="sm" c="dimmed">
          {t('accessibility.updated')}
        </Text>
      </Stack>
    </TitledPage>
  );
}
