import { and, assign, setup } from 'xstate';
import { asksRfcConfirmation } from '../../src/domain/insurers';
import { individualCartSteps, invoiceStepSchema } from '../../src/domain/validation';
import {
  cartActions,
  cartDelays,
  cartGuards,
  formStepRules,
  regenerateRfc,
} from '../cart-shared/cart-rules';
import { cartActorSlots } from '../cart-shared/cart-actor-slots';
import { back, cartStates, submit } from '../cart-shared/cart-states';
import type { CartEvent, CartOutput, IssuedPolicy } from '../cart-shared/cart.types';
import { emissionCallOf, generatedRfcOf } from './individual-cart.emission';
import type {
  IndividualCartContext,
  IndividualCartInput,
  IndividualFormStep,
} from './individual-cart.types';

/** The individual cart's own first steps; the hdi RFC confirmation shares step 1's index. */
export const individualStepIndex = { holder: 0, birthdateAndGender: 1, rfc: 1 } as const;

const sharedActions = cartActions<IndividualCartContext>();

const formSteps = formStepRules((context: IndividualCartContext, step: IndividualFormStep) =>
  step === 'invoice'
    ? invoiceStepSchema
    : individualCartSteps(context.quotation.providerCode)[step],
);

/**
 * The individual purchase cart (docs/behaviour/purchase/carts.md#individual-cart): holder, birth
 * date and gender, RFC confirmation (hdi only), contact, address, plates with the privacy and terms
 * acceptance, version and financing, beneficiary, serial numbers, invoice data (Valor Factura),
 * card payment, then the fun-fact and request-policy loaders of the emission and the outcome.
 */
export const individualCartMachine = setup({
  types: {
    context: {} as IndividualCartContext,
    events: {} as CartEvent,
    input: {} as IndividualCartInput,
    output: {} as CartOutput,
  },
  actors: {
    ...cartActorSlots,
  },
  guards: {
    ...cartGuards,
    submittedValuesAreValid: formSteps.submittedValuesAreValid,
    insurerIsNotHdi: ({ context }) => !asksRfcConfirmation(context.quotation.providerCode),
  },
  actions: {
    ...sharedActions,
    saveStep: formSteps.saveStep,
    showFieldErrors: formSteps.showFieldErrors,
    suggestGeneratedRfc: assign(({ context }) => regenerateRfc(context, generatedRfcOf(context))),
  },
  delays: cartDelays,
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
      meta: { stepIndex: individualStepIndex.holder },
      on: { 'cart.submitStep': submit('holder', 'birthdateAndGender') },
    },
    birthdateAndGender: {
      meta: { stepIndex: individualStepIndex.birthdateAndGender },
      on: { 'cart.submitStep': submit('birthdateAndGender', 'rfc'), 'cart.back': back('holder') },
    },
    rfc: {
      meta: { stepIndex: individualStepIndex.rfc },
      entry: 'suggestGeneratedRfc',
      always: [
        { guard: and(['insurerIsNotHdi', 'buyerIsGoingBack']), target: 'birthdateAndGender' },
        { guard: 'insurerIsNotHdi', target: 'contact' },
      ],
      on: { 'cart.submitStep': submit('rfc', 'contact'), 'cart.back': back('birthdateAndGender') },
    },
    ...cartStates({
      machineId: 'individualCart',
      afterInvoice: 'payment',
      firstStep: 'holder',
      emissionCall: emissionCallOf,
    }),
  },
  // Only the issued and payment-pending states are final, and both recorded the policy.
  output: ({ context }) => ({
    ...(context.policy as IssuedPolicy),
    email: context.steps.contact?.email,
  }),
});
