import type { CoverageTerms } from '../../domain/coverage/coverage-terms';
import { coveragesFor, planTermsFor } from '../../domain/coverage/coverage-plans';
import { packageByCode, type PackageCode } from '../../domain/coverage/packages';
import {
  paymentFrequencyByCode,
  receiptsPerYear,
  type PaymentFrequencyCode,
} from '../../domain/payment/payment-frequencies';
import type { Gender, PersonType } from '../../domain/quote/person';
import type { IndemnityValue, ValidityYears } from '../../domain/quote/policy';
import {
  premiumTotalsInCentavos,
  receiptsInCentavos,
  savingsPercent,
  toCentavos,
  toPesos,
} from '../../domain/quote/premium';
import type { Quotation } from '../../domain/quote/quotation';
import type { StateCode } from '../../domain/common/states';
import { offersRepairInAgency, type VehicleType } from '../../domain/vehicle/vehicle-rules';
import { PremiumLedger } from './premium-ledger';
import type { DeductibleCurve, InsurerTariff, SumCurve, ValueBand } from './tariff';
import { theftRiskFactor } from './theft-frequency';

/** Who and what is insured, where. */
export interface Risk {
  vehicle: { vehicleType: VehicleType; insuredValue: number; modelYear: number; subBrand: string };
  place: { stateCode: StateCode; postalCode: string };
  driver: { personType: PersonType; gender: Gender; age: number };
}

/** What the buyer chose. */
export interface PolicyTerms {
  package: PackageCode;
  paymentFrequency: PaymentFrequencyCode;
  validity: ValidityYears;
  indemnityValue: IndemnityValue;
  coverage: CoverageTerms;
  promo?: { code: string; discountPercent: number };
}

export interface RatingInput {
  risk: Risk;
  terms: PolicyTerms;
  /** The year the policy starts: vehicle age and repair-in-agency depend on it. */
  referenceYear: number;
}

/** A priced quote: the card's prices, the receipts, the coverages and why it costs that. */
export type RatedQuote = Pick<
  Quotation,
  | 'regularPrice'
  | 'discountPrice'
  | 'savingsPercent'
  | 'firstPayment'
  | 'nextPayments'
  | 'payments'
  | 'breakdown'
  | 'coverages'
>;

/** The one rating model; the tariff makes it one insurer's. Pure and deterministic. */
export function rateQuote(tariff: InsurerTariff, asked: RatingInput): RatedQuote {
  const input = withPlanTerms(tariff, asked);
  const ledger = riskPremium(tariff, input);
  const regularNet = ledger.total;
  applyDiscounts(ledger, tariff, input.terms);
  const { terms } = input;
  const surchargeRate =
    tariff.instalmentSurcharge[paymentFrequencyByCode(terms.paymentFrequency).key];
  const fee = toCentavos(tariff.policyFee);
  const regular = premiumTotalsInCentavos(regularNet, surchargeRate, fee);
  const totals = premiumTotalsInCentavos(ledger.total, surchargeRate, fee);
  const receipts = receiptsInCentavos(
    totals,
    receiptsPerYear(terms.paymentFrequency) * terms.validity,
  );
  return {
    regularPrice: toPesos(regular.total),
    discountPrice: toPesos(totals.total),
    savingsPercent: savingsPercent(regular.total, totals.total),
    firstPayment: toPesos(receipts.firstPayment),
    nextPayments: toPesos(receipts.nextPayments),
    payments: receipts.payments,
    breakdown: {
      basePremium: toPesos(ledger.basePremium),
      adjustments: ledger.adjustments,
      netPremium: toPesos(totals.netPremium),
      instalmentSurcharge: toPesos(totals.instalmentSurcharge),
      policyFee: toPesos(totals.policyFee),
      iva: toPesos(totals.iva),
      total: toPesos(totals.total),
    },
    coverages: coveragesFor(tariff.insurer, terms.package, terms.coverage, planVehicle(input)),
  };
}

const planVehicle = ({ risk, referenceYear }: RatingInput) => ({
  modelYear: risk.vehicle.modelYear,
  referenceYear,
});

/**
 * The buyer's coverage terms as this insurer's package writes them (its least sums, its
 * deductibles, the covers it includes): what is priced is what the policy gives.
 */
function withPlanTerms(tariff: InsurerTariff, input: RatingInput): RatingInput {
  const { terms } = input;
  const coverage = planTermsFor(tariff.insurer, terms.package, terms.coverage, planVehicle(input));
  return { ...input, terms: { ...terms, coverage } };
}

function riskPremium(tariff: InsurerTariff, rating: RatingInput) {
  const { risk, terms, referenceYear } = rating;
  const covers = packageByCode(terms.package).covers;
  const { vehicle, place } = risk;
  const ledger = new PremiumLedger({
    materialDamage: covers.includes('ownDamage')
      ? toCentavos(
          vehicle.insuredValue *
            bandRate(tariff.materialDamageRates[vehicle.vehicleType], vehicle.insuredValue),
        )
      : 0,
    theft: covers.includes('theft')
      ? toCentavos(
          vehicle.insuredValue *
            bandRate(tariff.theftRates[vehicle.vehicleType], vehicle.insuredValue),
        )
      : 0,
    liability: 0,
  });
  const own = ['materialDamage', 'theft'] as const;
  const age = Math.max(0, referenceYear - vehicle.modelYear);
  ledger.scale(
    ['theft'],
    { key: 'vehicle.theftRisk', params: { subBrand: vehicle.subBrand } },
    theftRiskFactor(vehicle.subBrand),
  );
  ledger.scale(own, { key: 'vehicle.age', params: { years: age } }, vehicleAgeFactor(tariff, age));
  ledger.scale(
    own,
    { key: 'indemnity', params: { indemnityValue: terms.indemnityValue } },
    tariff.indemnityFactors[terms.indemnityValue],
  );
  ledger.scale(
    own,
    { key: 'zone.state', params: { stateCode: place.stateCode } },
    tariff.stateFactors[place.stateCode] ?? 1,
  );
  ledger.scale(
    own,
    { key: 'zone.postalCode', params: { postalCode: place.postalCode } },
    postalZoneFactor(tariff, place.postalCode),
  );
  const { coverage } = terms;
  ledger.scale(
    ['materialDamage'],
    { key: 'deductible.materialDamage', params: { percent: coverage.damageDeductiblePercent } },
    deductibleFactor(tariff.deductibleDamage, coverage.damageDeductiblePercent),
  );
  ledger.scale(
    ['theft'],
    { key: 'deductible.theft', params: { percent: coverage.theftDeductiblePercent } },
    deductibleFactor(tariff.deductibleTheft, coverage.theftDeductiblePercent),
  );
  loadLiability(ledger, tariff, coverage);
  loadSpecialCovers(ledger, tariff, rating);
  applyDriverFactors(ledger, tariff, risk.driver);
  ledger.scaleAll(
    { key: 'package', params: { package: terms.package } },
    tariff.packageFactors[packageByCode(terms.package).key],
  );
  ledger.scaleAll(
    { key: 'validity', params: { years: terms.validity } },
    multiYearFactor(tariff, terms.validity),
  );
  return ledger;
}

function loadLiability(ledger: PremiumLedger, tariff: InsurerTariff, coverage: CoverageTerms) {
  ledger.load(
    'liability',
    { key: 'sum.rcThird', params: { sumInsured: coverage.rcThird } },
    curvePremium(tariff.rcThird, coverage.rcThird),
  );
  ledger.load(
    'liability',
    { key: 'sum.rcCatastrophic', params: { sumInsured: coverage.rcCatastrophic } },
    curvePremium(tariff.rcCatastrophic, coverage.rcCatastrophic),
  );
  ledger.load(
    'liability',
    { key: 'sum.passengerMedical', params: { sumInsured: coverage.passengerMedical } },
    curvePremium(tariff.passengerMedical, coverage.passengerMedical),
  );
  if (coverage.legalDefense)
    ledger.load('liability', { key: 'cover.legalDefense', params: {} }, tariff.legalDefense);
  if (coverage.roadAssistance)
    ledger.load('liability', { key: 'cover.roadAssistance', params: {} }, tariff.roadAssistance);
  if (coverage.thirdUsa)
    ledger.load('liability', { key: 'cover.thirdUsa', params: {} }, tariff.thirdUsa);
}

function loadSpecialCovers(
  ledger: PremiumLedger,
  tariff: InsurerTariff,
  { risk, terms, referenceYear }: RatingInput,
) {
  for (const cover of terms.coverage.specialCovers) {
    const { price, needs } = tariff.specialCovers[cover];
    if (needs !== 'any' && ledger.part(needs) === 0) continue;
    if (cover === 'repairInAgency' && !offersRepairInAgency(risk.vehicle.modelYear, referenceYear))
      continue;
    const pesos =
      price.kind === 'flat'
        ? price.pesos
        : price.kind === 'ofValue'
          ? price.rate * risk.vehicle.insuredValue
          : (price.rate * ledger.part('materialDamage')) / 100;
    const part = needs === 'any' ? 'liability' : needs;
    ledger.load(part, { key: `cover.${cover}`, params: {} }, pesos);
  }
}

function applyDriverFactors(ledger: PremiumLedger, tariff: InsurerTariff, driver: Risk['driver']) {
  if (driver.personType === 'legal') {
    ledger.scaleAll({ key: 'personType', params: {} }, tariff.companyFactor);
    return;
  }
  const band =
    [...tariff.driverAge].reverse().find((age) => driver.age >= age.fromAge) ?? tariff.driverAge[0];
  if (!band) return;
  ledger.scaleAll({ key: 'driver.age', params: { age: driver.age } }, band.factor);
  if (driver.gender === 'female')
    ledger.scaleAll({ key: 'driver.sex', params: {} }, band.femaleFactor);
}

function applyDiscounts(ledger: PremiumLedger, tariff: InsurerTariff, terms: PolicyTerms) {
  ledger.scaleAll({ key: 'discount.online', params: {} }, 1 - tariff.onlineDiscount);
  if (terms.promo)
    ledger.scaleAll(
      { key: 'discount.promo', params: { code: terms.promo.code } },
      1 - terms.promo.discountPercent / 100,
    );
}

function bandRate(bands: readonly ValueBand[], value: number): number {
  return (bands.find((band) => value <= band.upTo) ?? bands[bands.length - 1])?.rate ?? 0;
}

function curvePremium(curve: SumCurve, sum: number): number {
  return curve.premium * (sum / curve.reference) ** curve.elasticity;
}

export function deductibleFactor(curve: DeductibleCurve, percent: number): number {
  return Math.max(
    curve.floor,
    round4(1 - curve.changePerPoint * (percent - curve.referencePercent)),
  );
}

function vehicleAgeFactor(tariff: InsurerTariff, age: number): number {
  const { freeYears, perYear, cap } = tariff.vehicleAge;
  return Math.min(cap, round4(1 + perYear * Math.max(0, age - freeYears)));
}

function multiYearFactor(tariff: InsurerTariff, years: number): number {
  return round4(years * (1 - tariff.multiYearDiscountPerYear * (years - 1)));
}

/**
 * Insurers rate postal codes inside a state with their own zone tables; the sandbox stands in
 * for them with a stable spread (±postalZoneSpread) derived from the first three digits.
 */
function postalZoneFactor(tariff: InsurerTariff, postalCode: string): number {
  const district = Number(postalCode.slice(0, 3));
  const position = ((district * tariff.postalZoneSalt) % 101) / 50 - 1;
  return round4(1 + tariff.postalZoneSpread * position);
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
