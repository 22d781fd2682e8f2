import {
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import { clientRoutes } from '../../domain/routes';
import { InsurerLogoGrid } from '../insurers/insurer-logo-grid';
import { useT } from '../strings/i18n';
import { BrokerRegistration } from '../shell/broker-registration';
import { QuoteWizardView } from '../wizard/quote-wizard-view';
import { BenefitsCarousel } from '../home/benefits-carousel';
import { StarRating } from '../home/star-rating';
import { customerReviews } from '../home/reviews';
import { homeFaqs } from '../home/faqs';
import { FaqAccordion } from '../shell/faq-accordion';
import { NewTabNotice, newTabProps } from '../shell/new-tab-link';
import { externalLinks } from '../config';
import type { StringKey } from '../strings/catalogue';

const steps: StringKey[] = ['home.step1', 'home.step2', 'home.step3', 'home.step4'];
/** Home page: the quote call to action and what the product promises. */
export function HomePage() {
  const t = useT();
  return (
    <Stack gap={56} pb="xl">
      <Container w="100%" size="lg" pt="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="md">
            <Title order={1}>{t('home.heroTitle')}</Title>
            <Text size="lg">{t('home.heroText')}</Text>
            <Text size="sm" c="dimmed">
              {t('home.claims')}
            </Text>
          </Stack>
          <QuoteWizardView />
        </SimpleGrid>
      </Container>

      <Container w="100%" size="lg" component="section" aria-labelledby="how-it-works">
        <Title order={2} id="how-it-works" mb="md">
          {t('home.howItWorksTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {steps.map((step, index) => (
            <Card key={step} withBorder>
              <Badge mb="xs" variant="filled">
                {index + 1}
              </Badge>
              <Text>{t(step)}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Container w="100%" size="lg" component="section" aria-labelledby="insurers">
        <Title order={2} id="insurers" mb="md">
          {t('home.insurersTitle')}
        </Title>
        <InsurerLogoGrid />
        <Text mt="md">{t('home.achievements')}</Text>
        <BrokerRegistration c="dimmed" />
      </Container>

      {/* The carousel is the labelled region here (WAI-ARIA carousel pattern). */}
      <Container w="100%" size="lg">
        <Title order={2} id="wallet" mb="md">
          {t('home.walletTitle')}
        </Title>
        <BenefitsCarousel labelledBy="wallet" />
      </Container>

      <Container w="100%" size="lg" component="section" aria-labelledby="reviews">
        <Title order={2} id="reviews" mb="md">
          {t('home.reviewsTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }}>
          {customerReviews.map((review) => (
            <Card key={review.name} withBorder>
              <Group gap="xs" mb="xs">
                <Avatar name={review.name} variant="filled" color="primary" alt="" />
                <Text fw={600}>{review.name}</Text>
              </Group>
              <StarRating stars={review.stars} />
              <Text size="sm" mt="xs">
                {t(review.opinion)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Container w="100%" size="lg" component="section" aria-labelledby="why">
        <Title order={2} id="why" mb="md">
          {t('home.whyTitle')}
        </Title>
        <List spacing="xs">
          <List.Item>{t('home.whyRefund')}</List.Item>
          <List.Item>{t('home.whyDownload')}</List.Item>
          <List.Item>{t('home.whySecure')}</List.Item>
        </List>
      </Container>

      <Container w="100%" size="lg" component="section" aria-labelledby="my-insurance">
        <Title order={2} id="my-insurance" mb="xs">
          {t('home.myInsuranceTitle')}
        </Title>
        <Text mb="md">{t('home.myInsuranceText')}</Text>
        <Group>
          <Button component="a" href={externalLinks.walletSignIn} {...newTabProps}>
            {t('links.walletSignIn')}
            <NewTabNotice />
          </Button>
          <Button
            component="a"
            href={externalLinks.walletCreateAccount}
            variant="light"
            {...newTabProps}
          >
            {t('links.walletCreateAccount')}
            <NewTabNotice />
          </Button>
        </Group>
      </Container>

      <Container w="100%" size="lg" component="section" aria-labelledby="faq">
        <Title order={2} id="faq" mb="md">
          {t('home.faqTitle')}
        </Title>
        <FaqAccordion faqs={homeFaqs} />
      </Container>

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
    </Stack>
  );
}
