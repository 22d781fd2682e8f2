import type { InsurerCode } from '../../domain/insurers/insurers';
import type { PackageKey } from '../../domain/coverage/packages';
import type { PaymentFrequencyKey } from '../../domain/payment/payment-frequencies';
import type { StateCode } from '../../domain/common/states';
import type { VehicleType } from '../../domain/vehicle/vehicle-rules';
import insurerProfiles from './insurer-profiles.json';
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
  /** Package weights, never favouring a smaller package over a larger one (RC ≤ Limitada ≤ Amplia). */
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

// The figures themselves are data (insurer-profiles.json), checked against InsurerProfile here.
const profiles: Readonly<Record<InsurerCode, InsurerProfile>> = insurerProfiles;

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
