import type { ReactNode } from 'react';
import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useT } from '../strings/i18n';
import { HydratedApart } from '../prerendered-html';

/**
 * The top of a page that sells the quote: its promise on the left, the wizard on the right. The
 * wizard hydrates apart: a visitor's first tap on it hydrates it alone.
 */
export function QuoteHero({
  title,
  intro,
  quote,
}: {
  title: string;
  intro: string;
  quote: ReactNode;
}) {
  const t = useT();
  return (
    <Container w="100%" size="lg" pt="xl">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md">
          <Title order={1}>{title}</Title>
          <Text size="lg">{intro}</Text>
          <Text size="sm" c="dimmed">
            {t('home.claims')}
          </Text>
        </Stack>
        <HydratedApart>{quote}</HydratedApart>
      </SimpleGrid>
    </Container>
  );
}
