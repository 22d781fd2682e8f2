import { Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useT } from '../strings/i18n';
import { useDocumentTitle } from '../a11y/document-title';
import { QuoteWizardView } from '../wizard/quote-wizard-view';
import { InsurerLogoGrid } from '../insurers/insurer-logo-grid';
import type { StringKey } from '../strings/catalogue';

const renewalSteps: StringKey[] = [
  'landing.renewalReminder',
  'landing.renewalCompare',
  'landing.renewalDigital',
];

/**
 * The landing page for search engines (docs/behaviour/screens.md): reached from search results
 * and the sitemap, never from the navigation. It promises comparison of up to 8 insurers and
 * digital policy renewal, and starts the same quote wizard as the home page.
 */
export function CompareInsurancePage() {
  const t = useT();
  useDocumentTitle(t('landing.title'));
  return (
    <Stack gap={56} pb="xl">
      <Container w="100%" size="lg" pt="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="md">
            <Title order={1}>{t('landing.title')}</Title>
            <Text size="lg">{t('landing.intro')}</Text>
            <Text size="sm" c="dimmed">
              {t('home.claims')}
            </Text>
          </Stack>
          <Stack component="section" aria-labelledby="landing-quote" gap="xs">
            <Title order={2} id="landing-quote" fz="h3">
              {t('landing.quoteTitle')}
            </Title>
            <QuoteWizardView />
          </Stack>
        </SimpleGrid>
      </Container>

      <Container w="100%" size="lg" component="section" aria-labelledby="landing-compare">
        <Title order={2} id="landing-compare" mb="xs">
          {t('landing.compareTitle')}
        </Title>
        <Text mb="md">{t('landing.compareText')}</Text>
        <InsurerLogoGrid />
      </Container>

      <Container w="100%" size="lg" component="section" aria-labelledby="landing-renewal">
        <Title order={2} id="landing-renewal" mb="xs">
          {t('landing.renewalTitle')}
        </Title>
        <Text mb="md">{t('landing.renewalText')}</Text>
        <List type="ordered" spacing="xs">
          {renewalSteps.map((step) => (
            <List.Item key={step}>{t(step)}</List.Item>
          ))}
        </List>
      </Container>
    </Stack>
  );
}
