import { packageNameKey } from '../strings/areas/packages';
import { frequencyNameKey } from '../strings/areas/payment-frequencies';
import {
  Box,
  Button,
  Collapse,
  Divider,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { LaterModal } from '../site/later-overlays';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { PurchaseSummary } from '../../../machines/cart-shared/purchase-summary';
import { coverageWording } from '../../domain/coverage/coverage-summary';
import type { CoverageLine } from '../../domain/quote/quotation';
import { InsurerLogo } from '../insurers/insurer-logo';
import { coverageRows, useCoverageText } from '../components/coverage-text';
import { OfferCountdown } from '../components/offer-countdown';
import { useFormat } from '../strings/format';
import { usePageT } from '../strings/i18n';
import { interpolate } from '../strings/interpolate';
import { cartText, type CartTextKey } from '../strings/page-text/cart';
import { quoteCardText } from '../strings/page-text/quote-card';
import type { StartDateChoice } from './start-date-field';

/**
 * The start date's picker (Mantine's dates, with the popover's floating-ui) loads once the cart
 * is up, outside the route's first load; until then the summary shows the date as text.
 */
const StartDateField = lazy(async () => ({
  default: (await import('./start-date-field')).StartDateField,
}));

export interface PurchaseSummaryState {
  summary: PurchaseSummary;
  /** The cart is re-pricing the quotation: the amounts wait for the new price. */
  repricing: boolean;
  startDate: StartDateChoice;
}

/** One line of the summary: a term and its value. */
function Line({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Group component="div" justify="space-between" wrap="nowrap" gap="xs">
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" size="sm" fw={500} ta="right" m={0}>
        {children}
      </Text>
    </Group>
  );
}

/** The price block: partner and regular price, the receipts, the savings and the notes. */
function PriceBlock({ summary }: { summary: PurchaseSummary }) {
  const t = usePageT(cartText);
  const format = useFormat();
  const hasDiscount = summary.savings > 0;
  return (
    <Stack gap={4} aria-label={t('summary.partnerPrice')} role="group">
      <Text size="sm" c="dimmed">
        {t('summary.partnerPrice')}
      </Text>
      <Text fz="xl" fw={700} data-testid="summary-partner-price">
        {format.money(summary.partnerPrice)}
      </Text>
      {hasDiscount && (
        <Text size="sm">
          {t('summary.regularPrice')}: <s>{format.money(summary.regularPrice)}</s>
        </Text>
      )}
      <dl className="summary-lines">
        <Line term={t('summary.firstPayment')}>{format.money(summary.firstPayment)}</Line>
      </dl>
      {summary.remainingPayments > 0 && (
        <Text size="sm">
          {interpolate(t('summary.remainingPayments'), {
            count: summary.remainingPayments,
            amount: format.money(summary.nextPayments),
          })}
        </Text>
      )}
      {hasDiscount && (
        <Text size="sm" fw={700}>
          {interpolate(t('summary.savings'), {
            amount: format.money(summary.savings),
            percent: summary.savingsPercent,
          })}
        </Text>
      )}
      {!summary.promoCode && <Text size="sm">{t('summary.promoPrompt')}</Text>}
      {summary.offersInterestFreeMonths && <Text size="sm">{t('summary.interestFree')}</Text>}
      <Text size="xs" c="dimmed">
        {t('summary.taxesIncluded')}
      </Text>
    </Stack>
  );
}

/** "$2,000,000.00", "Valor del vehículo, deducible 5 %": a coverage's sum and its deductible. */
function useSummaryCoverageText() {
  const t = usePageT(cartText);
  const textOf = useCoverageText();
  return (line: CoverageLine) => {
    const { sum } = textOf(line);
    const { deductiblePercent } = coverageWording(line);
    return deductiblePercent === null
      ? sum
      : interpolate(t('summary.withDeductible'), { sum, percent: deductiblePercent });
  };
}

const pending = (value: string | undefined, t: (key: CartTextKey) => string) =>
  value || t('summary.pending');

/** Everything the summary says, the same in the desktop panel and the phone's modal. */
export function PurchaseSummaryContent({ summary, repricing, startDate }: PurchaseSummaryState) {
  const t = usePageT(cartText);
  const format = useFormat();
  const coverageT = usePageT(quoteCardText);
  const coverageText = useSummaryCoverageText();
  const [detailsOpen, setDetailsOpen] = useState(false);
  return (
    <Stack gap="sm">
      <InsurerLogo code={summary.insurer} height={32} />
      <OfferCountdown />
      <dl className="summary-lines">
        <Line term={t('summary.car')}>{summary.car}</Line>
        <Line term={t('summary.package')}>{t(packageNameKey(summary.package))}</Line>
        <Line term={t('summary.paymentFrequency')}>
          {t(frequencyNameKey(summary.paymentFrequency))}
        </Line>
        <Line term={t('summary.rfc')}>{pending(summary.rfc, t)}</Line>
        {summary.promoCode && <Line term={t('summary.promoCode')}>{summary.promoCode}</Line>}
      </dl>
      <Suspense
        fallback={
          <dl className="summary-lines">
            <Line term={t('summary.beginDate')}>{format.numericDate(summary.beginDate)}</Line>
          </dl>
        }
      >
        <StartDateField summary={summary} choice={startDate} />
      </Suspense>
      <dl className="summary-lines">
        <Line term={t('summary.endDate')}>{format.numericDate(summary.endDate)}</Line>
      </dl>
      <Divider />
      {repricing ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('summary.updatingPrice')}</Text>
        </Group>
      ) : (
        <>
          <dl className="summary-lines">
            <Line term={t('summary.subtotal')}>{format.money(summary.subtotal)}</Line>
            <Line term={t('summary.discount')}>{format.money(-summary.discount)}</Line>
            <Line term={t('summary.total')}>
              <span data-testid="summary-total">{format.money(summary.total)}</span>
            </Line>
          </dl>
          <PriceBlock summary={summary} />
        </>
      )}
      <Button
        variant="subtle"
        w="fit-content"
        aria-expanded={detailsOpen}
        aria-controls="summary-details"
        onClick={() => setDetailsOpen((open) => !open)}
      >
        {detailsOpen ? t('summary.hideDetails') : t('summary.showDetails')}
      </Button>
      <Collapse expanded={detailsOpen}>
        <Box id="summary-details">
          <Title order={3} fz="sm" mb={4}>
            {t('summary.coverages')}
          </Title>
          <dl className="summary-lines">
            {coverageRows.map(([key, name]) => (
              <Line key={key} term={coverageT(name)}>
                {coverageText(summary.coverages[key])}
              </Line>
            ))}
          </dl>
        </Box>
      </Collapse>
    </Stack>
  );
}

/**
 * The purchase summary: a side panel on desktop ('Resumen de compra'), a button that opens it
 * as a modal on phones ('Resumen de tu póliza'). Which one shows is a matter of width only.
 */
export function PurchaseSummaryPanel(state: PurchaseSummaryState) {
  const t = usePageT(cartText);
  const format = useFormat();
  const [modalOpen, setModalOpen] = useState(false);
  return (
    <>
      <Paper
        component="aside"
        aria-labelledby="purchase-summary-title"
        withBorder
        p="md"
        visibleFrom="md"
      >
        <Title order={2} fz="h4" id="purchase-summary-title" mb="sm">
          {t('summary.panelTitle')}
        </Title>
        <PurchaseSummaryContent {...state} />
      </Paper>
      <Box hiddenFrom="md">
        <Button variant="light" fullWidth onClick={() => setModalOpen(true)}>
          {t('summary.open')}: {format.money(state.summary.total)}
        </Button>
        <LaterModal
          opened={modalOpen}
          onClose={() => setModalOpen(false)}
          title={t('summary.modalTitle')}
          closeButtonProps={{ 'aria-label': t('summary.close') }}
          fullScreen
        >
          <PurchaseSummaryContent {...state} />
        </LaterModal>
      </Box>
    </>
  );
}
