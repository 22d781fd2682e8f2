import type { CoverageLine, QuotationCoverages } from '../../domain/quote/quotation';
import {
  coverageSummaryRows,
  coverageWording,
  isExtent,
} from '../../domain/coverage/coverage-summary';
import type { PackageCode } from '../../domain/coverage/packages';
import type { PaymentFrequencyCode } from '../../domain/payment/payment-frequencies';
import type { ServerTexts } from './catalogue';

/** A package's name in the reader's language: 'Amplia' / 'Comprehensive'. */
export const packageName = (texts: ServerTexts, code: PackageCode) =>
  texts.t(`terms.package.${code}`);

/** A payment frequency's name in the reader's language: 'Mensual' / 'Monthly'. */
export const frequencyName = (texts: ServerTexts, code: PaymentFrequencyCode) =>
  texts.t(`terms.frequency.${code}`);

/** "del 1 de diciembre de 2026 al 1 de diciembre de 2027" / "from December 1, 2026 to …". */
export const periodText = (texts: ServerTexts, begin: string, end: string) =>
  texts.t('terms.period', { begin: texts.date(begin), end: texts.date(end) });

/** "$2,000,000.00", "Valor del vehículo, deducible 5 %", "15 días", "Amparada" or "No incluida". */
export function coverageText(texts: ServerTexts, line: CoverageLine): string {
  const { sum: wording, deductiblePercent } = coverageWording(line);
  const sum =
    wording.kind === 'amount'
      ? texts.money(wording.pesos)
      : isExtent(wording)
        ? texts.t(`terms.cover.${wording.kind}`, wording)
        : texts.t(`terms.cover.${wording.kind}`);
  return deductiblePercent === null
    ? sum
    : texts.t('terms.cover.withDeductible', { sum, percent: deductiblePercent });
}

/** Each coverage of a quote or policy, name and amount, in the order insurers print them. */
export function coverageRows(
  texts: ServerTexts,
  coverages: QuotationCoverages,
): [string, string][] {
  return coverageSummaryRows.map(([key]) => [
    texts.t(`terms.cover.${key}`),
    coverageText(texts, coverages[key]),
  ]);
}
