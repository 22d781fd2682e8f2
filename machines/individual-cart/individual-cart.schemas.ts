import * as v from 'valibot';
import { individualGenderKeys } from '../../src/domain/quote/person';
import type { MachineSchemas } from '../support/machine-schemas';
import { cartContextEntries, cartEventSchemas, cartStepsShape } from '../cart-shared/cart.schemas';
import type { CartEvent } from '../cart-shared/cart.types';
import type { IndividualCartContext, IndividualCartSteps } from './individual-cart.types';

/** The schemas of the individual cart's events and context (machine-schemas.ts). */
export const individualCartSchemas: MachineSchemas<IndividualCartContext, CartEvent> = {
  events: cartEventSchemas,
  context: v.object({
    ...cartContextEntries,
    birthdate: v.optional(v.string()),
    gender: v.optional(v.picklist(individualGenderKeys)),
    steps: cartStepsShape<IndividualCartSteps>(),
    suggestedRfc: v.optional(v.string()),
  }),
};
