import {
  customiseFilterRanges,
  editableCoverageChoices,
  initialCustomiseFilters,
  rangedFilters,
  specialCovers,
  switchFilters,
  type CustomiseFilters,
  type RangedFilter,
  type SpecialCover,
  type SwitchFilter,
} from './coverage';
import { coveragePackages, type PackageCode, type PackageCover } from './packages';

/**
 * 'Personaliza tu póliza' (docs/behaviour/quote/customise.md): the sidebar's filters and the ten
 * special covers, as the buyer edits them and as a quote is priced with them.
 */
export interface Customisation {
  filters: CustomiseFilters;
  /** The special covers switched on, in the spec's order. */
  specialCovers: readonly SpecialCover[];
}

export function initialCustomisation(): Customisation {
  return { filters: initialCustomiseFilters(), specialCovers: [] };
}

/** Two sidebar states are the same when every filter has the same value, whatever the key order. */
export function sameFilters(a: CustomiseFilters, b: CustomiseFilters): boolean {
  return [...rangedFilters, ...switchFilters].every((key) => a[key] === b[key]);
}

export function sameCustomisation(a: Customisation, b: Customisation): boolean {
  return (
    sameFilters(a.filters, b.filters) &&
    specialCovers.every(
      (cover) => a.specialCovers.includes(cover) === b.specialCovers.includes(cover),
    )
  );
}

function withinRange(filter: RangedFilter, values: readonly number[]): number[] {
  const { min, max } = customiseFilterRanges[filter];
  return values.filter((value) => value >= min && value <= max);
}

/** Passengers' medical costs have a range but no list in the spec: we offer steps of 50,000. */
export const passengerMedicalStep = 50_000;

function everyStep(filter: RangedFilter, step: number): number[] {
  const { min, max } = customiseFilterRanges[filter];
  return Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, at) => min + at * step);
}

/**
 * The values each ranged filter offers: the summary's choice list for the same term, kept within
 * the filter's range (the two name the same term, src/domain/coverage/coverage-terms.ts), so whatever the
 * buyer picks is valid as a filter and as an edited coverage. Every list holds the initial value.
 */
export const filterChoices: Readonly<Record<RangedFilter, readonly number[]>> = {
  thirdDamages: withinRange('thirdDamages', editableCoverageChoices.rcThird.choices),
  thirdDeaths: withinRange('thirdDeaths', editableCoverageChoices.rcCatastrophic.choices),
  pasengersMedicalExpenses: everyStep('pasengersMedicalExpenses', passengerMedicalStep),
  theftDeductible: withinRange('theftDeductible', editableCoverageChoices.theft.choices),
  deductibleDamage: withinRange('deductibleDamage', editableCoverageChoices.materialDamage.choices),
};

export function isRangedFilter(key: string): key is RangedFilter {
  return (rangedFilters as readonly string[]).includes(key);
}

export function isOfferedFilterValue(filter: RangedFilter, value: number): boolean {
  return filterChoices[filter].includes(value);
}

/** The customisation with one ranged filter set; a value the filter does not offer changes nothing. */
export function withFilterValue(
  customisation: Customisation,
  filter: RangedFilter,
  value: number,
): Customisation {
  if (!isOfferedFilterValue(filter, value)) return customisation;
  return { ...customisation, filters: { ...customisation.filters, [filter]: value } };
}

export function withFilterSwitch(
  customisation: Customisation,
  filter: SwitchFilter,
  on: boolean,
): Customisation {
  return { ...customisation, filters: { ...customisation.filters, [filter]: on } };
}

export function withSpecialCover(
  customisation: Customisation,
  cover: SpecialCover,
  on: boolean,
): Customisation {
  const chosen = new Set(customisation.specialCovers);
  if (on) chosen.add(cover);
  else chosen.delete(cover);
  return { ...customisation, specialCovers: specialCovers.filter((each) => chosen.has(each)) };
}

/** The wire form of the special covers: each one on or off. */
export function specialCoverSwitches(
  chosen: readonly SpecialCover[],
): Record<SpecialCover, boolean> {
  return Object.fromEntries(
    specialCovers.map((cover) => [cover, chosen.includes(cover)]),
  ) as Record<SpecialCover, boolean>;
}

/**
 * What each item needs the package to cover before it changes a price: a damage deductible and
 * the covers of the own vehicle need Amplia, the theft deductible and partial theft need a
 * package with theft (Amplia, Limitada); liability sums and services count in every package.
 * Every insurer's tariff prices the covers this way (test/unit/domain/customise-filters.test.ts).
 */
export const customisationNeeds: Readonly<
  Record<RangedFilter | SwitchFilter | SpecialCover, PackageCover>
> = {
  thirdDamages: 'thirdPartyDamage',
  thirdDeaths: 'thirdPartyDamage',
  pasengersMedicalExpenses: 'thirdPartyDamage',
  theftDeductible: 'theft',
  deductibleDamage: 'ownDamage',
  roadAssistance: 'thirdPartyDamage',
  legalDefense: 'thirdPartyDamage',
  driverAccidentalDeath: 'thirdPartyDamage',
  windowPanes: 'ownDamage',
  substituteCar: 'thirdPartyDamage',
  deflection: 'ownDamage',
  civilLiabilityExtension: 'thirdPartyDamage',
  tires: 'ownDamage',
  foreignCivilLiability: 'thirdPartyDamage',
  occupantsCivilLiability: 'thirdPartyDamage',
  repairInAgency: 'ownDamage',
  partialRobbery: 'theft',
};

/** The packages whose price an item of the panel changes. */
export function packagesCustomisedBy(
  item: RangedFilter | SwitchFilter | SpecialCover,
): PackageCode[] {
  const needs = customisationNeeds[item];
  return coveragePackages.filter((pack) => pack.covers.includes(needs)).map((pack) => pack.code);
}
