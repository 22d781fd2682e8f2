import { and, assign, setup } from 'xstate';
import { asksRfcConfirmation } from '../../src/domain/insurers/insurers';
import { individualCartSteps } from '../../src/domain/validation';
import { cartDelays, cartRules, regenerateRfc } from '../cart-shared/cart-rules';
import { cartActorSlots } from '../cart-shared/cart-actor-slots';
import { cartOutput, startingCartContext } from '../cart-shared/cart-context';
import { back, cartStates, chooseStartDate, editStep, submit } from '../cart-shared/cart-states';
import type { CartEvent, CartOutput } from '../cart-shared/cart.types';
import { emissionCallOf, generatedRfcOf } from './individual-cart.emission';
import type {
  IndividualCartContext,
  IndividualCartInput,
  IndividualFormStep,
} from './individual-cart.types';
import { individualCartSchemas } from './individual-cart.schemas';

/** The individual cart's own first steps; the hdi RFC confirmation shares step 1's index. */
export const individualStepIndex = { holder: 0, birthdateAndGender: 1, rfc: 1 } as const;

const rules = cartRules<IndividualCartContext, IndividualFormStep>(individualCartSteps);

/**
 * The individual purchase cart (docs/behaviour/purchase/carts.md#individual-cart): holder, birth
 * date and gender, RFC confirmation (hdi only), contact, address, plates with the privacy and terms
 * acceptance, version and financing, beneficiary, serial numbers, invoice data (Valor Factura),
 * the quotation re-priced with the version chosen, card payment, then the fun-fact and request-policy loaders of the emission and the outcome.
 */
export const individualCartMachine = setup({
  // Checked on every restore and every event sent from /flows (machine-schemas.ts).
  schemas: individualCartSchemas,
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
    ...rules.guards,
    insurerIsNotHdi: ({ context }) => !asksRfcConfirmation(context.quotation.providerCode),
  },
  actions: {
    ...rules.actions,
    suggestGeneratedRfc: assign(({ context }) => regenerateRfc(context, generatedRfcOf(context))),
  },
  delays: cartDelays,
}).createMachine({
  id: 'individualCart',
  context: ({ input }) => startingCartContext(input),
  initial: 'holder',
  on: { ...chooseStartDate, ...editStep },
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
      firstStep: 'holder',
      emissionCall: emissionCallOf,
    }),
  },
  output: (args) => ({
    ...cartOutput(args),
    holderName: args.context.steps.holder?.firstName,
  }),
});
