import type { InsurerCode } from '../../domain/insurers';
import type { PackageKey } from '../../domain/packages';
import type { PaymentFrequencyKey } from '../../domain/payment-frequencies';
import type { StateCode } from '../../domain/states';
import type { VehicleType } from '../../domain/vehicle-rules';
import { marketTariff } from './market-tariff';
import type { AgeBand, InsurerTariff, ValueBand } from './tariff';

/**
 * How each sandbox insurer's own tariff departs from the market tariff. Real insurers weigh the
 * same risk differently (a book strong in pickups, a regional book, a tariff that favours new
 * cars or mature drivers), so the cheapest insurer changes with the buyer. Every weight
 * multiplies the market's figure; sources and the bands they keep prices in: TARIFF-SOURCES.md.
 */
interface InsurerProfile {
  /** Overall level on every premium (the dearest insurer costs up to 111 % more). */
  priceLevel: number;
  /** Rate weight ∝ (insured value / 250,000) ^ valueTilt: < 0 favours dear cars, > 0 cheap ones. */
  valueTilt: number;
  /** Weight on damage and theft rates per vehicle class. */
  classWeights: Readonly<Record<VehicleType, number>>;
  /** Weight on the market's zone factor in the states the insurer prices apart. */
  stateWeights: Readonly<Partial<Record<StateCode, number>>>;
  /** Salt of its own postal-code zone table. */
  postalZoneSalt: number;
  /** Share of the market's load kept for drivers under 30 (1 = the market's). */
  youngDriverLoad: number;
  /** Share of the market's load kept for drivers of 65 and over. */
  seniorDriverLoad: number;
  /** Women's factor (0.90–1: up to 10 % less). */
  femaleFactor: number;
  vehicleAge: InsurerTariff['vehicleAge'];
  packageWeights: Readonly<Record<PackageKey, number>>;
  /** Weight on the credit per deductible point. */
  deductibleCredit: number;
  invoiceFactor: number;
  onlineDiscount: number;
  policyFee: number;
  /** Points added to every instalment surcharge of the market (not to cash or annual). */
  surchargeShift: number;
  quoteValidityDays: number;
}

const profiles: Readonly<Record<InsurerCode, InsurerProfile>> = {
  mapfre: {
    priceLevel: 1.0,
    valueTilt: 0,
    classWeights: { car: 1, pickup: 1.05 },
    stateWeights: { YUC: 0.9, ROO: 0.9, QUE: 0.92 },
    postalZoneSalt: 113,
    youngDriverLoad: 1.1,
    seniorDriverLoad: 0.2,
    femaleFactor: 0.95,
    vehicleAge: { freeYears: 3, perYear: 0.015, cap: 1.25 },
    packageWeights: { comprehensive: 1, thirdParty: 0.92, liability: 1 },
    deductibleCredit: 1,
    invoiceFactor: 1.18,
    onlineDiscount: 0.15,
    policyFee: 600,
    surchargeShift: 0.01,
    quoteValidityDays: 10,
  },
  gds: {
    priceLevel: 0.93,
    valueTilt: 0.12,
    classWeights: { car: 1, pickup: 1.1 },
    stateWeights: { JAL: 0.9, MEX: 1.1, DIF: 1.08 },
    postalZoneSalt: 211,
    youngDriverLoad: 1.3,
    seniorDriverLoad: 1.2,
    femaleFactor: 0.97,
    vehicleAge: { freeYears: 3, perYear: 0.02, cap: 1.3 },
    packageWeights: { comprehensive: 1.02, thirdParty: 1, liability: 0.9 },
    deductibleCredit: 0.8,
    invoiceFactor: 1.18,
    onlineDiscount: 0.1,
    policyFee: 550,
    surchargeShift: 0.02,
    quoteValidityDays: 7,
  },
  ana: {
    priceLevel: 0.95,
    valueTilt: 0.05,
    classWeights: { car: 0.97, pickup: 1.08 },
    stateWeights: { DIF: 0.88, MEX: 0.9, MOR: 0.92, JAL: 1.08 },
    postalZoneSalt: 307,
    youngDriverLoad: 1,
    seniorDriverLoad: 1.1,
    femaleFactor: 0.93,
    vehicleAge: { freeYears: 2, perYear: 0.02, cap: 1.3 },
    packageWeights: { comprehensive: 1, thirdParty: 1, liability: 1.05 },
    deductibleCredit: 1.1,
    invoiceFactor: 1.15,
    onlineDiscount: 0.15,
    policyFee: 620,
    surchargeShift: 0,
    quoteValidityDays: 15,
  },
  aba: {
    priceLevel: 1.0,
    valueTilt: -0.05,
    classWeights: { car: 1, pickup: 1.05 },
    stateWeights: { NLE: 0.92, COA: 0.92, TAM: 0.94 },
    postalZoneSalt: 401,
    youngDriverLoad: 1,
    seniorDriverLoad: 1,
    femaleFactor: 0.93,
    vehicleAge: { freeYears: 5, perYear: 0.025, cap: 1.35 },
    packageWeights: { comprehensive: 0.96, thirdParty: 1.04, liability: 1.1 },
    deductibleCredit: 1,
    invoiceFactor: 1.2,
    onlineDiscount: 0.2,
    policyFee: 700,
    surchargeShift: 0.005,
    quoteValidityDays: 10,
  },
  gnp: {
    priceLevel: 1.04,
    valueTilt: -0.2,
    classWeights: { car: 1, pickup: 1.05 },
    stateWeights: {},
    postalZoneSalt: 503,
    youngDriverLoad: 1.2,
    seniorDriverLoad: 0.8,
    femaleFactor: 0.9,
    vehicleAge: { freeYears: 3, perYear: 0.02, cap: 1.3 },
    packageWeights: { comprehensive: 0.97, thirdParty: 1.02, liability: 1.1 },
    deductibleCredit: 1.2,
    invoiceFactor: 1.16,
    onlineDiscount: 0.15,
    policyFee: 680,
    surchargeShift: 0.01,
    quoteValidityDays: 15,
  },
  hdi: {
    priceLevel: 0.96,
    valueTilt: 0.02,
    classWeights: { car: 1, pickup: 1 },
    stateWeights: { GUA: 0.86, QUE: 0.9, AGU: 0.9, MIC: 0.92 },
    postalZoneSalt: 601,
    youngDriverLoad: 0.9,
    seniorDriverLoad: 1.1,
    femaleFactor: 0.96,
    vehicleAge: { freeYears: 3, perYear: 0.015, cap: 1.25 },
    packageWeights: { comprehensive: 1, thirdParty: 1, liability: 1 },
    deductibleCredit: 1,
    invoiceFactor: 1.18,
    onlineDiscount: 0.12,
    policyFee: 590,
    surchargeShift: 0.015,
    quoteValidityDays: 10,
  },
  sura: {
    priceLevel: 1.02,
    valueTilt: -0.1,
    classWeights: { car: 0.96, pickup: 1.1 },
    stateWeights: { NLE: 0.9, JAL: 0.94, YUC: 0.9 },
    postalZoneSalt: 701,
    youngDriverLoad: 1.3,
    seniorDriverLoad: 1.2,
    femaleFactor: 0.9,
    vehicleAge: { freeYears: 4, perYear: 0.02, cap: 1.3 },
    packageWeights: { comprehensive: 0.95, thirdParty: 1.02, liability: 1.1 },
    deductibleCredit: 1,
    invoiceFactor: 1.18,
    onlineDiscount: 0.18,
    policyFee: 640,
    surchargeShift: 0.02,
    quoteValidityDays: 7,
  },
  qualitas: {
    priceLevel: 1.02,
    valueTilt: 0,
    classWeights: { car: 1.02, pickup: 0.86 },
    stateWeights: { SIN: 0.92, SON: 0.92, CHH: 0.92 },
    postalZoneSalt: 809,
    youngDriverLoad: 1,
    seniorDriverLoad: 1,
    femaleFactor: 0.95,
    vehicleAge: { freeYears: 3, perYear: 0.008, cap: 1.15 },
    packageWeights: { comprehensive: 1, thirdParty: 1, liability: 0.95 },
    deductibleCredit: 1,
    invoiceFactor: 1.18,
    onlineDiscount: 0.15,
    policyFee: 750,
    surchargeShift: 0,
    quoteValidityDays: 7,
  },
};

const fractioned: readonly PaymentFrequencyKey[] = ['semiannual', 'quarterly', 'monthly'];
const valueReference = 250_000;
/** The value a band's rate is weighed at: its top, or 1,200,000 for the open band. */
const bandValue = (band: ValueBand) => Math.min(band.upTo, 1_200_000);

function weighedBands(bands: readonly ValueBand[], weight: number, tilt: number): ValueBand[] {
  return bands.map((band) => ({
    upTo: band.upTo,
    rate: band.rate * weight * (bandValue(band) / valueReference) ** tilt,
  }));
}

function weighedRates(market: InsurerTariff['materialDamageRates'], profile: InsurerProfile) {
  const weight = (type: VehicleType) => profile.priceLevel * profile.classWeights[type];
  return {
    car: weighedBands(market.car, weight('car'), profile.valueTilt),
    pickup: weighedBands(market.pickup, weight('pickup'), profile.valueTilt),
  };
}

function driverBands(profile: InsurerProfile): AgeBand[] {
  return marketTariff.driverAge.map((band) => {
    const load = band.fromAge < 30 ? profile.youngDriverLoad : profile.seniorDriverLoad;
    const weighed = band.fromAge < 30 || band.fromAge >= 65;
    return {
      fromAge: band.fromAge,
      factor: weighed ? 1 + (band.factor - 1) * load : band.factor,
      femaleFactor: profile.femaleFactor,
    };
  });
}

function tariffOf(insurer: InsurerCode): InsurerTariff {
  const profile = profiles[insurer];
  const market = marketTariff;
  const level = profile.priceLevel;
  const scaleCurve = <T extends { premium: number }>(curve: T): T => ({
    ...curve,
    premium: curve.premium * level,
  });
  const credit = <T extends { changePerPoint: number }>(curve: T): T => ({
    ...curve,
    changePerPoint: curve.changePerPoint * profile.deductibleCredit,
  });
  return {
    ...market,
    insurer,
    materialDamageRates: weighedRates(market.materialDamageRates, profile),
    theftRates: weighedRates(market.theftRates, profile),
    stateFactors: Object.fromEntries(
      Object.entries(market.stateFactors).map(([state, factor]) => [
        state,
        factor * (profile.stateWeights[state as StateCode] ?? 1),
      ]),
    ),
    postalZoneSalt: profile.postalZoneSalt,
    driverAge: driverBands(profile),
    vehicleAge: profile.vehicleAge,
    packageFactors: Object.fromEntries(
      Object.entries(market.packageFactors).map(([key, factor]) => [
        key,
        factor * profile.packageWeights[key as PackageKey],
      ]),
    ) as InsurerTariff['packageFactors'],
    deductibleDamage: credit(market.deductibleDamage),
    deductibleTheft: credit(market.deductibleTheft),
    indemnityFactors: { ...market.indemnityFactors, invoice: profile.invoiceFactor },
    rcThird: scaleCurve(market.rcThird),
    rcCatastrophic: scaleCurve(market.rcCatastrophic),
    passengerMedical: scaleCurve(market.passengerMedical),
    legalDefense: market.legalDefense * level,
    roadAssistance: market.roadAssistance * level,
    thirdUsa: market.thirdUsa * level,
    onlineDiscount: profile.onlineDiscount,
    policyFee: profile.policyFee,
    quoteValidityDays: profile.quoteValidityDays,
    instalmentSurcharge: Object.fromEntries(
      Object.entries(market.instalmentSurcharge).map(([key, rate]) => [
        key,
        fractioned.includes(key as PaymentFrequencyKey) ? rate + profile.surchargeShift : rate,
      ]),
    ) as InsurerTariff['instalmentSurcharge'],
  };
}

/** Every sandbox insurer's tariff. */
export const insurerTariffs: Readonly<Record<InsurerCode, InsurerTariff>> = Object.fromEntries(
  (Object.keys(profiles) as InsurerCode[]).map((code) => [code, tariffOf(code)]),
) as Record<InsurerCode, InsurerTariff>;
