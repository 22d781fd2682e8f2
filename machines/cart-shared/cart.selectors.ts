import type { SnapshotFrom } from 'xstate';
import { beneficiaryNameLimitOf } from '../../src/domain/insurers/insurers';
import type { Quotation } from '../../src/domain/quote/quotation';
import { registeredVehicleName } from '../../src/domain/vehicle/vehicle-by-plates';
import { busyTag } from '../support/persistence';
import { cartMessages } from './cart-messages';
import { cartStepIndex, type CartOutput } from './cart.types';
import { paymentTermsOfCart } from './cart-rules';
import { paymentOptionsFor, type CardChoice, type PaymentOptions } from './payment-options';
import type { FieldErrors } from './step-validation';
import type { companyCartMachine } from '../company-cart/company-cart.machine';
import type { individualCartMachine } from '../individual-cart/individual-cart.machine';

/** Either cart's snapshot, typed by its machine: what the selectors both carts share read. */
export type CartSnapshot =
  SnapshotFrom<typeof individualCartMachine> | SnapshotFrom<typeof companyCartMachine>;

/** Busy states that keep showing the form the buyer just submitted. */
const formOfBusyState: Record<string, string> = {
  lookingUpPlates: 'plates',
  lookingUpCardBin: 'payment',
  loadingBankInstallments: 'payment',
  protectingCard: 'payment',
  updatingQuotation: 'payment',
};

/**
 * The form step on screen (`holder`, `plates`, `payment`…), undefined during the emission and
 * after the outcome.
 */
export function selectFormStep(snapshot: CartSnapshot): string | undefined {
  if (typeof snapshot.value !== 'string' || snapshot.status === 'done') return undefined;
  return formOfBusyState[snapshot.value] ?? snapshot.value;
}

/** The step on screen charges the card when submitted: its button says 'Pagar'. */
export const selectSubmitsPayment = (snapshot: CartSnapshot): boolean =>
  selectFormStep(snapshot) === 'payment';

/** Every form step but the cart's first (its initial state) offers 'Regresar'. */
export function selectCanGoBack(snapshot: CartSnapshot): boolean {
  const step = selectFormStep(snapshot);
  return step !== undefined && step !== snapshot.machine.config.initial;
}

/**
 * The values the form step on screen opens with: those saved, or for the vehicle what the
 * quote already knows.
 */
export function selectStepValues(snapshot: CartSnapshot): Record<string, unknown> | undefined {
  const step = selectFormStep(snapshot);
  if (step === 'vehicle') return selectVehiclePrefill(snapshot);
  const saved: unknown = Object.entries(snapshot.context.steps).find(
    ([name]) => name === step,
  )?.[1];
  return isFieldValues(saved) ? saved : undefined;
}

const isFieldValues = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The buyer changed the step on screen and has not saved it: leaving now would lose it ('Los
 * cambios hechos podrían perderse…'). Never once the purchase is under way or finished.
 */
export function selectHasUnsavedChanges(snapshot: CartSnapshot): boolean {
  const { editedStep } = snapshot.context;
  return editedStep !== undefined && editedStep === selectFormStep(snapshot);
}

/** Refused data wait for the buyer's 'correct my data' (or 50 s) before going back. */
export function selectCanCorrectData(snapshot: CartSnapshot): boolean {
  return snapshot.matches({ emission: 'inputRejected' });
}

/** Which loader the emission shows: the fun fact at the first call, then the policy request. */
export function selectLoader(snapshot: CartSnapshot): 'funFact' | 'requestPolicy' | undefined {
  if (snapshot.matches({ emission: 'requesting' })) return 'funFact';
  if (snapshot.matches({ emission: 'awaitingPolicy' })) return 'requestPolicy';
  return undefined;
}

/** The zero-based step index (card data 8, fun-fact loader 9, request-policy loader 10). */
export function selectStepIndex(snapshot: CartSnapshot): number {
  const indexes = Object.values(snapshot.getMeta() as Record<string, { stepIndex?: number }>)
    .map((meta) => meta?.stepIndex)
    .filter((index): index is number => index !== undefined);
  return Math.max(0, ...indexes);
}

/** The progress bar's value, 0 to 100: the share of steps reached, success being the last. */
export function selectProgress(snapshot: CartSnapshot): number {
  return Math.round(((selectStepIndex(snapshot) + 1) / (cartStepIndex.success + 1)) * 100);
}

export function selectFieldErrors(snapshot: CartSnapshot): FieldErrors {
  return snapshot.context.fieldErrors;
}

/** The message of the error-styled box: the emission's, else the step's. */
export function selectErrorMessage(snapshot: CartSnapshot): string | undefined {
  const emissionFailed =
    snapshot.matches({ emission: 'emissionError' }) ||
    snapshot.matches({ emission: 'retryAvailable' });
  return emissionFailed ? cartMessages.emissionError : snapshot.context.errorMessage;
}

/** The retry button shows once the emission-error waiting period is over. */
export function selectCanRetryEmission(snapshot: CartSnapshot): boolean {
  return snapshot.matches({ emission: 'retryAvailable' });
}

export function selectIsBusy(snapshot: CartSnapshot): boolean {
  return snapshot.hasTag(busyTag);
}

export function selectPaymentOptions(snapshot: CartSnapshot): PaymentOptions {
  return paymentOptionsFor(paymentTermsOfCart(snapshot.context), snapshot.context.cardChoice);
}

/** The bank and card type the payment step shows: chosen, or filled from the card's BIN. */
export function selectCardChoice(snapshot: CartSnapshot): CardChoice {
  return snapshot.context.cardChoice ?? { bank: '', cardType: '' };
}

/** The address step's read-only fields and its colonies, from the postal-code lookup. */
export function selectAddressLookup(snapshot: CartSnapshot) {
  const { postalCode, postalLocation } = snapshot.context;
  return {
    postalCode,
    city: postalLocation?.cityName ?? '',
    state: postalLocation?.stateName ?? '',
    neighborhoods: postalLocation?.neighborhoods ?? [],
  };
}

/** The version dropdown stays disabled until the versions arrive. */
export function selectVersions(snapshot: CartSnapshot) {
  return snapshot.context.versions;
}

/** The version step starts on the quoted version (or the answer saved); the buyer may change it. */
export function selectVehiclePrefill(snapshot: CartSnapshot): Record<string, unknown> {
  return snapshot.context.steps.vehicle ?? { versionId: snapshot.context.quoteRequest.versionId };
}

/** The vehicle the plates are registered to, when it is not the quoted one (brand, model, year). */
export function selectOtherVehicleFound(snapshot: CartSnapshot): string | undefined {
  const found = snapshot.context.otherVehicleFound;
  return found && registeredVehicleName(found);
}

/** The payment step's bank dropdown stays disabled until the banks arrive. */
export function selectBanks(snapshot: CartSnapshot) {
  return snapshot.context.banks;
}

/** The RFC step's value: the one confirmed, else the one generated. */
export function selectRfcPrefill(snapshot: CartSnapshot): string {
  return snapshot.context.steps.rfc?.rfc ?? snapshot.context.suggestedRfc ?? '';
}

/** Policy number and payment status once the policy was issued (paid or payment pending). */
export function selectOutcome(snapshot: CartSnapshot): CartOutput | undefined {
  return snapshot.status === 'done' ? snapshot.output : undefined;
}

/** 'Actualizando precio…': the cart re-prices the quotation with the version chosen, before payment. */
export function selectIsRepricing(snapshot: CartSnapshot): boolean {
  return snapshot.matches('updatingQuotation');
}

/** The quotation re-priced by the cart, when it re-priced one; the selected one stands otherwise. */
export function selectUpdatedQuotation(snapshot: CartSnapshot): Quotation | undefined {
  return snapshot.context.updatedQuotation;
}

/** The summary's start-date field: the date the cart holds, its message, and whether it may change. */
export function selectStartDate(snapshot: CartSnapshot) {
  const { beginDate, startDateError, fieldErrors } = snapshot.context;
  return {
    beginDate,
    // Refused by the summary's field, or by the server when the emission sent it.
    error: startDateError ?? fieldErrors.beginDate,
    // The machine takes a new date until the emission carries one.
    canChoose: snapshot.status === 'active' && !snapshot.matches('emission'),
  };
}

/** The beneficiary step's hint: the insurer's limit on the lender's name, where it has one. */
export function selectBeneficiaryNameLimit(snapshot: CartSnapshot): number | undefined {
  return beneficiaryNameLimitOf(snapshot.context.quotation.providerCode);
}
