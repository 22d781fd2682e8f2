/**
 * Coverage customisation of the results page (docs/behaviour/quote/results.md#changing-the-quote).
 */

export interface FilterRange {
  min: number;
  max: number;
  initial: number;
  unit: 'pesos' | 'percent';
}

/** The sidebar's ranged filters with their initial values. */
export const customiseFilterRanges = {
  thirdDamages: { min: 0, max: 4_000_000, initial: 1_000_000, unit: 'pesos' },
  thirdDeaths: { min: 0, max: 4_000_000, initial: 2_000_000, unit: 'pesos' },
  // The spelling is the wire name of the spec.
  pasengersMedicalExpenses: { min: 0, max: 1_000_000, initial: 200_000, unit: 'pesos' },
  theftDeductible: { min: 0, max: 100, initial: 10, unit: 'percent' },
  deductibleDamage: { min: 0, max: 100, initial: 5, unit: 'percent' },
} as const satisfies Record<string, FilterRange>;

export type RangedFilter = keyof typeof customiseFilterRanges;

/** Road assistance and legal defense have no range in the spec: they are on/off, covered at first. */
export const switchFilters = ['roadAssistance', 'legalDefense'] as const;
export type SwitchFilter = (typeof switchFilters)[number];

export type CustomiseFilters = Record<RangedFilter, number> & Record<SwitchFilter, boolean>;

export const rangedFilters = Object.keys(customiseFilterRanges) as RangedFilter[];

export function initialCustomiseFilters(): CustomiseFilters {
  const ranged = Object.fromEntries(
    rangedFilters.map((key) => [key, customiseFilterRanges[key].initial]),
  );
  const switches = Object.fromEntries(switchFilters.map((key) => [key, true]));
  return { ...ranged, ...switches } as CustomiseFilters;
}

export interface ChoiceList {
  choices: readonly number[];
  initial: number;
}

function steps(from: number, to: number, step: number): number[] {
  return Array.from(
    { length: Math.floor((to - from) / step) + 1 },
    (_, index) => from + index * step,
  );
}

/** The editable coverages of the summary and the values each one offers. */
export const editableCoverageChoices = {
  /** Material damage deductible, percent. */
  materialDamage: { choices: [3, 4, 5, 10], initial: 5 },
  /** Theft deductible, percent. */
  theft: { choices: [5, 10], initial: 10 },
  /** Catastrophic civil liability, pesos. */
  rcCatastrophic: { choices: steps(1_000_000, 4_000_000, 500_000), initial: 2_000_000 },
  /** Third-party civil liability, pesos. */
  rcThird: { choices: steps(800_000, 4_000_000, 100_000), initial: 1_000_000 },
} as const satisfies Record<string, ChoiceList>;

export type EditableCoverage = keyof typeof editableCoverageChoices;

/** On/off covers; all start off. */
export const specialCovers = [
  'driverAccidentalDeath',
  'windowPanes',
  'substituteCar',
  'deflection',
  'civilLiabilityExtension',
  'tires',
  'foreignCivilLiability',
  'occupantsCivilLiability',
  'repairInAgency',
  'partialRobbery',
] as const;
export type SpecialCover = (typeof specialCovers)[number];

/** Third-party liability in the USA is part of the coverage state and starts on. */
export const defaultThirdUsa = true;
