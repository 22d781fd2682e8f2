import type { InsurerCode } from '../insurers/insurers';
import type { PackageCode } from '../coverage/packages';
import type { PaymentFrequencyCode } from '../payment/payment-frequencies';
import type { PriceAdjustment } from './price-adjustments';

/**
 * The answer of POST /quotation/quote: one insurer, one package. The server prices it and
 * stores it; emission later refers to `id` only, so the browser cannot alter a price.
 * Money is MXN with two decimals.
 */
export interface Quotation {
  id: string;
  providerCode: InsurerCode;
  package: PackageCode;
  paymentFrequency: PaymentFrequencyCode;
  /** The full annual total (taxes and policy fee included) before the promo discount. */
  regularPrice: number;
  /** The full annual total the buyer pays; the price shown on the card. */
  discountPrice: number;
  savingsPercent: number;
  firstPayment: number;
  nextPayments: number;
  /** Number of receipts: 1 for annual and cash, 12 for monthly. */
  payments: number;
  coverages: QuotationCoverages;
  /** Why it costs what it costs: every step from the base premium to the total. */
  breakdown: PriceBreakdown;
  /** ISO instant after which the price must be quoted again (the offer countdown). */
  expiresAt: string;
}

export type CoverageKey =
  | 'rcThird'
  | 'rcCatastrophic'
  | 'roadAssistance'
  | 'legalDefense'
  | 'medicalCost'
  | 'theft'
  | 'materialDamage'
  | 'agencyRepair'
  | 'substituteCar';

/**
 * How far a service goes where a sum does not say it: road assistance's events a year and
 * towing distance, a substitute car's days, repair in agency's oldest vehicle.
 */
export type CoverageExtent =
  | { kind: 'assistance'; eventsPerYear: number; towKm: number }
  | { kind: 'days'; days: number }
  | { kind: 'agencyUpTo'; years: number };

export interface CoverageLine {
  included: boolean;
  /** Pesos, or null where the cover pays the vehicle's value ('Valor comercial', …). */
  sumInsured: number | null;
  /** Deductible in percent of the vehicle's value, where the cover has one. */
  deductiblePercent: number | null;
  extent?: CoverageExtent;
  /** The deductibles the insurer offers for this cover, percent (the buyer's choice maps to one). */
  deductibleChoices?: readonly number[];
}

export type QuotationCoverages = Record<CoverageKey, CoverageLine>;

export interface PriceBreakdown {
  basePremium: number;
  /** Multiplying factors and additive loadings, in the order they were applied (keys, not words). */
  adjustments: PriceAdjustment[];
  netPremium: number;
  instalmentSurcharge: number;
  policyFee: number;
  iva: number;
  total: number;
}

/** What a quote round answers per insurer and package when the insurer does not quote. */
export interface DeclinedQuote {
  providerCode: InsurerCode;
  package: PackageCode;
  reason: string;
}

/** An insurer that failed to answer: CON-002 when it timed out, CON-001 when it failed. */
export interface FailedQuote {
  providerCode: InsurerCode;
  package: PackageCode;
  code: string;
  message: string;
}

/** The spec's answer when no insurer can quote the vehicle where it is garaged. */
export const noProvidersMessage = 'No providers available for the vehicle selected';

/** Where the vehicle-not-found message sends the visitor. */
export const contactEmail = 'contacto@cotizauto.mx';

/** The spec's vehicle-not-found message, with `{email}` filled in. */
export const vehicleNotFoundMessage = `Lo sentimos, no encontramos tu vehículo. Para más información escríbenos a ${contactEmail}.`;

/** The spec's quote error, for an insurer that failed. */
export const quoteErrorMessage =
  'Lo sentimos, ha ocurrido un Error de cotización. Un ejecutivo se pondrá en contacto contigo';

/**
 * The spec's quote error without its promise of a call, for a round where no insurer answered:
 * the visitor has left no contact to call (docs/behaviour/choices.md).
 */
export const quoteErrorApology = 'Lo sentimos, ha ocurrido un Error de cotización.';

/**
 * One line of a streamed quote round (NDJSON): each insurer and package as it resolves, in
 * the order they resolve, then one closing line with the counts.
 */
export type QuoteRoundLine =
  | { type: 'quotation'; quotation: Quotation }
  | { type: 'declined'; declined: DeclinedQuote }
  | { type: 'failed'; failed: FailedQuote }
  | { type: 'done'; quoted: number; declined: number; failed: number };
