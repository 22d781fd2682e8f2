import { Badge, Button, Card, Collapse, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { insurers } from '../../domain/insurers';
import { formatMxn } from '../../domain/money';
import type { Quotation } from '../../domain/quotation';
import { useT } from '../strings/i18n';
import { PriceBreakdown } from './price-breakdown';

/**
 * One insurer's quote; 'Seleccionar' shows when the quotation machine accepts its selection.
 * While a round re-prices it (a customisation was applied) it says 'updating price'.
 */
export function QuoteCard({
  quote,
  onSelect,
  updating = false,
}: {
  quote: Quotation;
  onSelect?: () => void;
  updating?: boolean;
}) {
  const t = useT();
  const insurer = insurers[quote.providerCode];
  const [detailOpen, detail] = useDisclosure(false);
  const detailId = useId();
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="article"
      aria-label={insurer.displayName}
      aria-busy={updating}
    >
      <Stack gap="xs">
        {updating && (
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('results.updatingPrice')}</Text>
          </Group>
        )}
        <Group justify="space-between">
          <Title order={3} size="h4">
            {insurer.displayName}
          </Title>
          {quote.savingsPercent > 0 && <Badge color="#1e6b30">-{quote.savingsPercent}%</Badge>}
        </Group>
        {quote.regularPrice > quote.discountPrice && (
          <Text td="line-through" c="dimmed" size="sm">
            {formatMxn(quote.regularPrice)}
          </Text>
        )}
        <Text fw={700} size="xl">
          {formatMxn(quote.discountPrice)}
        </Text>
        {quote.payments > 1 ? (
          <Text size="sm">
            {t('results.firstPayment')}: {formatMxn(quote.firstPayment)}
            <br />
            {t('results.nextPayments')}: {quote.payments - 1} × {formatMxn(quote.nextPayments)}
          </Text>
        ) : (
          <Text size="sm">
            {t('results.singlePayment')}: {formatMxn(quote.firstPayment)}
          </Text>
        )}
        <Group grow>
          <Button
            variant="light"
            onClick={detail.toggle}
            aria-expanded={detailOpen}
            aria-controls={detailId}
          >
            {t('quoteCard.detail')}
          </Button>
          {onSelect && <Button onClick={onSelect}>{t('quoteCard.select')}</Button>}
        </Group>
        <Collapse expanded={detailOpen} id={detailId}>
          <PriceBreakdown breakdown={quote.breakdown} />
        </Collapse>
      </Stack>
    </Card>
  );
}
