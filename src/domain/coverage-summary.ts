import { formatMxn } from './money';
import type { CoverageKey, CoverageLine } from './quotation';

/** The coverages a quote and a policy list, in the order insurers print them. */
export const coverageSummaryRows: readonly [CoverageKey, string][] = [
  ['materialDamage', 'Daños materiales'],
  ['theft', 'Robo total'],
  ['rcThird', 'Responsabilidad civil a terceros'],
  ['rcCatastrophic', 'Responsabilidad civil catastrófica'],
  ['medicalCost', 'Gastos médicos a ocupantes'],
  ['legalDefense', 'Defensa legal'],
  ['roadAssistance', 'Asistencia vial'],
];

/** "$2,000,000.00", "Valor del vehículo, deducible 5 %", or "No incluida". */
export function coverageText(line: CoverageLine): string {
  if (!line.included) return 'No incluida';
  const sum = line.sumInsured === null ? 'Valor del vehículo' : formatMxn(line.sumInsured);
  return line.deductiblePercent === null ? sum : `${sum}, deducible ${line.deductiblePercent} %`;
}
