import type { PostalLocation, Version } from '../../src/api/catalog';
import type { VehicleByPlates } from '../../src/api/vehicle';
import type { IsoDate } from '../../src/domain/dates';
import type { InsurerCode } from '../../src/domain/insurers';
import type { PaymentFrequencyCode } from '../../src/domain/payment-frequencies';
import type { IndividualGender } from '../../src/domain/person';
import type { CompensationValue, PaymentStatus } from '../../src/domain/policy';
import type { PromoData } from '../../src/domain/promo';
import type {
  AddressStep,
  BeneficiaryStep,
  BirthdateAndGenderStep,
  ContactStep,
  HolderStep,
  IndividualRfcStep,
  InvoiceStep,
  PlatesAndConsentStep,
  SerialNumbersStep,
  VersionAndFinancingStep,
} from '../../src/domain/validation';
import type { ProtectedCard } from '../cart-shared/card-protection';
import type { FieldErrors } from '../cart-shared/step-validation';

/** The quotation the buyer selected, as the cart needs it. */
export interface CartQuotation {
  id: string;
  providerCode: InsurerCode;
  paymentFrequency: PaymentFrequencyCode;
  compensationValue: CompensationValue;
}

/** What the cart starts from: the selected quotation and what the quote wizard already asked. */
export interface IndividualCartInput {
  /** Stable per cart (the saved cart's id, else the quotation's); the idempotency key's root. */
  cartKey: string;
  quotation: CartQuotation;
  modelId: string;
  postalCode: string;
  birthdate?: IsoDate;
  gender?: IndividualGender;
  promo?: PromoData;
  /** False when this sale's form has no preferred-beneficiary section. */
  asksBeneficiary?: boolean;
  leadId?: string;
  /** The page the emission is requested from (the emission body's `url`). */
  pageUrl: string;
  googleAnalyticsId?: string;
}

/** The form steps; `invoice` is asked only for Valor Factura. */
export interface IndividualCartSteps {
  holder?: HolderStep;
  birthdateAndGender?: BirthdateAndGenderStep;
  rfc?: IndividualRfcStep;
  contact?: ContactStep;
  address?: AddressStep;
  plates?: PlatesAndConsentStep;
  vehicle?: VersionAndFinancingStep;
  beneficiary?: BeneficiaryStep;
  serialNumbers?: SerialNumbersStep;
  invoice?: InvoiceStep;
}

export type IndividualFormStep = keyof IndividualCartSteps;

export interface IssuedPolicy {
  policyNumber: string;
  paymentStatus: PaymentStatus;
}

export interface IndividualCartContext extends Omit<IndividualCartInput, 'asksBeneficiary'> {
  asksBeneficiary: boolean;
  steps: IndividualCartSteps;
  /** Which way the buyer moves, so a skipped step passes them on in that direction. */
  direction: 'forward' | 'back';
  fieldErrors: FieldErrors;
  errorMessage?: string;
  postalLocation?: PostalLocation;
  versions: Version[];
  /** The plate registry's answer; VIN and engine number come from it and their step is skipped. */
  vehicleFound?: VehicleByPlates;
  /** The RFC generated from names and birth date, offered for confirmation (HDI). */
  suggestedRfc?: string;
  /** Grows only when refused data are corrected, so retries and polls reuse the same key. */
  emissionAttempt: number;
  /** The tokenised card; the persistence sanitiser drops its token. */
  card?: ProtectedCard;
  policy?: IssuedPolicy;
}

export type IndividualCartEvent =
  | { type: 'cart.submitStep'; values: Record<string, unknown> }
  | { type: 'cart.back' }
  | { type: 'cart.retryEmission' }
  | { type: 'cart.correctData' };

export interface IndividualCartOutput extends IssuedPolicy {
  email?: string;
}
