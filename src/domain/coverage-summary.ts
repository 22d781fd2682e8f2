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

/** Each coverage's Spanish name, for the catalogues of every page and document. */
export const coverageNames = Object.fromEntries(coverageSummaryRows) as Readonly<
  Record<CoverageKey, string>
>;

/**
 * What a coverage line says, before words: a sum in pesos, the vehicle's value, a service
 * ('Amparada') or nothing; and its deductible in percent where it has one. Every page and
 * document that prints a coverage reads it from here (src/domain/coverage-plans.ts makes the lines).
 */
export interface CoverageWording {
  sum:
    | { kind: 'amount'; pesos: number }
    | { kind: 'vehicleValue' }
    | { kind: 'covered' }
    | { kind: 'notIncluded' };
  deductiblePercent: number | null;
}

export function coverageWording(line: CoverageLine): CoverageWording {
  const { deductiblePercent } = line;
  if (!line.included) return { sum: { kind: 'notIncluded' }, deductiblePercent: null };
  if (line.sumInsured !== null)
    return { sum: { kind: 'amount', pesos: line.sumInsured }, deductiblePercent };
  if (deductiblePercent !== null) return { sum: { kind: 'vehicleValue' }, deductiblePercent };
  return { sum: { kind: 'covered' }, deductiblePercent: null };
}

/** The Spanish words of a sum, as the results page, the summary and the PDFs print them. */
export const coverageSumWords = {
  vehicleValue: 'Valor del vehículo',
  covered: 'Amparada',
  notIncluded: 'No incluida',
} as const;

/** "$2,000,000.00", "Valor del vehículo, deducible 5 %", "Amparada" or "No incluida". */
export function coverageText(line: CoverageLine): string {
  const { sum, deductiblePercent } = coverageWording(line);
  const sumText = sum.kind === 'amount' ? formatMxn(sum.pesos) : coverageSumWords[sum.kind];
  return deductiblePercent === null ? sumText : `${sumText}, deducible ${deductiblePercent} %`;
}
