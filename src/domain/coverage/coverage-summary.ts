import type { CoverageExtent, CoverageKey, CoverageLine } from '../quote/quotation';

/** The coverages a quote and a policy list, in the order insurers print them. */
export const coverageSummaryRows: readonly [CoverageKey, string][] = [
  ['materialDamage', 'Daños materiales'],
  ['theft', 'Robo total'],
  ['rcThird', 'Responsabilidad civil a terceros'],
  ['rcCatastrophic', 'Responsabilidad civil catastrófica'],
  ['medicalCost', 'Gastos médicos a ocupantes'],
  ['legalDefense', 'Defensa legal'],
  ['roadAssistance', 'Asistencia vial'],
  ['agencyRepair', 'Reparación en agencia'],
  ['substituteCar', 'Auto sustituto'],
];

/** Each coverage's Spanish name, for the catalogues of every page and document. */
export const coverageNames = Object.fromEntries(coverageSummaryRows) as Readonly<
  Record<CoverageKey, string>
>;

/**
 * What a coverage line says, before words: a sum in pesos, the vehicle's value, a service's
 * extent (events and towing, days, vehicle age), a service ('Amparada') or nothing; its
 * deductible in percent where it has one, and the deductibles the insurer offers. Every page and
 * document that prints a coverage reads it from here (src/domain/coverage/coverage-plans.ts makes the lines).
 */
export interface CoverageWording {
  sum:
    | { kind: 'amount'; pesos: number }
    | { kind: 'vehicleValue' }
    | CoverageExtent
    | { kind: 'covered' }
    | { kind: 'notIncluded' };
  deductiblePercent: number | null;
  deductibleChoices: readonly number[] | null;
}

function sumWording(line: CoverageLine): CoverageWording['sum'] {
  if (line.sumInsured !== null) return { kind: 'amount', pesos: line.sumInsured };
  if (line.extent) return line.extent;
  if (line.deductiblePercent !== null) return { kind: 'vehicleValue' };
  return { kind: 'covered' };
}

/** A quotation stored before a cover was listed (agencyRepair, substituteCar) did not give it. */
export function coverageWording(line: CoverageLine | undefined): CoverageWording {
  if (!line?.included)
    return { sum: { kind: 'notIncluded' }, deductiblePercent: null, deductibleChoices: null };
  return {
    sum: sumWording(line),
    deductiblePercent: line.deductiblePercent,
    deductibleChoices: line.deductibleChoices ?? null,
  };
}

/** The Spanish words of a sum, as the results page, the summary and the PDFs print them. */
export const coverageSumWords = {
  vehicleValue: 'Valor del vehículo',
  covered: 'Amparada',
  notIncluded: 'No incluida',
  assistance: '{eventsPerYear} servicios al año, grúa hasta {towKm} km',
  days: '{days} días',
  agencyUpTo: 'Autos de hasta {years} años',
} as const;

const extentKinds: readonly string[] = ['assistance', 'days', 'agencyUpTo'];

/** A sum told by a service's extent; its words are a template its numbers fill. */
export function isExtent(sum: CoverageWording['sum']): sum is CoverageExtent {
  return extentKinds.includes(sum.kind);
}
