import * as v from 'valibot';
import { assign, type EventObject } from 'xstate';
import type { PostalLocation } from '../../src/domain/common/postal-location';
import type { Bank, BankInstallments, BinInfo } from '../../src/domain/payment/bank-cards';
import { cardBin, cardTypeKeys } from '../../src/domain/payment/card';
import type { Version } from '../../src/domain/vehicle/vehicle-catalog';
import { isQuotedVehicle, type VehicleByPlates } from '../../src/domain/vehicle/vehicle-by-plates';
import { messages, startDateSchema } from '../../src/domain/validation';
import type { InsurerCode } from '../../src/domain/insurers/insurers';
import type { Quotation } from '../../src/domain/quote/quotation';
import { timing } from '../../src/domain/common/timing';
import { failureMessage } from '../support/failure-message';
import type { CardProtection } from './card-protection';
import { cartMessages } from './cart-messages';
import type { CartContext, CartEvent, CartSubmission } from './cart.types';
import type { EmissionAnswer } from './emission.types';
import { paymentStepSchemaFor, paymentTermsOf, type CardChoice } from './payment-options';
import { validateStep } from './step-validation';

/**
 * The guards and actions both carts share: each machine spreads `cartRules(itsStepSchemas)`
 * into its own `setup` and adds the few that are its own.
 */
type Args = { context: CartContext; event: CartEvent | EventObject };

/** The payment step's schema: the domain's, with the instalments this sale offers. */
export function paymentSchemaOf(context: CartContext) {
  return paymentStepSchemaFor(paymentTermsOfCart(context));
}

/** The sale's frequency and the chosen bank's MSI plans, as the payment step offers them. */
export function paymentTermsOfCart(context: CartContext) {
  return paymentTermsOf(
    context.quotation.paymentFrequency,
    context.promo,
    context.bankInstallments,
  );
}

const isSubmission = (event: Args['event']): event is CartSubmission =>
  event.type === 'cart.submitStep';

/** The start date the buyer chose in the summary, if the event is that choice. */
const chosenStartDate = (event: Args['event']) =>
  event.type === 'cart.chooseStartDate' ? (event as { beginDate: unknown }).beginDate : undefined;

/** The card submitted at the payment step, checked: handed to the gateway, never kept. */
export function submittedCard({ context, event }: Args) {
  return v.parse(paymentSchemaOf(context), isSubmission(event) ? event.values : undefined);
}

function validatePayment({ context, event }: Args) {
  return validateStep(paymentSchemaOf(context), isSubmission(event) ? event.values : undefined);
}

/** The BIN of the card number being typed, once its first 6 digits are there. */
function typedBin(event: Args['event']): string | undefined {
  if (event.type !== 'cart.typeCardNumber') return undefined;
  const bin = cardBin((event as { cardNumber: string }).cardNumber);
  return /^\d{6}$/.test(bin) ? bin : undefined;
}

const noChoice: CardChoice = { bank: '', cardType: '' };
const choiceOf = (context: CartContext) => context.cardChoice ?? noChoice;

const cardTypeOf = (value: unknown): CardChoice['cardType'] =>
  cardTypeKeys.find((key) => key === value) ?? '';

const cartGuards = {
  beneficiarySectionIsEmpty: ({ context }: Args) => !context.asksBeneficiary,
  financingIsInactive: ({ context }: Args) => !context.steps.vehicle?.hasFinancing,
  carHasNoPlates: ({ context }: Args) => context.steps.plates?.hasNoPlates === true,
  plateLookupSucceeded: ({ context }: Args) => context.vehicleFound !== undefined,
  plateFoundTheQuotedVehicle: ({ context }: Args, found: VehicleByPlates) =>
    isQuotedVehicle(found, context.modelId),
  indemnityIsNotInvoiceValue: ({ context }: Args) =>
    context.quotation.compensationValue !== 'invoice',
  promoSkipsPayment: ({ context }: Args) => context.promo?.skipPayment === true,
  buyerIsGoingBack: ({ context }: Args) => context.direction === 'back',
  /** A complete BIN other than the one that last filled bank and card type. */
  typedNewBin: ({ context, event }: Args) => {
    const bin = typedBin(event);
    return bin !== undefined && bin !== context.cardChoice?.bin;
  },
  bankIsChosen: ({ context }: Args) => choiceOf(context).bank !== '',
  cardDetailsAreValid: (args: Args) => isSubmission(args.event) && validatePayment(args).valid,
  /** The server checks the emission's start date with the same schema. */
  startDateIsAllowed: ({ event }: Args) => v.is(startDateSchema, chosenStartDate(event)),
  // The guards below read an invoked actor's result, handed to them as typed params.
  cardWasProtected: (_: Args, protection: CardProtection) => protection.status === 'protected',
  insurerIsStillIssuing: (_: Args, answer: EmissionAnswer) => answer.status === 'processing',
  /** Paid, or nothing to pay (a promo code that skips payment issues with no charge). */
  policyWasIssuedAndPaid: (_: Args, answer: EmissionAnswer) =>
    answer.status === 'issued' && answer.paymentStatus !== 'not-paid',
  policyWasIssuedWithPaymentPending: (_: Args, answer: EmissionAnswer) =>
    answer.status === 'issued' && answer.paymentStatus === 'not-paid',
  dataWereRejected: (_: Args, answer: EmissionAnswer) => answer.status === 'rejected',
};

const cartUpdates = {
  // A step left either way is a new form: nothing typed on it yet.
  moveForward: () => ({ direction: 'forward' as const, editedStep: undefined }),
  moveBack: () => ({
    direction: 'back' as const,
    fieldErrors: {},
    errorMessage: undefined,
    editedStep: undefined,
  }),
  /** The step's form differs from what it showed (changed fields named), or no longer does. */
  noteEditedStep: ({ event }: Args) => {
    const { step, changedFields } = event as Extract<CartEvent, { type: 'cart.editStep' }>;
    return { editedStep: changedFields.length > 0 ? step : undefined };
  },
  showPaymentErrors: (args: Args) => {
    const result = validatePayment(args);
    return { fieldErrors: result.valid ? {} : result.errors, errorMessage: undefined };
  },
  forgetVehicleFound: () => ({ vehicleFound: undefined, otherVehicleFound: undefined }),
  reportQuoteError: () => ({ errorMessage: cartMessages.quoteError }),
  keepStartDate: ({ event }: Args) => ({
    beginDate: chosenStartDate(event) as string,
    startDateError: undefined,
  }),
  keepTypedBin: ({ context, event }: Args) => ({
    cardChoice: { ...choiceOf(context), bin: typedBin(event) },
  }),
  keepChosenBank: ({ context, event }: Args) => ({
    cardChoice: { ...choiceOf(context), bank: (event as { bank: string }).bank },
    bankInstallments: undefined,
  }),
  keepChosenCardType: ({ context, event }: Args) => ({
    cardChoice: {
      ...choiceOf(context),
      cardType: cardTypeOf((event as { cardType: string }).cardType),
    },
  }),
  forgetBankInstallments: () => ({ bankInstallments: undefined }),
  showStartDateError: () => ({ startDateError: messages.startDate }),
  sayStartDateIsFixed: () => ({ startDateError: cartMessages.startDateFixed }),
  /** Refused data: the next emission attempt gets a new key; the card must be given again. */
  prepareDataCorrection: ({ context }: Args) => ({
    emissionAttempt: context.emissionAttempt + 1,
    card: undefined,
    direction: 'back' as const,
  }),
};

/** The updates that keep an invoked actor's result, handed to them as typed params. */
const resultUpdates = {
  keepPostalLocation: (_: Args, postalLocation: PostalLocation) => ({ postalLocation }),
  keepVersions: (_: Args, versions: Version[]) => ({ versions }),
  keepBanks: (_: Args, banks: Bank[]) => ({ banks }),
  keepVehicleFound: (_: Args, vehicleFound: VehicleByPlates) => ({
    vehicleFound,
    otherVehicleFound: undefined,
  }),
  keepOtherVehicleFound: (_: Args, otherVehicleFound: VehicleByPlates) => ({
    vehicleFound: undefined,
    otherVehicleFound,
  }),
  /** Bank and card type as the BIN names them; what it does not name stays as chosen. */
  keepBinChoice: ({ context }: Args, bin: BinInfo) => {
    const choice = choiceOf(context);
    const bank = bin.bankCode ?? choice.bank;
    return {
      cardChoice: { ...choice, bank, cardType: bin.cardType ?? choice.cardType },
      ...(bank === choice.bank ? {} : { bankInstallments: undefined }),
    };
  },
  keepBankInstallments: (_: Args, bankInstallments: BankInstallments) => ({ bankInstallments }),
  /** A list the step needs did not load: the failure's own message (the database is away…). */
  reportCatalogueFailure: (_: Args, error: unknown) => ({ errorMessage: failureMessage(error) }),
  /** The card could not be protected: the failure's own message (the database is away…). */
  reportCardFailure: (_: Args, error: unknown) => ({
    fieldErrors: {},
    errorMessage: failureMessage(error),
  }),
  /** A new card goes to the emission: the last refusal no longer stands (one message at a time). */
  keepProtectedCard: (_: Args, protection: CardProtection) =>
    protection.status === 'protected'
      ? { card: protection.card, fieldErrors: {}, errorMessage: undefined }
      : {},
  showCardRefusal: (_: Args, protection: CardProtection) =>
    protection.status === 'refused'
      ? { fieldErrors: protection.errors, errorMessage: undefined }
      : {},
  recordPolicy: (_: Args, answer: EmissionAnswer) =>
    answer.status === 'issued'
      ? {
          card: undefined,
          policy: {
            policyNumber: answer.policyNumber,
            paymentStatus: answer.paymentStatus,
            emissionId: answer.emissionId,
          },
        }
      : {},
  // The summary shows the updated quotation: the one the emission then charges.
  keepUpdatedQuotation: ({ context }: Args, updated: Quotation) => ({
    quotation: { ...context.quotation, id: updated.id, paymentFrequency: updated.paymentFrequency },
    updatedQuotation: updated,
  }),
  showRejection: (_: Args, answer: EmissionAnswer) =>
    answer.status === 'rejected'
      ? { fieldErrors: answer.fields, errorMessage: answer.message }
      : {},
};

/** Postal code, city and state are read-only: they come from the postal-code lookup. */
function fixedValues(context: CartContext, step: string, values: Record<string, unknown>) {
  return step === 'address'
    ? {
        ...values,
        postalCode: context.postalCode,
        city: context.postalLocation?.cityName,
        state: context.postalLocation?.stateName,
      }
    : values;
}

/** Validation and saving of a cart's form steps, given its step schemas for an insurer. */
function formStepRules<TContext extends CartContext, TStep extends string>(
  stepSchemas: (insurer: InsurerCode) => Record<TStep, v.GenericSchema>,
) {
  type StepArgs = { context: TContext; event: CartEvent };
  const schemaOf = (context: TContext, step: TStep) =>
    stepSchemas(context.quotation.providerCode)[step];
  const validate = ({ context, event }: StepArgs, step: TStep) =>
    isSubmission(event)
      ? validateStep(schemaOf(context, step), fixedValues(context, step, event.values))
      : undefined;
  const save = (args: StepArgs, { step }: { step: TStep }) => {
    const result = validate(args, step);
    if (!result?.valid) return {};
    const steps = { ...args.context.steps, [step]: result.output } as TContext['steps'];
    return { steps, fieldErrors: {}, errorMessage: undefined } as Partial<TContext>;
  };
  const showErrors = (args: StepArgs, { step }: { step: TStep }) => {
    const result = validate(args, step);
    return { fieldErrors: result && !result.valid ? result.errors : {} } as Partial<TContext>;
  };
  return {
    submittedValuesAreValid: (args: StepArgs, { step }: { step: TStep }) =>
      validate(args, step)?.valid === true,
    saveStep: assign<TContext, CartEvent, { step: TStep }, CartEvent, never>(save),
    showFieldErrors: assign<TContext, CartEvent, { step: TStep }, CartEvent, never>(showErrors),
  };
}

/** The shared updates as named actions of a cart whose context is `TContext`. */
function cartActions<TContext extends CartContext>() {
  type UpdateArgs = { context: TContext; event: CartEvent };
  const update = (change: (args: UpdateArgs) => Partial<CartContext>) =>
    assign<TContext, CartEvent, undefined, CartEvent, never>(
      (args) => change(args) as Partial<TContext>,
    );
  const keep = <TResult>(change: (args: UpdateArgs, result: TResult) => Partial<CartContext>) =>
    assign<TContext, CartEvent, TResult, CartEvent, never>(
      (args, result) => change(args, result) as Partial<TContext>,
    );
  return {
    moveForward: update(cartUpdates.moveForward),
    moveBack: update(cartUpdates.moveBack),
    noteEditedStep: update(cartUpdates.noteEditedStep),
    showPaymentErrors: update(cartUpdates.showPaymentErrors),
    forgetVehicleFound: update(cartUpdates.forgetVehicleFound),
    keepStartDate: update(cartUpdates.keepStartDate),
    showStartDateError: update(cartUpdates.showStartDateError),
    sayStartDateIsFixed: update(cartUpdates.sayStartDateIsFixed),
    prepareDataCorrection: update(cartUpdates.prepareDataCorrection),
    keepTypedBin: update(cartUpdates.keepTypedBin),
    keepChosenBank: update(cartUpdates.keepChosenBank),
    keepChosenCardType: update(cartUpdates.keepChosenCardType),
    forgetBankInstallments: update(cartUpdates.forgetBankInstallments),
    keepBinChoice: keep(resultUpdates.keepBinChoice),
    keepBankInstallments: keep(resultUpdates.keepBankInstallments),
    keepPostalLocation: keep(resultUpdates.keepPostalLocation),
    keepVersions: keep(resultUpdates.keepVersions),
    keepBanks: keep(resultUpdates.keepBanks),
    keepVehicleFound: keep(resultUpdates.keepVehicleFound),
    keepOtherVehicleFound: keep(resultUpdates.keepOtherVehicleFound),
    reportCatalogueFailure: keep(resultUpdates.reportCatalogueFailure),
    reportCardFailure: keep(resultUpdates.reportCardFailure),
    keepProtectedCard: keep(resultUpdates.keepProtectedCard),
    showCardRefusal: keep(resultUpdates.showCardRefusal),
    recordPolicy: keep(resultUpdates.recordPolicy),
    showRejection: keep(resultUpdates.showRejection),
    keepUpdatedQuotation: keep(resultUpdates.keepUpdatedQuotation),
    reportQuoteError: update(cartUpdates.reportQuoteError),
  };
}

/** A cart's named guards and actions: the shared ones and those of its own form steps. */
export function cartRules<TContext extends CartContext, TStep extends string>(
  stepSchemas: (insurer: InsurerCode) => Record<TStep, v.GenericSchema>,
) {
  const formSteps = formStepRules<TContext, TStep>(stepSchemas);
  return {
    guards: { ...cartGuards, submittedValuesAreValid: formSteps.submittedValuesAreValid },
    actions: {
      ...cartActions<TContext>(),
      saveStep: formSteps.saveStep,
      showFieldErrors: formSteps.showFieldErrors,
    },
  };
}

/** The emission's waiting periods (docs/behaviour/purchase/emission.md); polls pause by an actor. */
export const cartDelays = {
  emissionErrorWait: timing.emissionErrorWaitMs,
  inputErrorWait: timing.inputErrorWaitMs,
};

/**
 * A newly generated RFC, prefilled at the RFC step. The RFC the buyer had confirmed as it was
 * generated is generated again from the new names (regenerateRfc); one they typed is kept.
 */
export function regenerateRfc<TContext extends CartContext & RfcContext>(
  context: TContext,
  generated: string | undefined,
): Partial<TContext> {
  const confirmed = context.steps.rfc?.rfc;
  const keepsConfirmed = confirmed !== undefined && confirmed !== context.suggestedRfc;
  const steps = keepsConfirmed ? context.steps : { ...context.steps, rfc: undefined };
  return { suggestedRfc: generated, steps } as Partial<TContext>;
}

interface RfcContext {
  suggestedRfc?: string;
  steps: { rfc?: { rfc: string } };
}
