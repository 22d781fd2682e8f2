import type { QuoteRequest } from '../../src/api/quotation';
import type { PostalLocation } from '../../src/domain/common/postal-location';
import type { Bank, BankInstallments } from '../../src/domain/payment/bank-cards';
import type { IsoDate } from '../../src/domain/common/dates';
import type { Version } from '../../src/domain/vehicle/vehicle-catalog';
import type { VehicleByPlates } from '../../src/domain/vehicle/vehicle-by-plates';
import type { InsurerCode } from '../../src/domain/insurers/insurers';
import type { PaymentFrequencyCode } from '../../src/domain/payment/payment-frequencies';
import type { CompensationValue, PaymentStatus } from '../../src/domain/quote/policy';
import type { PromoData } from '../../src/domain/site/promo';
import type { Quotation } from '../../src/domain/quote/quotation';
import type { SharedCartAnswers } from '../../src/domain/validation';
import type { ProtectedCard } from './card-protection';
import type { CardChoice } from './payment-options';
import type { FieldErrors } from './step-validation';

/** The quotation the buyer selected, as a cart needs it. */
export interface CartQuotation {
  id: string;
  providerCode: InsurerCode;
  paymentFrequency: PaymentFrequencyCode;
  compensationValue: CompensationValue;
}

/** What both carts start from: the selected quotation and what the quote area already knows. */
export interface CartInput {
  /** Stable per cart (the saved cart's id, else the quotation's); the idempotency key's root. */
  cartKey: string;
  quotation: CartQuotation;
  modelId: string;
  postalCode: string;
  promo?: PromoData;
  /** False when this sale's form has no preferred-beneficiary section. */
  asksBeneficiary?: boolean;
  leadId?: string;
  /** The page the emission is requested from (the emission body's `url`). */
  pageUrl: string;
  googleAnalyticsId?: string;
  /**
   * The policy's start date: the quote's at first, then the one the buyer chooses in the
   * purchase summary. Absent, the policy starts the day it is issued.
   */
  beginDate?: IsoDate;
  /** The quote body the selected quotation was priced with; re-sent before payment. */
  quoteRequest: QuoteRequest;
}

/** The steps both carts share, from contact on; `invoice` only for Valor Factura. */
export type CartSteps = SharedCartAnswers & {
  serialNumbers?: { vin: string; engineNumber: string };
};

export interface IssuedPolicy {
  policyNumber: string;
  paymentStatus: PaymentStatus;
  /** The emission's id, which lets the thank-you page download the policy PDF. */
  emissionId?: string;
}

export interface CartContext extends Omit<CartInput, 'asksBeneficiary'> {
  asksBeneficiary: boolean;
  steps: CartSteps;
  /** Which way the buyer moves, so a skipped step passes them on in that direction. */
  direction: 'forward' | 'back';
  fieldErrors: FieldErrors;
  errorMessage?: string;
  /** The summary's start-date field refused the date typed ('Fecha invalida'). */
  startDateError?: string;
  postalLocation?: PostalLocation;
  versions: Version[];
  /** The payment step's bank list (empty until it arrives). */
  banks: Bank[];
  /** The payment step's bank and card type, chosen or filled from the card's BIN. */
  cardChoice?: CardChoice;
  /** The chosen bank's months-without-interest plans (list-bank-installments). */
  bankInstallments?: BankInstallments;
  /** The plate registry's answer; VIN and engine number come from it and their step is skipped. */
  vehicleFound?: VehicleByPlates;
  /** The plates are registered to a vehicle other than the one quoted: told, never used. */
  otherVehicleFound?: VehicleByPlates;
  /** Grows only when refused data are corrected, so retries and polls reuse the same key. */
  emissionAttempt: number;
  /** The tokenised card, held only while the emission runs; never persisted. */
  card?: ProtectedCard;
  policy?: IssuedPolicy;
  /** The quotation as re-priced before payment: the price the summary shows and the card pays. */
  updatedQuotation?: Quotation;
  /** The form step whose fields the buyer changed and has not saved yet. */
  editedStep?: string;
}

export type CartEvent =
  | { type: 'cart.submitStep'; values: Record<string, unknown> }
  | { type: 'cart.back' }
  /**
   * The step's form, compared with what it showed when it opened: the fields that differ (their
   * names only: the card's digits never travel in it). None when it shows its values again.
   */
  | { type: 'cart.editStep'; step: string; changedFields: string[] }
  /** The summary's start date: `yyyy-mm-dd`, today or within the next 30 calendar days. */
  | { type: 'cart.chooseStartDate'; beginDate: string }
  /** The card number as it is typed: only its BIN is kept, to fill bank and card type. */
  | { type: 'cart.typeCardNumber'; cardNumber: string }
  | { type: 'cart.chooseBank'; bank: string }
  | { type: 'cart.chooseCardType'; cardType: string }
  | { type: 'cart.retryEmission' }
  | { type: 'cart.correctData' };

export type CartSubmission = Extract<CartEvent, { type: 'cart.submitStep' }>;

export interface CartOutput extends IssuedPolicy {
  email?: string;
  /** The insurer that issued the policy. */
  providerCode: InsurerCode;
  /** The quotation the policy was issued from: a pending payment is paid against it. */
  quotationId?: string;
  /** The holder's first name, which the account's password creation carries (individuals). */
  holderName?: string;
  /** The razón social, when a company bought the policy (its success page). */
  companyName?: string;
  /** The quotation the cart re-priced before payment: the one the card paid. */
  updatedQuotation?: Quotation;
}

/**
 * Step indexes both carts share: card data 8, loaders 9 and 10 (docs/behaviour/purchase/carts.md).
 */
export const cartStepIndex = {
  contact: 2,
  address: 3,
  plates: 4,
  vehicle: 5,
  beneficiary: 6,
  serialNumbers: 7,
  invoice: 7,
  cardData: 8,
  funFactLoader: 9,
  requestPolicyLoader: 10,
  success: 11,
} as const;
