import { assign, setup } from 'xstate';
import { splitCompanyName } from '../../src/domain/rfc';
import { companyCartSteps } from '../../src/domain/validation';
import { cartDelays, cartRules, regenerateRfc } from '../cart-shared/cart-rules';
import { cartActorSlots } from '../cart-shared/cart-actor-slots';
import { cartOutput, startingCartContext } from '../cart-shared/cart-context';
import { back, cartStates, chooseStartDate, editStep, submit } from '../cart-shared/cart-states';
import type { CartEvent, CartOutput } from '../cart-shared/cart.types';
import { emissionCallOf, generatedCompanyRfcOf } from './company-cart.emission';
import type { CompanyCartContext, CompanyCartInput, CompanyFormStep } from './company-cart.types';
import { companyCartSchemas } from './company-cart.schemas';

/** The company cart's own first steps. */
export const companyStepIndex = { companyName: 0, rfc: 1 } as const;

const rules = cartRules<CompanyCartContext, CompanyFormStep>(companyCartSteps);

/**
 * The company purchase cart (docs/behaviour/purchase/carts.md#company-cart): razón social, RFC
 * prefilled from it, contact, address, plates, version and financing, preferred beneficiary (Moral
 * or Física), serial numbers with the privacy notice, invoice data (Valor Factura), the quotation
 * re-priced before payment, card payment, the fun-fact and request-policy loaders, and success.
 */
export const companyCartMachine = setup({
  // Checked on every restore and every event sent from /flows (machine-schemas.ts).
  schemas: companyCartSchemas,
  types: {
    context: {} as CompanyCartContext,
    events: {} as CartEvent,
    input: {} as CompanyCartInput,
    output: {} as CartOutput,
  },
  actors: {
    ...cartActorSlots,
  },
  guards: {
    ...rules.guards,
  },
  actions: {
    ...rules.actions,
    splitCompanyName: assign(({ context }) => ({
      companyNameParts: splitCompanyName(context.steps.companyName?.companyName ?? ''),
    })),
    prefillGeneratedRfc: assign(({ context }) =>
      regenerateRfc(context, generatedCompanyRfcOf(context)),
    ),
  },
  delays: cartDelays,
}).createMachine({
  id: 'companyCart',
  context: ({ input }) => startingCartContext(input),
  initial: 'companyName',
  on: { ...chooseStartDate, ...editStep },
  states: {
    companyName: {
      meta: { stepIndex: companyStepIndex.companyName },
      on: {
        'cart.submitStep': [
          {
            guard: { type: 'submittedValuesAreValid', params: { step: 'companyName' } },
            target: 'rfc',
            actions: [
              { type: 'saveStep', params: { step: 'companyName' } },
              'splitCompanyName',
              'prefillGeneratedRfc',
              'moveForward',
            ],
          },
          { actions: { type: 'showFieldErrors', params: { step: 'companyName' } } },
        ],
      },
    },
    rfc: {
      meta: { stepIndex: companyStepIndex.rfc },
      on: { 'cart.submitStep': submit('rfc', 'contact'), 'cart.back': back('companyName') },
    },
    ...cartStates({
      machineId: 'companyCart',
      firstStep: 'companyName',
      emissionCall: emissionCallOf,
    }),
  },
  output: (args) => ({
    ...cartOutput(args),
    companyName: args.context.steps.companyName?.companyName,
  }),
});
