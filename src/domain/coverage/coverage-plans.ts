import { defaultCoverageTerms, type CoverageTerms } from './coverage-terms';
import { editableCoverageChoices, type SpecialCover } from './coverage';
import coverageOffers from './insurer-coverage-offers.json';
import { insurerCodes, type InsurerCode } from '../insurers/insurers';
import {
  coveragePackages,
  defaultPackage,
  packageByCode,
  type PackageCode,
  type PackageCover,
} from './packages';
import type { CoverageKey, CoverageLine, QuotationCoverages } from '../quote/quotation';
import { offersRepairInAgency, vehicleAge } from '../vehicle/vehicle-rules';

/**
 * The one source of what each insurer's package covers (docs/architecture/insurers.md#coverage-plans):
 * for every insurer × package, each coverage's rule. The rating prices it, and the results page,
 * the comparison, the purchase summary, the quote PDF and the policy PDF print the lines it
 * produces with `coverageWording`, so they say the same words and numbers.
 */

/** The terms a rule may take its sum from: the buyer's customised sums, in pesos. */
export type AmountTerm = 'rcThird' | 'rcCatastrophic' | 'passengerMedical';
/** The terms a vehicle-value cover may take its deductible from, in percent. */
export type DeductibleTerm = 'damageDeductiblePercent' | 'theftDeductiblePercent';
/** The on/off services the buyer may switch off. */
export type ServiceTerm = 'roadAssistance' | 'legalDefense';

/**
 * How one coverage is given: a sum in pesos (the buyer's term raised to the insurer's least
 * sum, or a sum the insurer fixes), the vehicle's value less one of the deductibles the insurer
 * offers, a service (with its limit in pesos or its assistance level), a substitute car for
 * some days, repair in agency up to some vehicle age, or not at all.
 */
export type CoverageRule =
  | { kind: 'amount'; sum: AmountTerm | number; atLeast?: number }
  | { kind: 'vehicleValue'; deductible: DeductibleTerm; offered: readonly number[] }
  | { kind: 'service'; switch: ServiceTerm; limit?: number; assistance?: AssistanceLevel }
  | { kind: 'substituteCar'; includedDays: number }
  | { kind: 'agencyRepair'; upToYears: number | null }
  | { kind: 'notIncluded' };

export interface AssistanceLevel {
  eventsPerYear: number;
  towKm: number;
}

export type CoveragePlan = Readonly<Record<CoverageKey, CoverageRule>>;

/** The vehicle a plan is applied to: repair in agency depends on its age. */
export interface PlanVehicle {
  modelYear: number;
  referenceYear: number;
}

/** A substitute car bought on top of a package that has none: the market's usual 15 days. */
export const boughtSubstituteCarDays = 15;

/**
 * What one insurer's own packages give where insurers differ (sandbox figures within the
 * market's usual ranges; their basis: docs/behaviour/quote/coverages.md).
 */
export interface InsurerCoverageOffer {
  /** The least third-party and occupants' medical sums it writes, pesos. */
  rcThirdAtLeast: number;
  medicalAtLeast: number;
  /** Legal defence and bail bonds, pesos per event. */
  legalDefenseLimit: number;
  assistance: AssistanceLevel;
  damageDeductibles: readonly number[];
  theftDeductibles: readonly number[];
  /** Amplia repairs in agency cars up to this age (years); null: only bought apart. */
  agencyRepairUpToYears: number | null;
  /** Days of substitute car in Amplia; 0: only bought apart. */
  substituteCarDays: number;
}

/** The market's usual offer: what every insurer gives unless its own offer says otherwise. */
const marketOffer: InsurerCoverageOffer = {
  rcThirdAtLeast: 0,
  medicalAtLeast: 0,
  legalDefenseLimit: 1_000_000,
  assistance: { eventsPerYear: 2, towKm: 80 },
  damageDeductibles: editableCoverageChoices.materialDamage.choices,
  theftDeductibles: editableCoverageChoices.theft.choices,
  agencyRepairUpToYears: null,
  substituteCarDays: 0,
};

/** Each insurer's own offer (insurer-coverage-offers.json: data, checked against the type here). */
export const insurerCoverageOffers: Readonly<Record<InsurerCode, InsurerCoverageOffer>> =
  coverageOffers;

function coverRules(
  offer: InsurerCoverageOffer,
): Record<PackageCover, Partial<Record<CoverageKey, CoverageRule>>> {
  return {
    thirdPartyDamage: {
      rcThird: { kind: 'amount', sum: 'rcThird', atLeast: offer.rcThirdAtLeast },
      rcCatastrophic: { kind: 'amount', sum: 'rcCatastrophic' },
      medicalCost: { kind: 'amount', sum: 'passengerMedical', atLeast: offer.medicalAtLeast },
      legalDefense: { kind: 'service', switch: 'legalDefense', limit: offer.legalDefenseLimit },
      roadAssistance: { kind: 'service', switch: 'roadAssistance', assistance: offer.assistance },
      substituteCar: { kind: 'substituteCar', includedDays: 0 },
    },
    theft: {
      theft: {
        kind: 'vehicleValue',
        deductible: 'theftDeductiblePercent',
        offered: offer.theftDeductibles,
      },
    },
    ownDamage: {
      materialDamage: {
        kind: 'vehicleValue',
        deductible: 'damageDeductiblePercent',
        offered: offer.damageDeductibles,
      },
      agencyRepair: { kind: 'agencyRepair', upToYears: offer.agencyRepairUpToYears },
      substituteCar: { kind: 'substituteCar', includedDays: offer.substituteCarDays },
    },
  };
}

const nothingCovered: CoveragePlan = {
  rcThird: { kind: 'notIncluded' },
  rcCatastrophic: { kind: 'notIncluded' },
  roadAssistance: { kind: 'notIncluded' },
  legalDefense: { kind: 'notIncluded' },
  medicalCost: { kind: 'notIncluded' },
  theft: { kind: 'notIncluded' },
  materialDamage: { kind: 'notIncluded' },
  agencyRepair: { kind: 'notIncluded' },
  substituteCar: { kind: 'notIncluded' },
};

function planOf(offer: InsurerCoverageOffer, code: PackageCode): CoveragePlan {
  const rules = coverRules(offer);
  return Object.assign(
    { ...nothingCovered },
    ...packageByCode(code).covers.map((cover) => rules[cover]),
  ) as CoveragePlan;
}

/** The market's plan of a package: what the results page's coverage summary shows. */
export function marketPlan(code: PackageCode): CoveragePlan {
  return planOf(marketOffer, code);
}

/** Each insurer's plan per package, from its own offer. */
export const coveragePlans: Readonly<
  Record<InsurerCode, Readonly<Record<PackageCode, CoveragePlan>>>
> = Object.fromEntries(
  insurerCodes.map((insurer) => [
    insurer,
    Object.fromEntries(
      coveragePackages.map((pack) => [
        pack.code,
        planOf(insurerCoverageOffers[insurer], pack.code),
      ]),
    ),
  ]),
) as Record<InsurerCode, Record<PackageCode, CoveragePlan>>;

/** The offered deductible the buyer's choice maps to: the least one at or above it, else the largest. */
export function offeredDeductible(offered: readonly number[], chosen: number): number {
  return offered.find((percent) => percent >= chosen) ?? offered[offered.length - 1] ?? chosen;
}

function sumOf(rule: { sum: AmountTerm | number; atLeast?: number }, terms: CoverageTerms) {
  const asked = typeof rule.sum === 'number' ? rule.sum : terms[rule.sum];
  // A sum the buyer dropped (0) stays dropped; any other is raised to the insurer's least.
  return asked > 0 ? Math.max(asked, rule.atLeast ?? 0) : 0;
}

function agencyRepairIncluded(upToYears: number | null, vehicle: PlanVehicle | undefined) {
  if (upToYears === null || !vehicle) return false;
  return vehicleAge(vehicle.modelYear, vehicle.referenceYear) <= upToYears;
}

/** The special covers the package already gives this vehicle: they are not bought again. */
function coversIncluded(plan: CoveragePlan, vehicle: PlanVehicle | undefined): SpecialCover[] {
  const { agencyRepair, substituteCar } = plan;
  const included: SpecialCover[] = [];
  if (agencyRepair.kind === 'agencyRepair' && agencyRepairIncluded(agencyRepair.upToYears, vehicle))
    included.push('repairInAgency');
  if (substituteCar.kind === 'substituteCar' && substituteCar.includedDays > 0)
    included.push('substituteCar');
  return included;
}

/**
 * The terms an insurer's package is priced and written with: the buyer's terms with each sum
 * raised to the insurer's least, each deductible mapped to one it offers, and the special
 * covers its package already includes for this vehicle dropped from those bought.
 */
export function planTermsFor(
  insurer: InsurerCode,
  code: PackageCode,
  terms: CoverageTerms,
  vehicle?: PlanVehicle,
): CoverageTerms {
  const plan = coveragePlans[insurer][code];
  const included = coversIncluded(plan, vehicle);
  const deductible = (rule: CoverageRule, chosen: number) =>
    rule.kind === 'vehicleValue' ? offeredDeductible(rule.offered, chosen) : chosen;
  const amount = (rule: CoverageRule, asked: number) =>
    rule.kind === 'amount' ? sumOf(rule, terms) : asked;
  return {
    ...terms,
    rcThird: amount(plan.rcThird, terms.rcThird),
    passengerMedical: amount(plan.medicalCost, terms.passengerMedical),
    damageDeductiblePercent: deductible(plan.materialDamage, terms.damageDeductiblePercent),
    theftDeductiblePercent: deductible(plan.theft, terms.theftDeductiblePercent),
    specialCovers: terms.specialCovers.filter((cover) => !included.includes(cover)),
  };
}

const notIncludedLine: CoverageLine = {
  included: false,
  sumInsured: null,
  deductiblePercent: null,
};

function lineOf(
  rule: CoverageRule,
  terms: CoverageTerms,
  vehicle: PlanVehicle | undefined,
): CoverageLine {
  const bought = (cover: SpecialCover) => terms.specialCovers.includes(cover);
  switch (rule.kind) {
    case 'amount': {
      const sumInsured = sumOf(rule, terms);
      return { included: sumInsured > 0, sumInsured, deductiblePercent: null };
    }
    case 'vehicleValue':
      return {
        included: true,
        sumInsured: null,
        deductiblePercent: offeredDeductible(rule.offered, terms[rule.deductible]),
        deductibleChoices: rule.offered,
      };
    case 'service':
      if (!terms[rule.switch]) return notIncludedLine;
      return {
        included: true,
        sumInsured: rule.limit ?? null,
        deductiblePercent: null,
        ...(rule.assistance && { extent: { kind: 'assistance', ...rule.assistance } }),
      };
    case 'substituteCar': {
      const days = rule.includedDays || (bought('substituteCar') ? boughtSubstituteCarDays : 0);
      if (days === 0) return notIncludedLine;
      return { ...notIncludedLine, included: true, extent: { kind: 'days', days } };
    }
    case 'agencyRepair': {
      if (agencyRepairIncluded(rule.upToYears, vehicle))
        return {
          ...notIncludedLine,
          included: true,
          extent: { kind: 'agencyUpTo', years: rule.upToYears! },
        };
      const canBuy = vehicle && offersRepairInAgency(vehicle.modelYear, vehicle.referenceYear);
      return { ...notIncludedLine, included: Boolean(canBuy && bought('repairInAgency')) };
    }
    case 'notIncluded':
      return notIncludedLine;
  }
}

function linesOf(
  plan: CoveragePlan,
  terms: CoverageTerms,
  vehicle: PlanVehicle | undefined,
): QuotationCoverages {
  return Object.fromEntries(
    Object.entries(plan).map(([key, rule]) => [key, lineOf(rule, terms, vehicle)]),
  ) as QuotationCoverages;
}

/** The coverage lines an insurer's package gives under the buyer's terms, for this vehicle. */
export function coveragesFor(
  insurer: InsurerCode,
  code: PackageCode,
  terms: CoverageTerms,
  vehicle?: PlanVehicle,
): QuotationCoverages {
  return linesOf(coveragePlans[insurer][code], terms, vehicle);
}

/** The results page's 'Resumen de coberturas': the market's comprehensive package as first quoted. */
export const sampleCoverages: QuotationCoverages = linesOf(
  marketPlan(defaultPackage),
  defaultCoverageTerms,
  undefined,
);
