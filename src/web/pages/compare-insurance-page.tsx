import { List, Stack, Title } from '@mantine/core';
import { usePageT } from '../strings/i18n';
import { landingText, type LandingTextKey } from '../strings/page-text/landing';
import { useDocumentTitle } from '../a11y/document-title';
import { QuoteWizardView } from '../wizard/quote-wizard-view';
import { InsurerLogoGrid } from '../insurers/insurer-logo-grid';
import { PageSection } from '../shell/page-section';
import { QuoteHero } from '../shell/quote-hero';

const renewalSteps: LandingTextKey[] = [
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
  const t = usePageT(landingText);
  useDocumentTitle(t('landing.title'));
  return (
    <Stack gap={56} pb="xl">
      <QuoteHero
        title={t('landing.title')}
        intro={t('landing.intro')}
        quote={
          <Stack component="section" aria-labelledby="landing-quote" gap="xs">
            <Title order={2} id="landing-quote" fz="h3">
              {t('landing.quoteTitle')}
            </Title>
            <QuoteWizardView />
          </Stack>
        }
      />
      <PageSection
        id="landing-compare"
        title={t('landing.compareTitle')}
        intro={t('landing.compareText')}
      >
        <InsurerLogoGrid />
      </PageSection>
      <PageSection
        id="landing-renewal"
        title={t('landing.renewalTitle')}
        intro={t('landing.renewalText')}
      >
        <List type="ordered" spacing="xs">
          {renewalSteps.map((step) => (
            <List.Item key={step}>{t(step)}</List.Item>
          ))}
        </List>
      </PageSection>
    </Stack>
  );
}
