import type { CoverageLine, QuotationCoverages } from '../../domain/quotation';
import { coverageSummaryRows } from '../../domain/coverage-summary';
import type { PackageCode } from '../../domain/packages';
import type { PaymentFrequencyCode } from '../../domain/payment-frequencies';
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

/** "$2,000,000.00", "Valor del vehículo, deducible 5 %", or "No incluida". */
export function coverageText(texts: ServerTexts, line: CoverageLine): string {
  if (!line.included) return texts.t('terms.cover.notIncluded');
  const sum =
    line.sumInsured === null ? texts.t('terms.cover.vehicleValue') : texts.money(line.sumInsured);
  return line.deductiblePercent === null
    ? sum
    : texts.t('terms.cover.withDeductible', { sum, percent: line.deductiblePercent });
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
