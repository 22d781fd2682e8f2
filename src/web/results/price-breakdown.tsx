import { Table, Title } from '@mantine/core';
import { formatMxn } from '../../domain/money';
import type { PriceBreakdown as Breakdown } from '../../domain/quotation';
import { useT } from '../strings/i18n';

/** '¿Por qué este precio?': every step from the base premium to the total. */
export function PriceBreakdown({ breakdown }: { breakdown: Breakdown }) {
  const rows: [string, number][] = [
    ['Prima base', breakdown.basePremium],
    ...breakdown.adjustments.map((step): [string, number] => [step.label, step.amount]),
    ['Prima neta', breakdown.netPremium],
    ['Recargo por pago fraccionado', breakdown.instalmentSurcharge],
    ['Derecho de póliza', breakdown.policyFee],
    ['IVA', breakdown.iva],
    ['Total', breakdown.total],
  ];
  const t = useT();
  return (
    <>
      <Title order={4} size="h5">
        {t('quoteCard.whyThisPrice')}
      </Title>
      <Table>
        <Table.Tbody>
          {rows.map(([label, amount], index) => (
            <Table.Tr key={`${index}-${label}`}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td ta="right">{formatMxn(amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
