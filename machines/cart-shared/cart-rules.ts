import * as v from 'valibot';
import { assign, type EventObject } from 'xstate';
import type { PostalLocation, Version } from '../../src/api/catalog';
import type { VehicleByPlates } from '../../src/api/vehicle';
import { genericMessages } from '../../src/domain/errors';
import { timing } from '../../src/domain/timing';
import { actorOutput } from './actor-output';
import type { CardProtection } from './card-protection';
import type { CartContext, CartEvent, CartSubmission } from './cart.types';
import type { EmissionAnswer } from './emission.types';
import { paymentOptionsFor, paymentStepSchemaFor } from './payment-options';
import { validateStep } from './step-validation';

/**
 * The guards and actions both carts share: each machine names them in its own `setup`
 * (`cartGuards`, `cartActions()`, and `formStepRules` given the schema of each of its steps).
 */
type Args = { context: CartContext; event: CartEvent | EventObject };

const answerOf = (event: EventObject) => actorOutput<EmissionAnswer>(event);

/** The payment step's schema: the domain's, with the instalments this sale offers. */
export function paymentSchemaOf(context: CartContext) {
  return paymentStepSchemaFor(paymentOptionsFor(context.quotation.paymentFrequency, context.promo));
}

const isSubmission = (event: Args['event']): event is CartSubmission =>
  event.type === 'cart.submitStep';

/** The card submitted at the payment step, checked: handed to the gateway, never kept. */
export function submittedCard({ context, event }: Args) {
  return v.parse(paymentSchemaOf(context), isSubmission(event) ? event.values : undefined);
}

function validatePayment({ context, event }: Args) {
  return validateStep(paymentSchemaOf(context), isSubmission(event) ? event.values : undefined);
}

export const cartGuards = {
  beneficiarySectionIsEmpty: ({ context }: Args) => !context.asksBeneficiary,
  financingIsInactive: ({ context }: Args) => !context.steps.vehicle?.hasFinancing,
  carHasNoPlates: ({ context }: Args) => context.steps.plates?.hasNoPlates === true,
  plateLookupSucceeded: ({ context }: Args) => context.vehicleFound !== undefined,
  indemnityIsNotInvoiceValue: ({ context }: Args) =>
    context.quotation.compensationValue !== 'invoice',
  promoSkipsPayment: ({ context }: Args) => context.promo?.skipPayment === true,
  buyerIsGoingBack: ({ context }: Args) => context.direction === 'back',
  cardDetailsAreValid: (args: Args) => isSubmission(args.event) && validatePayment(args).valid,
  cardWasProtected: ({ event }: Args) => actorOutput<CardProtection>(event).status === 'protected',
  insurerIsStillIssuing: ({ event }: Args) => answerOf(event).status === 'processing',
  /** Paid, or nothing to pay (a promo code that skips payment issues with no charge). */
  policyWasIssuedAndPaid: ({ event }: Args) => {
    const answer = answerOf(event);
    return answer.status === 'issued' && answer.paymentStatus !== 'not-paid';
  },
  policyWasIssuedWithPaymentPending: ({ event }: Args) => {
    const answer = answerOf(event);
    return answer.status === 'issued' && answer.paymentStatus === 'not-paid';
  },
  dataWereRejected: ({ event }: Args) => answerOf(event).status === 'rejected',
};

const cartUpdates = {
  moveForward: () => ({ direction: 'forward' as const }),
  moveBack: () => ({ direction: 'back' as const, fieldErrors: {}, errorMessage: undefined }),
  showPaymentErrors: (args: Args) => {
    const result = validatePayment(args);
    return { fieldErrors: result.valid ? {} : result.errors };
  },
  keepPostalLocation: ({ event }: Args) => ({
    postalLocation: actorOutput<PostalLocation>(event),
  }),
  keepVersions: ({ event }: Args) => ({ versions: actorOutput<Version[]>(event) }),
  reportCatalogueFailure: () => ({ errorMessage: genericMessages.unknown }),
  keepVehicleFound: ({ event }: Args) => ({ vehicleFound: actorOutput<VehicleByPlates>(event) }),
  forgetVehicleFound: () => ({ vehicleFound: undefined }),
  keepProtectedCard: ({ event }: Args) => {
    const protection = actorOutput<CardProtection>(event);
    return protection.status === 'protected' ? { card: protection.card, fieldErrors: {} } : {};
  },
  showCardRefusal: ({ event }: Args) => {
    const protection = actorOutput<CardProtection>(event);
    return protection.status === 'refused' ? { fieldErrors: protection.errors } : {};
  },
  reportCardFailure: () => ({ fieldErrors: {}, errorMessage: genericMessages.unknown }),
  recordPolicy: ({ event }: Args) => {
    const answer = answerOf(event);
    if (answer.status !== 'issued') return {};
    const { policyNumber, paymentStatus } = answer;
    return { card: undefined, policy: { policyNumber, paymentStatus } };
  },
  showRejection: ({ event }: Args) => {
    const answer = answerOf(event);
    return answer.status === 'rejected'
      ? { fieldErrors: answer.fields, errorMessage: answer.message }
      : {};
  },
  /** Refused data: the next emission attempt gets a new key; the card must be given again. */
  prepareDataCorrection: ({ context }: Args) => ({
    emissionAttempt: context.emissionAttempt + 1,
    card: undefined,
    direction: 'back' as const,
  }),
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

/** Validation and saving of a cart's form steps, given the schema of each of its steps. */
export function formStepRules<TContext extends CartContext, TStep extends string>(
  schemaOf: (context: TContext, step: TStep) => v.GenericSchema,
) {
  type StepArgs = { context: TContext; event: CartEvent };
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
export function cartActions<TContext extends CartContext>() {
  const update = (
    change: (args: { context: TContext; event: CartEvent }) => Partial<CartContext>,
  ) =>
    assign<TContext, CartEvent, undefined, CartEvent, never>(
      ({ context, event }) => change({ context, event }) as Partial<TContext>,
    );
  return {
    moveForward: update(cartUpdates.moveForward),
    moveBack: update(cartUpdates.moveBack),
    showPaymentErrors: update(cartUpdates.showPaymentErrors),
    keepPostalLocation: update(cartUpdates.keepPostalLocation),
    keepVersions: update(cartUpdates.keepVersions),
    reportCatalogueFailure: update(cartUpdates.reportCatalogueFailure),
    keepVehicleFound: update(cartUpdates.keepVehicleFound),
    forgetVehicleFound: update(cartUpdates.forgetVehicleFound),
    keepProtectedCard: update(cartUpdates.keepProtectedCard),
    showCardRefusal: update(cartUpdates.showCardRefusal),
    reportCardFailure: update(cartUpdates.reportCardFailure),
    recordPolicy: update(cartUpdates.recordPolicy),
    showRejection: update(cartUpdates.showRejection),
    prepareDataCorrection: update(cartUpdates.prepareDataCorrection),
  };
}

/** The emission's waiting periods and its polling (docs/behaviour/purchase/emission.md). */
export const cartDelays = {
  emissionPollInterval: timing.emissionPollMs,
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
