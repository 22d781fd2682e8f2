import { assign, setup } from 'xstate';
import type { QuoteRequest } from '../../src/api/quotation';
import type { Quotation } from '../../src/domain/quotation';
import { splitCompanyName } from '../../src/domain/rfc';
import { companyCartSteps } from '../../src/domain/validation';
import { notProvided } from '../support/placeholder';
import { cartMessages } from '../cart-shared/cart-messages';
import { cartDelays, cartRules, regenerateRfc } from '../cart-shared/cart-rules';
import { cartActorSlots } from '../cart-shared/cart-actor-slots';
import { cartOutput, startingCartContext } from '../cart-shared/cart-context';
import { back, cartStates, chooseStartDate, submit } from '../cart-shared/cart-states';
import { cartStepIndex, type CartEvent, type CartOutput } from '../cart-shared/cart.types';
import { emissionCallOf, generatedCompanyRfcOf, quotationUpdateOf } from './company-cart.emission';
import type { CompanyCartContext, CompanyCartInput, CompanyFormStep } from './company-cart.types';
import { companyCartSchemas } from './company-cart.schemas';

/** The company cart's own first steps. */
export const companyStepIndex = { companyName: 0, rfc: 1 } as const;

const rules = cartRules<CompanyCartContext, CompanyFormStep>(companyCartSteps);

/**
 * The company purchase cart (docs/behaviour/purchase/carts.md#company-cart): razón social, RFC
 * prefilled from it, contact, address, plates, version and financing, preferred beneficiary (Moral
 * or Física), serial numbers with the privacy notice, invoice data (Valor Factura), the quotation
 * updated before payment, card payment, the fun-fact and request-policy loaders, and success.
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
    updateQuotation: notProvided<Quotation, { quote: QuoteRequest; providerCode: string }>(
      'updateQuotation',
    ),
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
    // The summary shows the updated quotation: the one the emission then charges.
    keepUpdatedQuotation: assign(({ context }, updated: Quotation) => ({
      quotation: {
        ...context.quotation,
        id: updated.id,
        paymentFrequency: updated.paymentFrequency,
      },
      updatedQuotation: updated,
    })),
    reportQuoteError: assign({ errorMessage: cartMessages.quoteError }),
  },
  delays: cartDelays,
}).createMachine({
  id: 'companyCart',
  context: ({ input }) => startingCartContext(input),
  initial: 'companyName',
  on: chooseStartDate,
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
    updatingQuotation: {
      meta: { stepIndex: cartStepIndex.cardData },
      tags: ['busy'],
      invoke: {
        id: 'updateQuotation',
        src: 'updateQuotation',
        input: ({ context }) => quotationUpdateOf(context),
        onDone: {
          target: 'payment',
          actions: { type: 'keepUpdatedQuotation', params: ({ event }) => event.output },
        },
        onError: { target: 'invoice', actions: ['moveBack', 'reportQuoteError'] },
      },
    },
    ...cartStates({
      machineId: 'companyCart',
      afterInvoice: 'updatingQuotation',
      firstStep: 'companyName',
      emissionCall: emissionCallOf,
    }),
  },
  output: (args) => ({
    ...cartOutput(args),
    companyName: args.context.steps.companyName?.companyName,
    updatedQuotation: args.context.updatedQuotation,
  }),
});
