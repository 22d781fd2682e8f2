import { coverageSummaryRows, coverageWording } from '../../domain/coverage-summary';
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
 * 'Amparada' or 'No incluida') and its deductible ('5 %' or 'Sin deducible'), in the words
 * every document uses (src/domain/coverage-summary.ts, coverageWording).
 */
export function useCoverageText() {
  const t = usePageT(resultsText);
  const format = useFormat();
  return (line: CoverageLine) => {
    const { sum, deductiblePercent } = coverageWording(line);
    if (sum.kind === 'notIncluded') return { sum: t('quoteCard.notIncluded'), deductible: '—' };
    return {
      sum: sum.kind === 'amount' ? format.money(sum.pesos) : t(`quoteCard.${sum.kind}`),
      deductible:
        deductiblePercent === null ? t('quoteCard.noDeductible') : `${deductiblePercent} %`,
    };
  };
}
