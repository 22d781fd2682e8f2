import { and } from 'xstate';
import type { PolicyEmissionInput } from '../policy-emission/policy-emission.types';
import type { CartContext } from './cart.types';
import { cartStepIndex } from './cart.types';
import { submittedCard } from './cart-rules';

/** A valid submission saves the step and moves on; an invalid one shows the field messages. */
export const submit = <TStep extends string>(step: TStep, target: string) =>
  [
    {
      guard: { type: 'submittedValuesAreValid', params: { step } },
      target,
      actions: [{ type: 'saveStep', params: { step } }, 'moveForward'],
    },
    { actions: { type: 'showFieldErrors', params: { step } } },
  ] as const;

export const back = (target: string) => ({ target, actions: 'moveBack' }) as const;

interface CartStatesOptions<TContext extends CartContext> {
  /** Where the invoice data (or its skip) lead: payment, or the company's quotation update. */
  afterInvoice: string;
  /** Where refused data go when there is no payment step to correct them at. */
  firstStep: string;
  emissionInput: (context: TContext) => PolicyEmissionInput;
}

/**
 * The states both carts share, from contact to the outcome: address (colonies from the postal
 * code), plates and the registry lookup, version and financing, beneficiary, serial numbers,
 * invoice data, payment with the card's protection, and the emission. A skipped step passes the
 * buyer on in the direction they move.
 */
export function cartStates<TContext extends CartContext>(options: CartStatesOptions<TContext>) {
  return {
    contact: {
      meta: { stepIndex: cartStepIndex.contact },
      on: { 'cart.submitStep': submit('contact', 'address'), 'cart.back': back('rfc') },
    },
    address: {
      meta: { stepIndex: cartStepIndex.address },
      invoke: {
        id: 'loadPostalLocation',
        src: 'loadPostalLocation',
        input: ({ context }: { context: TContext }) => ({
          postalCode: context.postalCode,
          providerCode: context.quotation.providerCode,
        }),
        onDone: { actions: 'keepPostalLocation' },
        onError: { actions: 'reportCatalogueFailure' },
      },
      on: { 'cart.submitStep': submit('address', 'plates'), 'cart.back': back('contact') },
    },
    plates: {
      meta: { stepIndex: cartStepIndex.plates },
      on: { 'cart.submitStep': submit('plates', 'lookingUpPlates'), 'cart.back': back('address') },
    },
    lookingUpPlates: {
      meta: { stepIndex: cartStepIndex.plates },
      tags: ['busy'],
      always: { guard: 'carHasNoPlates', target: 'vehicle', actions: 'forgetVehicleFound' },
      invoke: {
        id: 'lookUpVehicleByPlates',
        src: 'lookUpVehicleByPlates',
        input: ({ context }: { context: TContext }) => ({
          licensePlates: context.steps.plates?.licensePlates ?? '',
          postalCode: context.postalCode,
        }),
        onDone: { target: 'vehicle', actions: 'keepVehicleFound' },
        onError: { target: 'vehicle', actions: 'forgetVehicleFound' },
      },
    },
    vehicle: {
      meta: { stepIndex: cartStepIndex.vehicle },
      invoke: {
        id: 'loadVersions',
        src: 'loadVersions',
        input: ({ context }: { context: TContext }) => ({
          modelId: context.modelId,
          providerCode: context.quotation.providerCode,
        }),
        onDone: { actions: 'keepVersions' },
        onError: { actions: 'reportCatalogueFailure' },
      },
      on: { 'cart.submitStep': submit('vehicle', 'beneficiary'), 'cart.back': back('plates') },
    },
    beneficiary: {
      meta: { stepIndex: cartStepIndex.beneficiary },
      // Skipped when the form has no such section, or when financing is not active.
      always: [
        { guard: and(['beneficiarySectionIsEmpty', 'buyerIsGoingBack']), target: 'vehicle' },
        { guard: and(['financingIsInactive', 'buyerIsGoingBack']), target: 'vehicle' },
        { guard: 'beneficiarySectionIsEmpty', target: 'serialNumbers' },
        { guard: 'financingIsInactive', target: 'serialNumbers' },
      ],
      on: {
        'cart.submitStep': submit('beneficiary', 'serialNumbers'),
        'cart.back': back('vehicle'),
      },
    },
    serialNumbers: {
      meta: { stepIndex: cartStepIndex.serialNumbers },
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
      meta: { stepIndex: cartStepIndex.invoice },
      always: [
        { guard: and(['indemnityIsNotInvoiceValue', 'buyerIsGoingBack']), target: 'serialNumbers' },
        { guard: 'indemnityIsNotInvoiceValue', target: options.afterInvoice },
      ],
      on: {
        'cart.submitStep': submit('invoice', options.afterInvoice),
        'cart.back': back('serialNumbers'),
      },
    },
    payment: {
      meta: { stepIndex: cartStepIndex.cardData },
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
      meta: { stepIndex: cartStepIndex.cardData },
      tags: ['busy'],
      invoke: {
        id: 'protectCard',
        src: 'protectCard',
        // From the submitted event to the gateway: the card never enters the context.
        input: submittedCard,
        onDone: [
          { guard: 'cardWasProtected', target: 'emission', actions: 'keepProtectedCard' },
          { target: 'payment', actions: 'showCardRefusal' },
        ],
        onError: { target: 'payment', actions: 'reportCardFailure' },
      },
    },
    emission: {
      meta: { stepIndex: cartStepIndex.funFactLoader },
      tags: ['busy'],
      invoke: {
        id: 'policyEmission',
        src: 'policyEmission',
        input: ({ context }: { context: TContext }) => options.emissionInput(context),
        onDone: [
          { guard: 'policyWasIssued', target: 'issued', actions: 'recordPolicy' },
          { guard: 'policyAwaitsPayment', target: 'paymentPending', actions: 'recordPolicy' },
          {
            guard: 'promoSkipsPayment',
            target: options.firstStep,
            actions: 'prepareDataCorrection',
          },
          { target: 'payment', actions: 'prepareDataCorrection' },
        ],
      },
      on: {
        'cart.retryEmission': { actions: 'forwardToEmission' },
        'cart.correctData': { actions: 'forwardToEmission' },
      },
    },
    issued: { type: 'final', meta: { stepIndex: cartStepIndex.success } },
    paymentPending: { type: 'final', meta: { stepIndex: cartStepIndex.success } },
  } as const;
}
