import {
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  Stack,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import { clientRoutes } from '../../domain/site/routes';
import { InsurerLogoGrid } from '../insurers/insurer-logo-grid';
import { useT } from '../strings/i18n';
import { interpolate } from '../strings/interpolate';
import { useBrand } from '../brands/brand-context';
import { BrokerRegistration } from '../shell/broker-registration';
import { PageSection } from '../shell/page-section';
import { ResponsiveGrid } from '../shell/responsive-grid';
import { QuoteHero } from '../shell/quote-hero';
import { QuoteWizardView } from '../wizard/quote-wizard-view';
import { BenefitsCarousel } from '../home/benefits-carousel';
import { StarRating } from '../home/star-rating';
import { customerReviews } from '../home/reviews';
import { homeFaqs } from '../home/faqs';
import { FaqAccordion } from '../shell/faq-accordion';
import { NewTabButton } from '../shell/new-tab-link';
import { externalLinks } from '../config';
import type { StringKey } from '../strings/catalogue';
import { HydratedApart } from '../prerendered-html';

const steps: StringKey[] = ['home.step1', 'home.step2', 'home.step3', 'home.step4'];
/**
 * Home page: the quote call to action and what the product promises. Each section hydrates apart
 * (the wizard in the hero too): a first tap on the wizard does not hydrate the sections below.
 */
export function HomePage() {
  const t = useT();
  const brand = useBrand();
  // Mantine knows no colour named "primary": the brand theme's own key, or the avatar is white on white.
  const { primaryColor } = useMantineTheme();
  return (
    <Stack gap={56} pb="xl">
      <QuoteHero
        title={t('home.heroTitle')}
        intro={t('home.heroText')}
        quote={<QuoteWizardView />}
      />

      <HydratedApart>
        <PageSection id="how-it-works" title={t('home.howItWorksTitle')}>
          <ResponsiveGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {steps.map((step, index) => (
              <Card key={step} withBorder>
                <Badge mb="xs" variant="filled">
                  {index + 1}
                </Badge>
                <Text>{t(step)}</Text>
              </Card>
            ))}
          </ResponsiveGrid>
        </PageSection>
      </HydratedApart>

      <HydratedApart>
        <PageSection id="insurers" title={t('home.insurersTitle')}>
          <InsurerLogoGrid />
          <Text mt="md">{t('home.achievements')}</Text>
          <BrokerRegistration c="dimmed" />
        </PageSection>
      </HydratedApart>

      <HydratedApart>
        {/* The carousel is the labelled region here (WAI-ARIA carousel pattern). */}
        <Container w="100%" size="lg">
          <Title order={2} id="wallet" mb="md">
            {t('home.walletTitle')}
          </Title>
          <BenefitsCarousel labelledBy="wallet" />
        </Container>
      </HydratedApart>

      <HydratedApart>
        <PageSection id="reviews" title={t('home.reviewsTitle')}>
          <ResponsiveGrid cols={{ base: 1, sm: 2, md: 5 }}>
            {customerReviews.map((review) => (
              <Card key={review.name} withBorder>
                <Group gap="xs" mb="xs">
                  <Avatar name={review.name} variant="filled" color={primaryColor} alt="" />
                  <Text fw={600}>{review.name}</Text>
                </Group>
                <StarRating stars={review.stars} />
                <Text size="sm" mt="xs">
                  {t(review.opinion)}
                </Text>
              </Card>
            ))}
          </ResponsiveGrid>
        </PageSection>
      </HydratedApart>

      <HydratedApart>
        <PageSection id="why" title={interpolate(t('home.whyTitle'), { brand: brand.name })}>
          <List spacing="xs">
            <List.Item>{t('home.whyRefund')}</List.Item>
            <List.Item>{t('home.whyDownload')}</List.Item>
            <List.Item>{t('home.whySecure')}</List.Item>
          </List>
        </PageSection>
      </HydratedApart>

      <HydratedApart>
        <PageSection
          id="my-insurance"
          title={t('home.myInsuranceTitle')}
          intro={t('home.myInsuranceText')}
        >
          <Group>
            <NewTabButton href={externalLinks.walletSignIn}>{t('links.walletSignIn')}</NewTabButton>
            <NewTabButton href={externalLinks.walletCreateAccount} variant="light">
              {t('links.walletCreateAccount')}
            </NewTabButton>
          </Group>
        </PageSection>
      </HydratedApart>

      <HydratedApart>
        <PageSection id="faq" title={t('home.faqTitle')}>
          <FaqAccordion faqs={homeFaqs} />
        </PageSection>
      </HydratedApart>

      <HydratedApart>
        <Container w="100%" size="lg" component="section" aria-labelledby="bottom-cta">
          <Card withBorder p="xl">
            <Group justify="space-between">
              <Title order={2} id="bottom-cta">
                {t('home.bottomCtaTitle')}
              </Title>
              <Button component={Link} to={clientRoutes.quoteCart} size="md">
                {t('home.bottomCtaButton')}
              </Button>
            </Group>
          </Card>
        </Container>
      </HydratedApart>
    </Stack>
  );
}
