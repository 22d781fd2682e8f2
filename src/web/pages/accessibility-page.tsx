import { List, Stack, Text, Title } from '@mantine/core';
import { usePageT } from '../strings/i18n';
import { accessibilityText, type AccessibilityTextKey } from '../strings/page-text/accessibility';
import { TitledPage } from '../components/titled-page';

/** Each claim here is backed by a test (test/e2e/accessibility.test.ts and the unit tests). */
const tested: AccessibilityTextKey[] = [
  'accessibility.testedAxe',
  'accessibility.testedFocus',
  'accessibility.testedKeyboard',
  'accessibility.testedHtml',
  'accessibility.testedContrast',
  'accessibility.testedReflow',
  'accessibility.testedLanguage',
];
const limits: AccessibilityTextKey[] = ['accessibility.limitsCart', 'accessibility.limitsFlows'];

function Section({ title, items }: { title: AccessibilityTextKey; items: AccessibilityTextKey[] }) {
  const t = usePageT(accessibilityText);
  return (
    <Stack gap="xs" component="section">
      <Title order={2} fz="h3">
        {t(title)}
      </Title>
      <List spacing="xs">
        {items.map((item) => (
          <List.Item key={item}>{t(item)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** /accesibilidad: the accessibility statement, linked from the footer. */
export function AccessibilityPage() {
  const t = usePageT(accessibilityText);
  return (
    <TitledPage title={t('accessibility.title')} intro={t('accessibility.intro')}>
      <Section title="accessibility.testedTitle" items={tested} />
      <Section title="accessibility.limitsTitle" items={limits} />
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
