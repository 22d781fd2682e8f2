import { Anchor, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { clientRoutes } from '../../domain/site/routes';
import { LegalLink } from './legal-link';
import { NewTabLink } from './new-tab-link';
import { useBrand } from '../brands/brand-context';
import { useT } from '../strings/i18n';
import { BrokerRegistration } from './broker-registration';
import { LanguageSwitch } from './language-switch';
import { clientConfig, externalLinks, phoneLink } from '../config';
import { interpolate } from '../strings/interpolate';

export function Footer() {
  const t = useT();
  const brand = useBrand();
  return (
    <Container component="footer" size="lg" py="xl">
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <Stack gap={4}>
          <Title order={2} fz="md">
            {t('footer.insurance')}
          </Title>
          <Anchor component={Link} to={clientRoutes.quote} size="sm" c="dark">
            {t('home.heroCta')}
          </Anchor>
        </Stack>
        <Stack gap={4}>
          <Title order={2} fz="md">
            {t('footer.aboutUs')}
          </Title>
          <Text size="sm">
            {interpolate(t('home.broker'), { broker: clientConfig.brokerName })}
          </Text>
          <BrokerRegistration />
          <NewTabLink href={externalLinks.partners} size="sm" c="dark">
            {t('links.partners')}
          </NewTabLink>
          <NewTabLink href={externalLinks.joinUs} size="sm" c="dark">
            {t('links.joinUs')}
          </NewTabLink>
        </Stack>
        <Stack gap={4}>
          <Title order={2} fz="md">
            {t('footer.resources')}
          </Title>
          <Anchor component={Link} to={clientRoutes.help} size="sm" c="dark">
            {t('nav.help')}
          </Anchor>
          <NewTabLink href={externalLinks.vehicleRegistry} size="sm" c="dark">
            {t('links.vehicleRegistry')}
          </NewTabLink>
          <NewTabLink href={externalLinks.partnerPortal} size="sm" c="dark">
            {t('links.partnerPortal')}
          </NewTabLink>
          <Anchor component={Link} to={clientRoutes.accessibility} size="sm" c="dark">
            {t('shell.accessibility')}
          </Anchor>
        </Stack>
        <Stack gap={4}>
          <Title order={2} fz="md">
            {t('footer.contact')}
          </Title>
          <Anchor href={phoneLink} size="sm" c="dark">
            {t('links.call')}
          </Anchor>
          <NewTabLink href={externalLinks.whatsApp} size="sm" c="dark">
            {t('links.whatsApp')}
          </NewTabLink>
        </Stack>
      </SimpleGrid>
      <Stack gap={4} mt="lg">
        <LanguageSwitch />
        <LegalLink to={clientRoutes.terms}>{t('footer.terms')}</LegalLink>
        <LegalLink to={clientRoutes.privacy}>{t('footer.privacy')}</LegalLink>
        <LegalLink to={clientRoutes.usagePolicy}>{t('footer.usage')}</LegalLink>
        <Text size="xs" c="dimmed">
          © 2026 {brand.name}
        </Text>
      </Stack>
    </Container>
  );
}
