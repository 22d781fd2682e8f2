import { defaultCoverageTerms, type CoverageTerms } from './coverage-terms';
import { insurerCodes, type InsurerCode } from './insurers';
import {
  coveragePackages,
  defaultPackage,
  packageByCode,
  type PackageCode,
  type PackageCover,
} from './packages';
import type { CoverageKey, CoverageLine, QuotationCoverages } from './quotation';

/**
 * The one source of what each insurer's package covers (docs/architecture/insurers.md#coverage-plans):
 * for every insurer × package, each coverage's rule. The rating prices it, and the results page,
 * the purchase summary, the quote PDF and the policy PDF print the lines it produces with
 * `coverageWording`, so they say the same words and numbers.
 */

/** The terms a rule may take its sum from: the buyer's customised sums, in pesos. */
export type AmountTerm = 'rcThird' | 'rcCatastrophic' | 'passengerMedical';
/** The terms a vehicle-value cover may take its deductible from, in percent. */
export type DeductibleTerm = 'damageDeductiblePercent' | 'theftDeductiblePercent';
/** The on/off services the buyer may switch off. */
export type ServiceTerm = 'roadAssistance' | 'legalDefense';

/**
 * How one coverage is given: a sum in pesos (the buyer's term, or a sum the insurer fixes),
 * the vehicle's value less a deductible, a service ('Amparada'), or not at all.
 */
export type CoverageRule =
  | { kind: 'amount'; sum: AmountTerm | number }
  | { kind: 'vehicleValue'; deductible: DeductibleTerm | number }
  | { kind: 'service'; switch: ServiceTerm }
  | { kind: 'notIncluded' };

export type CoveragePlan = Readonly<Record<CoverageKey, CoverageRule>>;

const packageCoverRules: Record<PackageCover, Partial<Record<CoverageKey, CoverageRule>>> = {
  thirdPartyDamage: {
    rcThird: { kind: 'amount', sum: 'rcThird' },
    rcCatastrophic: { kind: 'amount', sum: 'rcCatastrophic' },
    medicalCost: { kind: 'amount', sum: 'passengerMedical' },
    legalDefense: { kind: 'service', switch: 'legalDefense' },
    roadAssistance: { kind: 'service', switch: 'roadAssistance' },
  },
  theft: { theft: { kind: 'vehicleValue', deductible: 'theftDeductiblePercent' } },
  ownDamage: { materialDamage: { kind: 'vehicleValue', deductible: 'damageDeductiblePercent' } },
};

const nothingCovered: CoveragePlan = {
  rcThird: { kind: 'notIncluded' },
  rcCatastrophic: { kind: 'notIncluded' },
  roadAssistance: { kind: 'notIncluded' },
  legalDefense: { kind: 'notIncluded' },
  medicalCost: { kind: 'notIncluded' },
  theft: { kind: 'notIncluded' },
  materialDamage: { kind: 'notIncluded' },
};

/** The market's plan of a package: what every insurer gives unless its own plan says otherwise. */
export function marketPlan(code: PackageCode): CoveragePlan {
  return Object.assign(
    { ...nothingCovered },
    ...packageByCode(code).covers.map((cover) => packageCoverRules[cover]),
  ) as CoveragePlan;
}

/**
 * Each insurer's plan per package. Today every insurer sells the market's plans; an insurer whose
 * package differs overrides its rules here (a fixed sum, a fixed deductible, a service it omits).
 */
export const coveragePlans: Readonly<
  Record<InsurerCode, Readonly<Record<PackageCode, CoveragePlan>>>
> = Object.fromEntries(
  insurerCodes.map((insurer) => [
    insurer,
    Object.fromEntries(coveragePackages.map((pack) => [pack.code, marketPlan(pack.code)])),
  ]),
) as Record<InsurerCode, Record<PackageCode, CoveragePlan>>;

function lineOf(rule: CoverageRule, terms: CoverageTerms): CoverageLine {
  switch (rule.kind) {
    case 'amount': {
      const sumInsured = typeof rule.sum === 'number' ? rule.sum : terms[rule.sum];
      return { included: sumInsured > 0, sumInsured, deductiblePercent: null };
    }
    case 'vehicleValue': {
      const deductible =
        typeof rule.deductible === 'number' ? rule.deductible : terms[rule.deductible];
      return { included: true, sumInsured: null, deductiblePercent: deductible };
    }
    case 'service':
      return { included: terms[rule.switch], sumInsured: null, deductiblePercent: null };
    case 'notIncluded':
      return { included: false, sumInsured: null, deductiblePercent: null };
  }
}

function linesOf(plan: CoveragePlan, terms: CoverageTerms): QuotationCoverages {
  return Object.fromEntries(
    Object.entries(plan).map(([key, rule]) => [key, lineOf(rule, terms)]),
  ) as QuotationCoverages;
}

/** The coverage lines an insurer's package gives under the buyer's terms. */
export function coveragesFor(
  insurer: InsurerCode,
  code: PackageCode,
  terms: CoverageTerms,
): QuotationCoverages {
  return linesOf(coveragePlans[insurer][code], terms);
}

/** The results page's 'Resumen de coberturas': the market's comprehensive package as first quoted. */
export const sampleCoverages: QuotationCoverages = linesOf(
  marketPlan(defaultPackage),
  defaultCoverageTerms,
);
