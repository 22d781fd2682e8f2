import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { memo } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { insurers, type InsurerCode } from '../../domain/insurers/insurers';
import type { Quotation } from '../../domain/quote/quotation';
import { InsurerLogo } from '../insurers/insurer-logo';
import { useFormat } from '../strings/format';
import { usePageT } from '../strings/i18n';
import { resultsText } from '../strings/page-text/results';
import { interpolate } from '../strings/interpolate';
import { QuoteDetailModal } from './quote-detail-modal';
import { RecommendedBadge } from './recommended-badge';

/** The receipts: one payment, or the first and the later ones. */
function Payments({ quote }: { quote: Quotation }) {
  const t = usePageT(resultsText);
  const format = useFormat();
  if (quote.payments <= 1)
    return (
      <Text size="sm">
        {t('results.singlePayment')}: {format.money(quote.firstPayment)}
      </Text>
    );
  return (
    <Text size="sm">
      {t('results.firstPayment')}: {format.money(quote.firstPayment)}
      <br />
      {t('results.nextPayments')}: {quote.payments - 1} × {format.money(quote.nextPayments)}
    </Text>
  );
}

/**
 * One insurer's quote: logo, prices, savings, receipts, the recommended badge, 'Ver detalle',
 * 'Comparar' and 'Seleccionar' when the quotation machine accepts its selection. While a round
 * re-prices it (a customisation was applied) it says 'updating price'.
 *
 * Memoised, with plain values and the quotation's own intents for props: each insurer's answer
 * draws its new card, not every card again (on a phone, each redraw of eight cards blocked the
 * page for about 100 ms).
 */
export const QuoteCard = memo(function QuoteCard({
  quote,
  recommended = false,
  compared,
  compareLocked,
  onToggleCompare,
  onSelect,
  updating = false,
  validity = 1,
}: {
  quote: Quotation;
  recommended?: boolean;
  /** Years the price covers: 'Total anual', or the whole multi-year term. */
  validity?: number;
  /** The 'Comparar' box: ticked or not, and locked when the quotation takes no change of it. */
  compared: boolean;
  compareLocked: boolean;
  onToggleCompare: (providerCode: InsurerCode) => void;
  /** 'Seleccionar', offered only when the quotation accepts this card's selection. */
  onSelect?: (quote: Quotation) => void;
  updating?: boolean;
}) {
  const t = usePageT(resultsText);
  const format = useFormat();
  const insurer = insurers[quote.providerCode];
  const [detailOpen, detail] = useDisclosure(false);
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
        <Group justify="space-between" wrap="nowrap">
          <InsurerLogo code={quote.providerCode} height={36} />
          {recommended && <RecommendedBadge />}
        </Group>
        <Group gap="xs">
          {quote.regularPrice > quote.discountPrice && (
            <Text td="line-through" c="dimmed" size="sm">
              <VisuallyHidden>{t('quoteCard.regularPrice')}: </VisuallyHidden>
              {format.money(quote.regularPrice)}
            </Text>
          )}
          {quote.savingsPercent > 0 && (
            <Badge color="#1e6b30">
              {interpolate(t('quoteCard.savings'), { percent: quote.savingsPercent })}
            </Badge>
          )}
        </Group>
        <div>
          <Text fw={700} size="xl">
            {format.money(quote.discountPrice)}
          </Text>
          <Text size="xs" c="dimmed">
            {validity === 1
              ? t('quoteCard.annualTotal')
              : interpolate(t('policyTerms.termTotal'), { years: validity })}
          </Text>
        </div>
        <Payments quote={quote} />
        <Checkbox
          label={t('quoteCard.compare')}
          aria-label={`${t('quoteCard.compare')} ${insurer.displayName}`}
          checked={compared}
          disabled={compareLocked}
          onChange={() => onToggleCompare(quote.providerCode)}
        />
        <Group grow>
          <Button variant="light" onClick={detail.open}>
            {t('quoteCard.detail')}
          </Button>
          {onSelect && <Button onClick={() => onSelect(quote)}>{t('quoteCard.select')}</Button>}
        </Group>
      </Stack>
      <QuoteDetailModal quote={quote} opened={detailOpen} onClose={detail.close} />
    </Card>
  );
});
