import { Table, Title } from '@mantine/core';
import type { PriceBreakdown as Breakdown } from '../../domain/quote/quotation';
import { useFormat } from '../strings/format';
import { usePageT } from '../strings/i18n';
import { resultsText } from '../strings/page-text/results';
import { adjustmentLabel } from './adjustment-label';

/** '¿Por qué este precio?': every step from the base premium to the total. */
export function PriceBreakdown({ breakdown }: { breakdown: Breakdown }) {
  const t = usePageT(resultsText);
  const format = useFormat();
  const rows: [string, number][] = [
    [t('quoteCard.basePremium'), breakdown.basePremium],
    ...breakdown.adjustments.map((step): [string, number] => [
      adjustmentLabel(step, t, format.money),
      step.amount,
    ]),
    [t('quoteCard.netPremium'), breakdown.netPremium],
    [t('quoteCard.instalmentSurcharge'), breakdown.instalmentSurcharge],
    [t('quoteCard.policyFee'), breakdown.policyFee],
    [t('quoteCard.iva'), breakdown.iva],
    [t('quoteCard.total'), breakdown.total],
  ];
  return (
    <>
      <Title order={3} size="h5">
        {t('quoteCard.whyThisPrice')}
      </Title>
      <Table>
        <Table.Tbody>
          {rows.map(([label, amount], index) => (
            <Table.Tr key={`${index}-${label}`}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td ta="right">{format.money(amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
