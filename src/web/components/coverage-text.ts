import {
  coverageSummaryRows,
  coverageWording,
  isExtent,
} from '../../domain/coverage/coverage-summary';
import type { CoverageKey, CoverageLine } from '../../domain/quote/quotation';
import { useFormat } from '../strings/format';
import { usePageT } from '../strings/i18n';
import { interpolate } from '../strings/interpolate';
import { quoteCardText, type QuoteCardTextKey } from '../strings/page-text/quote-card';

/** The coverages of a quote in the order insurers print them, with their catalogue names. */
export const coverageRows: readonly [CoverageKey, QuoteCardTextKey][] = coverageSummaryRows.map(
  ([key]) => [key, `quoteCard.cover.${key}`],
);

/**
 * A coverage line as two cells: its sum insured ('$1,000,000.00', 'Valor del vehículo',
 * '3 servicios al año, grúa hasta 100 km', '15 días', 'Amparada' or 'No incluida') and its
 * deductible ('5 %' or 'Sin deducible'), with the deductibles the insurer offers ('Ofrece: 5 %,
 * 10 %') where it has a choice, in the words every document uses (src/domain/coverage/coverage-summary.ts).
 */
export function useCoverageText() {
  const t = usePageT(quoteCardText);
  const format = useFormat();
  return (line: CoverageLine) => {
    const { sum, deductiblePercent, deductibleChoices } = coverageWording(line);
    if (sum.kind === 'notIncluded')
      return { sum: t('quoteCard.notIncluded'), deductible: '—', choices: null };
    return {
      sum:
        sum.kind === 'amount'
          ? format.money(sum.pesos)
          : isExtent(sum)
            ? interpolate(t(`quoteCard.extent.${sum.kind}`), sum)
            : t(`quoteCard.${sum.kind}`),
      deductible:
        deductiblePercent === null ? t('quoteCard.noDeductible') : `${deductiblePercent} %`,
      choices:
        deductibleChoices && deductibleChoices.length > 1
          ? interpolate(t('quoteCard.deductibleChoices'), {
              choices: deductibleChoices.map((percent) => `${percent} %`).join(', '),
            })
          : null,
    };
  };
}
