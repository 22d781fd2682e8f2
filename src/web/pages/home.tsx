import {
  Accordion,
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
import { insurerCodes } from '../../domain/insurers';
import { InsurerLogo } from '../insurers/insurer-logo';
import { useT } from '../strings/i18n';
import { QuoteWizardView } from '../wizard/quote-wizard-view';
import type { StringKey } from '../strings/catalogue';

const steps: StringKey[] = ['home.step1', 'home.step2', 'home.step3', 'home.step4'];
/** 5 wallet tiles in 3 groups, as the spec's carousel. */
const walletGroups: StringKey[][] = [
  ['home.benefitFines', 'home.benefitTax'],
  ['home.benefitVerification', 'home.benefitNoDrive'],
  ['home.benefitReminders'],
];
const reviews = [
  {
    name: 'Mariana G.',
    opinion: 'Compré mi seguro en minutos y la póliza me llegó al correo de inmediato.',
  },
  {
    name: 'Jorge L.',
    opinion: 'Comparé ocho aseguradoras sin dar mis datos personales. Muy claro.',
  },
  { name: 'Sofía R.', opinion: 'Pude pagar a meses sin intereses con mi tarjeta de crédito.' },
  { name: 'Luis P.', opinion: 'Me ayudaron por WhatsApp a elegir la cobertura correcta.' },
  {
    name: 'Andrea M.',
    opinion: 'Ahorré casi 30% frente a la renovación de mi aseguradora anterior.',
  },
];
const faqs = [
  {
    q: '¿Qué necesito para cotizar?',
    a: 'La marca y modelo de tu auto, el año, tu código postal, si eres persona física o moral y tu fecha de nacimiento.',
  },
  {
    q: '¿Puedo pagar a meses sin intereses?',
    a: 'Sí, hasta 12 meses sin intereses con tarjeta de crédito participante en pago anual.',
  },
  {
    q: '¿Cuándo recibo mi póliza?',
    a: 'En cuanto la aseguradora la emite: la descargas desde tu cuenta y te la enviamos por correo.',
  },
];

/** Home page: the quote call to action and what the product promises. */
export function HomePage() {
  const t = useT();
  return (
    <Stack gap={56} pb="xl">
      <Container size="lg" pt="xl">
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

      <Container size="lg" component="section" aria-labelledby="how-it-works">
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

      <Container size="lg" component="section" aria-labelledby="insurers">
        <Title order={2} id="insurers" mb="md">
          {t('home.insurersTitle')}
        </Title>
        <SimpleGrid component="ul" cols={{ base: 2, sm: 4 }} p={0} style={{ listStyle: 'none' }}>
          {insurerCodes.map((code) => (
            <li key={code}>
              <InsurerLogo code={code} />
            </li>
          ))}
        </SimpleGrid>
        <Text mt="md">{t('home.achievements')}</Text>
      </Container>

      <Container size="lg" component="section" aria-labelledby="wallet">
        <Title order={2} id="wallet" mb="md">
          {t('home.walletTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {walletGroups.map((group) => (
            <Stack key={group.join()} gap="sm">
              {group.map((benefit) => (
                <Card key={benefit} withBorder>
                  <Text fw={600}>{t(benefit)}</Text>
                </Card>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" component="section" aria-labelledby="reviews">
        <Title order={2} id="reviews" mb="md">
          {t('home.reviewsTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }}>
          {reviews.map((review) => (
            <Card key={review.name} withBorder>
              <Group gap="xs" mb="xs">
                <Avatar name={review.name} variant="filled" color="primary" alt="" />
                <Text fw={600}>{review.name}</Text>
              </Group>
              <Text size="sm" aria-label="5 de 5 estrellas">
                ★★★★★
              </Text>
              <Text size="sm">{review.opinion}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" component="section" aria-labelledby="why">
        <Title order={2} id="why" mb="md">
          {t('home.whyTitle')}
        </Title>
        <List spacing="xs">
          <List.Item>{t('home.whyRefund')}</List.Item>
          <List.Item>{t('home.whyDownload')}</List.Item>
          <List.Item>{t('home.whySecure')}</List.Item>
        </List>
      </Container>

      <Container size="lg" component="section" aria-labelledby="my-insurance">
        <Title order={2} id="my-insurance" mb="xs">
          {t('home.myInsuranceTitle')}
        </Title>
        <Text>{t('home.myInsuranceText')}</Text>
      </Container>

      <Container size="lg" component="section" aria-labelledby="faq">
        <Title order={2} id="faq" mb="md">
          {t('home.faqTitle')}
        </Title>
        <Accordion variant="separated">
          {faqs.map((faq) => (
            <Accordion.Item key={faq.q} value={faq.q}>
              <Accordion.Control>{faq.q}</Accordion.Control>
              <Accordion.Panel>{faq.a}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>

      <Container size="lg" component="section" aria-labelledby="bottom-cta">
        <Card withBorder p="xl">
          <Group justify="space-between">
            <Title order={2} id="bottom-cta">
              {t('home.bottomCtaTitle')}
            </Title>
            <Button component={Link} to={clientRoutes.quote} size="md">
              {t('home.heroCta')}
            </Button>
          </Group>
        </Card>
      </Container>
    </Stack>
  );
}
