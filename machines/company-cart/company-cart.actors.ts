import { createCartActors, type CartDependencies } from '../cart-shared/cart-actors';
import { companyCartMachine } from './company-cart.machine';

/** The company cart with its actors on the API client (tests provide fakes instead). */
export function createCompanyCartMachine(dependencies: CartDependencies) {
  return companyCartMachine.provide({ actors: createCartActors(dependencies) });
}
