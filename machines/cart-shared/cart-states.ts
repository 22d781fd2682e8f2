import { busyTag } from '../support/persistence';
import { and, not } from 'xstate';
import type { PostalLocation } from '../../src/domain/common/postal-location';
import type { VehicleByPlates } from '../../src/domain/vehicle/vehicle-by-plates';
import type { Bank, BankInstallments, BinInfo } from '../../src/domain/payment/bank-cards';
import type { Version } from '../../src/domain/vehicle/vehicle-catalog';
import type { Quotation } from '../../src/domain/quote/quotation';
import { actorError, actorResult } from '../support/actor-events';
import type { CardProtection } from './card-protection';
import type { CartContext } from './cart.types';
import { cartStepIndex } from './cart.types';
import { submittedCard } from './cart-rules';
import { pollingCall } from './emission-parts';
import type { EmissionAnswer, EmissionCall } from './emission.types';
import { quotationUpdateOf } from './quotation-update';

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

/**
 * The summary's start date, chosen at any step before the emission (the machine's own event;
 * the emission state holds it still once the request carries the date).
 */
export const chooseStartDate = {
  'cart.chooseStartDate': [
    { guard: 'startDateIsAllowed', actions: 'keepStartDate' },
    { actions: 'showStartDateError' },
  ],
} as const;

/** The buyer's changes to the step on screen, noted at any step (selectHasUnsavedChanges). */
export const editStep = { 'cart.editStep': { actions: 'noteEditedStep' } } as const;

/**
 * The payment step's events, in each of its states: the card's BIN and the bank chosen load
 * what they name; submitting checks the card before it is protected.
 */
const paymentStepEvents = {
  // A number cut below 6 digits forgets its BIN, so typing it again fills bank and type again.
  'cart.typeCardNumber': [
    { guard: 'typedNewBin', target: 'lookingUpCardBin', reenter: true, actions: 'keepTypedBin' },
    { actions: 'keepTypedBin' },
  ],
  'cart.chooseBank': {
    target: 'loadingBankInstallments',
    reenter: true,
    actions: 'keepChosenBank',
  },
  'cart.chooseCardType': { actions: 'keepChosenCardType' },
  'cart.submitStep': [
    { guard: 'cardDetailsAreValid', target: 'protectingCard' },
    { actions: 'showPaymentErrors' },
  ],
  'cart.back': back('invoice'),
} as const;

/** A guard or action that reads the emission call's answer. */
const withAnswer = <TType extends string>(type: TType) => ({
  type,
  params: actorResult<EmissionAnswer>,
});
/** A guard or action that reads the plate registry's vehicle. */
const withFound = <TType extends string>(type: TType) => ({
  type,
  params: actorResult<VehicleByPlates>,
});
/** A guard or action that reads the card's protection. */
const withProtection = <TType extends string>(type: TType) => ({
  type,
  params: actorResult<CardProtection>,
});

interface CartStatesOptions<TContext extends CartContext> {
  /** The machine's id, for targets outside the emission. */
  machineId: string;
  /** Where refused data go when there is no payment step to correct them at. */
  firstStep: string;
  emissionCall: (context: TContext) => EmissionCall;
}

/**
 * The states both carts share, from contact to the outcome: address (colonies from the postal
 * code), plates and the registry lookup, version and financing, beneficiary, serial numbers,
 * invoice data, the quotation re-priced with the version chosen, payment with the card's protection, and the emission. A skipped step passes the
 * buyer on in the direction they move.
 *
 * The emission: the first call (fun-fact loader), then a poll every 3000 ms with the same
 * idempotency key while the server answers 202 (request-policy loader). An unknown failure
 * waits 20000 ms before a retry is offered; refused data wait 50000 ms (or the buyer's click)
 * before the cart takes them back for correction, with a new key.
 */
export function cartStates<TContext extends CartContext>(options: CartStatesOptions<TContext>) {
  const emission = `#${options.machineId}.emission`;
  /** One emission call (the first, or a poll) and where each answer leads. */
  const emitPolicy = (
    id: string,
    whileIssuing: string,
    call: (context: TContext) => EmissionCall = options.emissionCall,
  ) =>
    ({
      id,
      src: 'emitPolicy',
      input: ({ context }: { context: TContext }) => call(context),
      onDone: [
        { guard: withAnswer('insurerIsStillIssuing'), target: whileIssuing },
        {
          guard: withAnswer('policyWasIssuedAndPaid'),
          target: `#${options.machineId}.issued`,
          actions: withAnswer('recordPolicy'),
        },
        {
          guard: withAnswer('policyWasIssuedWithPaymentPending'),
          target: `#${options.machineId}.paymentPending`,
          actions: withAnswer('recordPolicy'),
        },
        {
          guard: withAnswer('dataWereRejected'),
          target: `${emission}.inputRejected`,
          actions: withAnswer('showRejection'),
        },
        { target: `${emission}.emissionError` },
      ],
      onError: { target: `${emission}.emissionError` },
    }) as const;
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
        onDone: {
          actions: { type: 'keepPostalLocation', params: actorResult<PostalLocation> },
        },
        onError: { actions: { type: 'reportCatalogueFailure', params: actorError } },
      },
      on: { 'cart.submitStep': submit('address', 'plates'), 'cart.back': back('contact') },
    },
    plates: {
      meta: { stepIndex: cartStepIndex.plates },
      on: { 'cart.submitStep': submit('plates', 'lookingUpPlates'), 'cart.back': back('address') },
    },
    lookingUpPlates: {
      meta: { stepIndex: cartStepIndex.plates },
      tags: [busyTag],
      always: { guard: 'carHasNoPlates', target: 'vehicle', actions: 'forgetVehicleFound' },
      invoke: {
        id: 'lookUpVehicleByPlates',
        src: 'lookUpVehicleByPlates',
        input: ({ context }: { context: TContext }) => ({
          licensePlates: context.steps.plates?.licensePlates ?? '',
          postalCode: context.postalCode,
        }),
        // Another vehicle's plates: the buyer is told what they name, and types the VIN.
        onDone: [
          {
            guard: withFound('plateFoundTheQuotedVehicle'),
            target: 'vehicle',
            actions: withFound('keepVehicleFound'),
          },
          { target: 'vehicle', actions: withFound('keepOtherVehicleFound') },
        ],
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
        onDone: { actions: { type: 'keepVersions', params: actorResult<Version[]> } },
        onError: { actions: { type: 'reportCatalogueFailure', params: actorError } },
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
        { guard: 'indemnityIsNotInvoiceValue', target: 'updatingQuotation' },
      ],
      on: {
        'cart.submitStep': submit('invoice', 'updatingQuotation'),
        'cart.back': back('serialNumbers'),
      },
    },
    // 'Actualizando precio…': the quote re-priced with the version chosen, before the card.
    updatingQuotation: {
      meta: { stepIndex: cartStepIndex.cardData },
      tags: [busyTag],
      invoke: {
        id: 'updateQuotation',
        src: 'updateQuotation',
        input: ({ context }: { context: TContext }) => quotationUpdateOf(context),
        onDone: {
          target: 'payment',
          actions: { type: 'keepUpdatedQuotation', params: actorResult<Quotation> },
        },
        onError: { target: 'invoice', actions: ['moveBack', 'reportQuoteError'] },
      },
    },
    payment: {
      meta: { stepIndex: cartStepIndex.cardData },
      always: { guard: 'promoSkipsPayment', target: 'emission' },
      invoke: {
        id: 'loadBanks',
        src: 'loadBanks',
        input: ({ context }: { context: TContext }) => ({
          providerCode: context.quotation.providerCode,
        }),
        onDone: { actions: { type: 'keepBanks', params: actorResult<Bank[]> } },
        onError: { actions: { type: 'reportCatalogueFailure', params: actorError } },
      },
      on: paymentStepEvents,
    },
    // The card's first 6 digits name its bank and type; the buyer may still change them.
    lookingUpCardBin: {
      meta: { stepIndex: cartStepIndex.cardData },
      invoke: {
        id: 'lookUpCardBin',
        src: 'lookUpCardBin',
        input: ({ context }: { context: TContext }) => ({ bin: context.cardChoice?.bin ?? '' }),
        onDone: {
          target: 'loadingBankInstallments',
          actions: { type: 'keepBinChoice', params: actorResult<BinInfo> },
        },
        onError: { target: 'payment' },
      },
      on: paymentStepEvents,
    },
    // The chosen bank's months without interest (none answered: one charge only).
    loadingBankInstallments: {
      meta: { stepIndex: cartStepIndex.cardData },
      always: { guard: not('bankIsChosen'), target: 'payment' },
      invoke: {
        id: 'loadBankInstallments',
        src: 'loadBankInstallments',
        input: ({ context }: { context: TContext }) => ({
          bankCode: context.cardChoice?.bank ?? '',
          providerCode: context.quotation.providerCode,
        }),
        onDone: {
          target: 'payment',
          actions: { type: 'keepBankInstallments', params: actorResult<BankInstallments> },
        },
        onError: { target: 'payment', actions: 'forgetBankInstallments' },
      },
      on: paymentStepEvents,
    },
    protectingCard: {
      meta: { stepIndex: cartStepIndex.cardData },
      tags: [busyTag],
      invoke: {
        id: 'protectCard',
        src: 'protectCard',
        // From the submitted event to the gateway: the card never enters the context.
        input: submittedCard,
        onDone: [
          {
            guard: withProtection('cardWasProtected'),
            target: 'emission',
            actions: withProtection('keepProtectedCard'),
          },
          { target: 'payment', actions: withProtection('showCardRefusal') },
        ],
        onError: {
          target: 'payment',
          actions: { type: 'reportCardFailure', params: actorError },
        },
      },
    },
    emission: {
      initial: 'requesting',
      // The request (and each poll, with the same key) carries the start date: it stays put.
      on: { 'cart.chooseStartDate': { actions: 'sayStartDateIsFixed' } },
      states: {
        // The fun-fact loader: the first call, with the card.
        requesting: {
          meta: { stepIndex: cartStepIndex.funFactLoader },
          tags: [busyTag],
          invoke: emitPolicy('emitPolicy', 'awaitingPolicy'),
        },
        // The request-policy loader: the insurer answered 202; ask again with the same key. Not
        // busy, so it is what a reload restores: its pause and its poll are invoked actors, which
        // start again on restore (a delayed event would be lost), and the poll carries no card.
        awaitingPolicy: {
          meta: { stepIndex: cartStepIndex.requestPolicyLoader },
          initial: 'waiting',
          states: {
            waiting: {
              invoke: { id: 'waitForPollInterval', src: 'waitForPollInterval', onDone: 'asking' },
            },
            asking: {
              invoke: emitPolicy('pollPolicy', 'waiting', (context) =>
                pollingCall(options.emissionCall(context)),
              ),
            },
          },
        },
        emissionError: {
          meta: { stepIndex: cartStepIndex.requestPolicyLoader },
          tags: [busyTag],
          after: { emissionErrorWait: 'retryAvailable' },
        },
        retryAvailable: {
          meta: { stepIndex: cartStepIndex.requestPolicyLoader },
          tags: [busyTag],
          on: { 'cart.retryEmission': 'requesting' },
        },
        inputRejected: {
          meta: { stepIndex: cartStepIndex.requestPolicyLoader },
          tags: [busyTag],
          after: { inputErrorWait: 'correctingData' },
          on: { 'cart.correctData': 'correctingData' },
        },
        correctingData: {
          always: [
            {
              guard: 'promoSkipsPayment',
              target: `#${options.machineId}.${options.firstStep}`,
              actions: 'prepareDataCorrection',
            },
            { target: `#${options.machineId}.payment`, actions: 'prepareDataCorrection' },
          ],
        },
      },
    },
    issued: { type: 'final', meta: { stepIndex: cartStepIndex.success } },
    paymentPending: { type: 'final', meta: { stepIndex: cartStepIndex.success } },
  } as const;
}
