import type { InsurerCode } from '../../domain/insurers';
import type { PaymentFrequencyKey } from '../../domain/payment-frequencies';
import { marketTariff } from './market-tariff';
import type { InsurerTariff, ValueBand } from './tariff';

/**
 * What sets each sandbox insurer apart from the market tariff: its price level (the same car
 * costs up to 111 % more at the dearest insurer), its online discount, policy fee, instalment
 * surcharges and how long a quote holds. Sources in TARIFF-SOURCES.md.
 */
interface InsurerProfile {
  priceLevel: number;
  onlineDiscount: number;
  policyFee: number;
  /** Points added to every instalment surcharge of the market (not to cash or annual). */
  surchargeShift: number;
  quoteValidityDays: number;
}

const profiles: Readonly<Record<InsurerCode, InsurerProfile>> = {
  mapfre: {
    priceLevel: 0.97,
    onlineDiscount: 0.15,
    policyFee: 600,
    surchargeShift: 0.01,
    quoteValidityDays: 10,
  },
  gds: {
    priceLevel: 0.86,
    onlineDiscount: 0.1,
    policyFee: 550,
    surchargeShift: 0.02,
    quoteValidityDays: 7,
  },
  ana: {
    priceLevel: 0.94,
    onlineDiscount: 0.15,
    policyFee: 620,
    surchargeShift: 0,
    quoteValidityDays: 15,
  },
  aba: {
    priceLevel: 1.06,
    onlineDiscount: 0.2,
    policyFee: 700,
    surchargeShift: 0.005,
    quoteValidityDays: 10,
  },
  gnp: {
    priceLevel: 1.15,
    onlineDiscount: 0.15,
    policyFee: 680,
    surchargeShift: 0.01,
    quoteValidityDays: 15,
  },
  hdi: {
    priceLevel: 0.9,
    onlineDiscount: 0.12,
    policyFee: 590,
    surchargeShift: 0.015,
    quoteValidityDays: 10,
  },
  sura: {
    priceLevel: 1.1,
    onlineDiscount: 0.18,
    policyFee: 640,
    surchargeShift: 0.02,
    quoteValidityDays: 7,
  },
  qualitas: {
    priceLevel: 1,
    onlineDiscount: 0.15,
    policyFee: 750,
    surchargeShift: 0,
    quoteValidityDays: 7,
  },
};

const fractioned: readonly PaymentFrequencyKey[] = ['semiannual', 'quarterly', 'monthly'];

function scaledBands(bands: readonly ValueBand[], level: number): ValueBand[] {
  return bands.map((band) => ({ upTo: band.upTo, rate: band.rate * level }));
}

function tariffOf(insurer: InsurerCode): InsurerTariff {
  const profile = profiles[insurer];
  const level = profile.priceLevel;
  const market = marketTariff;
  const scaleCurve = <T extends { premium: number }>(curve: T): T => ({
    ...curve,
    premium: curve.premium * level,
  });
  return {
    ...market,
    insurer,
    materialDamageRates: {
      car: scaledBands(market.materialDamageRates.car, level),
      pickup: scaledBands(market.materialDamageRates.pickup, level),
    },
    theftRates: {
      car: scaledBands(market.theftRates.car, level),
      pickup: scaledBands(market.theftRates.pickup, level),
    },
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
