import { createCartActors, type CartDependencies } from '../cart-shared/cart-actors';
import { individualCartMachine } from './individual-cart.machine';

/** The individual cart with its actors on the API client (tests provide fakes instead). */
export function createIndividualCartMachine(dependencies: CartDependencies) {
  return individualCartMachine.provide({ actors: createCartActors(dependencies) });
}
