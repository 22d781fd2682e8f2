import { fromPromise } from 'xstate';
import type { QuoteRequest } from '../../src/api/quotation';
import type { Quotation } from '../../src/domain/quotation';
import { createCartActors, type CartDependencies } from '../cart-shared/cart-actors';
import { companyCartMachine } from './company-cart.machine';

/** The company cart with its actors on the API client (tests provide fakes instead). */
export function createCompanyCartMachine(dependencies: CartDependencies) {
  const { quotation } = dependencies.api;
  return companyCartMachine.provide({
    actors: {
      ...createCartActors(dependencies),
      updateQuotation: fromPromise<Quotation, { quote: QuoteRequest; providerCode: string }>(
        ({ input }) => quotation.quote(input.quote, input.providerCode),
      ),
    },
  });
}
