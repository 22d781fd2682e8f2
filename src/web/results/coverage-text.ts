import { coverageSummaryRows } from '../../domain/coverage-summary';
import type { CoverageKey, CoverageLine } from '../../domain/quotation';
import { useFormat } from '../strings/format';
import { usePageT } from '../strings/i18n';
import { resultsText, type ResultsTextKey } from '../strings/page-text/results';

/** The coverages of a quote in the order insurers print them, with their catalogue names. */
export const coverageRows: readonly [CoverageKey, ResultsTextKey][] = coverageSummaryRows.map(
  ([key]) => [key, `quoteCard.cover.${key}`],
);

/**
 * A coverage line as two cells: its sum insured ('$1,000,000.00', 'Valor del vehículo',
 * 'Amparada' or 'No incluida') and its deductible ('5 %' or 'Sin deducible').
 */
export function useCoverageText() {
  const t = usePageT(resultsText);
  const format = useFormat();
  return (line: CoverageLine) => {
    if (!line.included) return { sum: t('quoteCard.notIncluded'), deductible: '—' };
    const valueCover = line.deductiblePercent !== null;
    let sum = t('quoteCard.covered');
    if (line.sumInsured !== null) sum = format.money(line.sumInsured);
    else if (valueCover) sum = t('quoteCard.vehicleValue');
    const deductible = valueCover ? `${line.deductiblePercent} %` : t('quoteCard.noDeductible');
    return { sum, deductible };
  };
}
