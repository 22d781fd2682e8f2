import * as v from 'valibot';
import { and, assign, or, sendTo, setup } from 'xstate';
import type { PostalLocation, Version } from '../../src/api/catalog';
import type { PlateLookup, VehicleByPlates } from '../../src/api/vehicle';
import { genericMessages } from '../../src/domain/errors';
import { asksRfcConfirmation } from '../../src/domain/insurers';
import { individualCartSteps, invoiceStepSchema } from '../../src/domain/validation';
import { actorSlot } from '../cart-shared/actor-slot';
import type { CardProtection } from '../cart-shared/card-protection';
import {
  paymentOptionsFor,
  paymentStepSchemaFor,
  type CardEntry,
} from '../cart-shared/payment-options';
import { validateStep } from '../cart-shared/step-validation';
import { policyEmissionMachine } from '../policy-emission/policy-emission.machine';
import type { PolicyEmissionOutput } from '../policy-emission/policy-emission.types';
import { emissionInputOf, generatedRfcOf } from './individual-cart.emission';
import type {
  IndividualCartContext,
  IndividualCartEvent,
  IndividualCartInput,
  IndividualCartOutput,
  IndividualFormStep,
  IssuedPolicy,
} from './individual-cart.types';

type StepParams = { step: IndividualFormStep };
type Submission = Extract<IndividualCartEvent, { type: 'cart.submitStep' }>;

/** Named step indexes of the purchase area (section 4); the hdi RFC confirmation and the invoice
 * data share the index of the step they complete. */
export const individualCartStepIndex = {
  holder: 0,
  birthdateAndGender: 1,
  rfc: 1,
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
} as const;

function schemaOf(context: IndividualCartContext, step: IndividualFormStep) {
  return step === 'invoice'
    ? invoiceStepSchema
    : individualCartSteps(context.quotation.providerCode)[step];
}

/** Postal code, city and state are read-only: they come from the postal-code lookup. */
function valuesOf(context: IndividualCartContext, step: IndividualFormStep, event: Submission) {
  return step === 'address'
    ? {
        ...event.values,
        postalCode: context.postalCode,
        city: context.postalLocation?.cityName,
        state: context.postalLocation?.stateName,
      }
    : event.values;
}

function validate(
  context: IndividualCartContext,
  event: IndividualCartEvent,
  step: IndividualFormStep,
) {
  return event.type === 'cart.submitStep'
    ? validateStep(schemaOf(context, step), valuesOf(context, step, event))
    : undefined;
}

function paymentSchemaOf(context: IndividualCartContext) {
  return paymentStepSchemaFor(paymentOptionsFor(context.quotation.paymentFrequency, context.promo));
}

const submit = (step: IndividualFormStep, target: string) =>
  [
    {
      guard: { type: 'submittedValuesAreValid', params: { step } },
      target,
      actions: [{ type: 'saveStep', params: { step } }, 'moveForward'],
    },
    { actions: { type: 'showFieldErrors', params: { step } } },
  ] as const;

const back = (target: string) => ({ target, actions: 'moveBack' }) as const;

const outputOf = <T>({ event }: { event: { output: T } }) => ({ output: event.output });

/**
 * The individual purchase cart (purchase area, section 2): twelve steps in order, each skipped
 * step passing the buyer on in the direction they move; then the card's bin lookup and
 * tokenisation, the fun-fact and request-policy loaders of the emission, and the outcome.
 */
export const individualCartMachine = setup({
  types: {
    context: {} as IndividualCartContext,
    events: {} as IndividualCartEvent,
    input: {} as IndividualCartInput,
    output: {} as IndividualCartOutput,
  },
  actors: {
    loadPostalLocation: actorSlot<PostalLocation, { postalCode: string; providerCode: string }>(
      'loadPostalLocation',
    ),
    loadVersions: actorSlot<Version[], { modelId: string; providerCode: string }>('loadVersions'),
    lookUpVehicleByPlates: actorSlot<VehicleByPlates, PlateLookup>('lookUpVehicleByPlates'),
    protectCard: actorSlot<CardProtection, CardEntry>('protectCard'),
    policyEmission: policyEmissionMachine,
  },
  guards: {
    submittedValuesAreValid: ({ context, event }, { step }: StepParams) =>
      validate(context, event, step)?.valid === true,
    cardDetailsAreValid: ({ context, event }) =>
      event.type === 'cart.submitStep' &&
      validateStep(paymentSchemaOf(context), event.values).valid,
    insurerIsNotHdi: ({ context }) => !asksRfcConfirmation(context.quotation.providerCode),
    beneficiarySectionIsEmpty: ({ context }) => !context.asksBeneficiary,
    financingIsInactive: ({ context }) => !context.steps.vehicle?.hasFinancing,
    carHasNoPlates: ({ context }) => context.steps.plates?.hasNoPlates === true,
    plateLookupSucceeded: ({ context }) => context.vehicleFound !== undefined,
    indemnityIsNotInvoiceValue: ({ context }) => context.quotation.compensationValue !== 'invoice',
    promoSkipsPayment: ({ context }) => context.promo?.skipPayment === true,
    buyerIsGoingBack: ({ context }) => context.direction === 'back',
    cardWasProtected: (_, { output }: { output: CardProtection }) => output.status === 'protected',
    policyWasIssued: (_, { output }: { output: PolicyEmissionOutput }) =>
      output.outcome === 'issued',
    policyAwaitsPayment: (_, { output }: { output: PolicyEmissionOutput }) =>
      output.outcome === 'paymentPending',
  },
  actions: {
    saveStep: assign(({ context, event }, { step }: StepParams) => {
      const result = validate(context, event, step);
      return result?.valid
        ? {
            steps: { ...context.steps, [step]: result.output },
            fieldErrors: {},
            errorMessage: undefined,
          }
        : {};
    }),
    showFieldErrors: assign(({ context, event }, { step }: StepParams) => {
      const result = validate(context, event, step);
      return { fieldErrors: result && !result.valid ? result.errors : {} };
    }),
    showPaymentErrors: assign(({ context, event }) => {
      const result =
        event.type === 'cart.submitStep'
          ? validateStep(paymentSchemaOf(context), event.values)
          : undefined;
      return { fieldErrors: result && !result.valid ? result.errors : {} };
    }),
    moveForward: assign({ direction: 'forward' as const }),
    moveBack: assign({ direction: 'back' as const, fieldErrors: {}, errorMessage: undefined }),
    suggestGeneratedRfc: assign(({ context }) => ({ suggestedRfc: generatedRfcOf(context) })),
    keepPostalLocation: assign((_, { output }: { output: PostalLocation }) => ({
      postalLocation: output,
    })),
    keepVersions: assign((_, { output }: { output: Version[] }) => ({ versions: output })),
    reportCatalogueFailure: assign({ errorMessage: genericMessages.unknown }),
    keepVehicleFound: assign((_, { output }: { output: VehicleByPlates }) => ({
      vehicleFound: output,
    })),
    forgetVehicleFound: assign({ vehicleFound: undefined }),
    keepProtectedCard: assign((_, { output }: { output: CardProtection }) =>
      output.status === 'protected' ? { card: output.card, fieldErrors: {} } : {},
    ),
    showCardRefusal: assign((_, { output }: { output: CardProtection }) =>
      output.status === 'refused' ? { fieldErrors: output.errors } : {},
    ),
    reportCardFailure: assign({ fieldErrors: {}, errorMessage: genericMessages.unknown }),
    forwardToEmission: sendTo('policyEmission', ({ event }) => event),
    recordPolicy: assign((_, { output }: { output: PolicyEmissionOutput }) =>
      output.outcome === 'dataCorrection'
        ? {}
        : {
            card: undefined,
            policy: {
              policyNumber: output.policyNumber,
              paymentStatus:
                output.outcome === 'issued' ? ('paid' as const) : ('not-paid' as const),
            },
          },
    ),
    prepareDataCorrection: assign(({ context }, { output }: { output: PolicyEmissionOutput }) => ({
      emissionAttempt: context.emissionAttempt + 1,
      card: undefined,
      direction: 'back' as const,
      ...(output.outcome === 'dataCorrection'
        ? { fieldErrors: output.fields, errorMessage: output.message }
        : {}),
    })),
  },
}).createMachine({
  id: 'individualCart',
  context: ({ input }) => ({
    ...input,
    asksBeneficiary: input.asksBeneficiary ?? true,
    steps: {},
    direction: 'forward',
    fieldErrors: {},
    versions: [],
    emissionAttempt: 0,
  }),
  initial: 'holder',
  states: {
    holder: {
      meta: { stepIndex: individualCartStepIndex.holder },
      on: { 'cart.submitStep': submit('holder', 'birthdateAndGender') },
    },
    birthdateAndGender: {
      meta: { stepIndex: individualCartStepIndex.birthdateAndGender },
      on: { 'cart.submitStep': submit('birthdateAndGender', 'rfc'), 'cart.back': back('holder') },
    },
    rfc: {
      meta: { stepIndex: individualCartStepIndex.rfc },
      entry: 'suggestGeneratedRfc',
      always: [
        { guard: and(['insurerIsNotHdi', 'buyerIsGoingBack']), target: 'birthdateAndGender' },
        { guard: 'insurerIsNotHdi', target: 'contact' },
      ],
      on: { 'cart.submitStep': submit('rfc', 'contact'), 'cart.back': back('birthdateAndGender') },
    },
    contact: {
      meta: { stepIndex: individualCartStepIndex.contact },
      on: { 'cart.submitStep': submit('contact', 'address'), 'cart.back': back('rfc') },
    },
    address: {
      meta: { stepIndex: individualCartStepIndex.address },
      invoke: {
        id: 'loadPostalLocation',
        src: 'loadPostalLocation',
        input: ({ context }) => ({
          postalCode: context.postalCode,
          providerCode: context.quotation.providerCode,
        }),
        onDone: { actions: { type: 'keepPostalLocation', params: outputOf } },
        onError: { actions: 'reportCatalogueFailure' },
      },
      on: { 'cart.submitStep': submit('address', 'plates'), 'cart.back': back('contact') },
    },
    plates: {
      meta: { stepIndex: individualCartStepIndex.plates },
      on: { 'cart.submitStep': submit('plates', 'lookingUpPlates'), 'cart.back': back('address') },
    },
    lookingUpPlates: {
      meta: { stepIndex: individualCartStepIndex.plates },
      tags: ['busy'],
      always: { guard: 'carHasNoPlates', target: 'vehicle', actions: 'forgetVehicleFound' },
      invoke: {
        id: 'lookUpVehicleByPlates',
        src: 'lookUpVehicleByPlates',
        input: ({ context }) => ({
          licensePlates: context.steps.plates?.licensePlates ?? '',
          postalCode: context.postalCode,
        }),
        onDone: { target: 'vehicle', actions: { type: 'keepVehicleFound', params: outputOf } },
        onError: { target: 'vehicle', actions: 'forgetVehicleFound' },
      },
    },
    vehicle: {
      meta: { stepIndex: individualCartStepIndex.vehicle },
      invoke: {
        id: 'loadVersions',
        src: 'loadVersions',
        input: ({ context }) => ({
          modelId: context.modelId,
          providerCode: context.quotation.providerCode,
        }),
        onDone: { actions: { type: 'keepVersions', params: outputOf } },
        onError: { actions: 'reportCatalogueFailure' },
      },
      on: { 'cart.submitStep': submit('vehicle', 'beneficiary'), 'cart.back': back('plates') },
    },
    beneficiary: {
      meta: { stepIndex: individualCartStepIndex.beneficiary },
      always: [
        {
          guard: and([
            or(['beneficiarySectionIsEmpty', 'financingIsInactive']),
            'buyerIsGoingBack',
          ]),
          target: 'vehicle',
        },
        {
          guard: or(['beneficiarySectionIsEmpty', 'financingIsInactive']),
          target: 'serialNumbers',
        },
      ],
      on: {
        'cart.submitStep': submit('beneficiary', 'serialNumbers'),
        'cart.back': back('vehicle'),
      },
    },
    serialNumbers: {
      meta: { stepIndex: individualCartStepIndex.serialNumbers },
      always: [
        { guard: and(['plateLookupSucceeded', 'buyerIsGoingBack']), target: 'beneficiary' },
        { guard: 'plateLookupSucceeded', target: 'invoice' },
      ],
      on: {
        'cart.submitStep': submit('serialNumbers', 'invoice'),
        'cart.back': back('beneficiary'),
      },
    },
    invoice: {
      meta: { stepIndex: individualCartStepIndex.invoice },
      always: [
        { guard: and(['indemnityIsNotInvoiceValue', 'buyerIsGoingBack']), target: 'serialNumbers' },
        { guard: 'indemnityIsNotInvoiceValue', target: 'payment' },
      ],
      on: { 'cart.submitStep': submit('invoice', 'payment'), 'cart.back': back('serialNumbers') },
    },
    payment: {
      meta: { stepIndex: individualCartStepIndex.cardData },
      always: { guard: 'promoSkipsPayment', target: 'emission' },
      on: {
        'cart.submitStep': [
          { guard: 'cardDetailsAreValid', target: 'protectingCard' },
          { actions: 'showPaymentErrors' },
        ],
        'cart.back': back('invoice'),
      },
    },
    protectingCard: {
      meta: { stepIndex: individualCartStepIndex.cardData },
      tags: ['busy'],
      invoke: {
        id: 'protectCard',
        src: 'protectCard',
        // The card goes from the submitted event to the gateway, never into the context.
        input: ({ context, event }) =>
          v.parse(paymentSchemaOf(context), (event as Submission).values),
        onDone: [
          {
            guard: { type: 'cardWasProtected', params: outputOf },
            target: 'emission',
            actions: { type: 'keepProtectedCard', params: outputOf },
          },
          { target: 'payment', actions: { type: 'showCardRefusal', params: outputOf } },
        ],
        onError: { target: 'payment', actions: 'reportCardFailure' },
      },
    },
    emission: {
      meta: { stepIndex: individualCartStepIndex.funFactLoader },
      tags: ['busy'],
      invoke: {
        id: 'policyEmission',
        src: 'policyEmission',
        input: ({ context }) => emissionInputOf(context),
        onDone: [
          {
            guard: { type: 'policyWasIssued', params: outputOf },
            target: 'issued',
            actions: { type: 'recordPolicy', params: outputOf },
          },
          {
            guard: { type: 'policyAwaitsPayment', params: outputOf },
            target: 'paymentPending',
            actions: { type: 'recordPolicy', params: outputOf },
          },
          {
            guard: 'promoSkipsPayment',
            target: 'holder',
            actions: { type: 'prepareDataCorrection', params: outputOf },
          },
          { target: 'payment', actions: { type: 'prepareDataCorrection', params: outputOf } },
        ],
      },
      on: {
        'cart.retryEmission': { actions: 'forwardToEmission' },
        'cart.correctData': { actions: 'forwardToEmission' },
      },
    },
    issued: { type: 'final' },
    paymentPending: { type: 'final' },
  },
  // Only the issued and payment-pending states are final, and both recorded the policy.
  output: ({ context }) => ({
    ...(context.policy as IssuedPolicy),
    email: context.steps.contact?.email,
  }),
});
