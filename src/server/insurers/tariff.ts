import type { InsurerCode } from '../../domain/insurers/insurers';
import type { PackageKey } from '../../domain/coverage/packages';
import type { PaymentFrequencyKey } from '../../domain/payment/payment-frequencies';
import type { IndemnityValue } from '../../domain/quote/policy';
import type { SpecialCover } from '../../domain/coverage/coverage';
import type { StateCode } from '../../domain/common/states';
import type { VehicleType } from '../../domain/vehicle/vehicle-rules';

/** A rate that applies to insured values up to `upTo` pesos (the last band has Infinity). */
export interface ValueBand {
  upTo: number;
  /** Annual net premium as a fraction of the insured value. */
  rate: number;
}

/** A premium for a reference sum; other sums scale as (sum / reference) ^ elasticity. */
export interface SumCurve {
  reference: number;
  premium: number;
  elasticity: number;
}

/** Credit (or surcharge) per deductible point away from the reference deductible. */
export interface DeductibleCurve {
  referencePercent: number;
  changePerPoint: number;
  /** The lowest factor any deductible reaches. */
  floor: number;
}

export interface AgeBand {
  fromAge: number;
  factor: number;
  /** Women's factor on top of the age factor. */
  femaleFactor: number;
}

/** How a special cover is priced: a flat premium, a share of the vehicle's value, or of a part. */
export type CoverPrice =
  | { kind: 'flat'; pesos: number }
  | { kind: 'ofValue'; rate: number }
  | { kind: 'ofMaterialDamage'; rate: number };

/** Which package part a special cover needs: theft needs Limitada or Amplia, damage needs Amplia. */
export type CoverNeeds = 'any' | 'theft' | 'materialDamage';

/** One insurer's tariff: every number of the rating model. See TARIFF-SOURCES.md. */
export interface InsurerTariff {
  insurer: InsurerCode;
  materialDamageRates: Readonly<Record<VehicleType, readonly ValueBand[]>>;
  theftRates: Readonly<Record<VehicleType, readonly ValueBand[]>>;
  /** Zone factor on material damage and theft by state of the postal code. */
  stateFactors: Readonly<Partial<Record<StateCode, number>>>;
  /** The spread (±) of the postal-code zone factor within a state. */
  postalZoneSpread: number;
  /** Makes the insurer's postal-code zone table its own (a different spread per district). */
  postalZoneSalt: number;
  vehicleAge: { freeYears: number; perYear: number; cap: number };
  indemnityFactors: Readonly<Record<IndemnityValue, number>>;
  deductibleDamage: DeductibleCurve;
  deductibleTheft: DeductibleCurve;
  rcThird: SumCurve;
  rcCatastrophic: SumCurve;
  passengerMedical: SumCurve;
  legalDefense: number;
  roadAssistance: number;
  thirdUsa: number;
  specialCovers: Readonly<Record<SpecialCover, { price: CoverPrice; needs: CoverNeeds }>>;
  driverAge: readonly AgeBand[];
  /** Companies (persona moral) have no driver age: a fleet-use factor instead. */
  companyFactor: number;
  packageFactors: Readonly<Record<PackageKey, number>>;
  /** Discount per extra year of a multi-year policy. */
  multiYearDiscountPerYear: number;
  /** The insurer's online discount inside the net premium (what the card's savings show). */
  onlineDiscount: number;
  instalmentSurcharge: Readonly<Record<PaymentFrequencyKey, number>>;
  /** Derecho de póliza, pesos, charged once on the first receipt. */
  policyFee: number;
  /** Days a quoted price holds. */
  quoteValidityDays: number;
}
